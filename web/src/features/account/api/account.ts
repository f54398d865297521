import { registerResponseSchema, type RegistrationInput } from '@campuseats/common/users';
import { apiRequest } from '@/lib/apiClient';

/**
 * POST /api/v1/auth/register. A token is optional (docs/product.md#the-api); we send the new account's token when we
 * have it, so the server takes the uid from it. Registering twice is harmless, which is what lets a
 * student whose first attempt failed simply try again.
 */
export function registerStudent(payload: RegistrationInput) {
  return apiRequest('/auth/register', { method: 'POST', body: payload, auth: 'optional', schema: registerResponseSchema });
}
