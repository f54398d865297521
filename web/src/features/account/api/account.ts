import { registerResponseSchema, type RegistrationInput } from '@campuseats/common/users';
import * as routes from '@campuseats/common/api/routes/auth';
import { apiRequest } from '@/lib/apiClient';

/**
 * Registers the signed-in account, with the new account's own token, which it needs (docs/product.md#the-api): an account
 * registers only itself. Registering twice is harmless, which is what lets a student whose first attempt failed
 * simply try again.
 */
export function registerStudent(payload: RegistrationInput) {
  return apiRequest(routes.register, { body: payload, schema: registerResponseSchema });
}
