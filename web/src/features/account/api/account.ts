import { registerResponseSchema, type RegistrationInput } from '@campuseats/common/users';
import * as routes from '@campuseats/common/api/routes/auth';
import { apiRequest } from '@/lib/apiClient';

/** Registers the signed-in account with its own token (docs/product.md#the-api); registering twice is harmless, so a failed attempt may simply be retried. */
export function registerStudent(payload: RegistrationInput) {
  return apiRequest(routes.register, { body: payload, schema: registerResponseSchema });
}
