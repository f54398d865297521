import { registerResponseSchema, type RegistrationInput } from '@campuseats/common/users';
import { apiRequest } from '@/lib/apiClient';

/**
 * POST /api/v1/auth/register, with the new account's own token, which it needs (docs/product.md#the-api): an account
 * registers only itself. Registering twice is harmless, which is what lets a student whose first attempt failed
 * simply try again.
 */
export function registerStudent(payload: RegistrationInput) {
  return apiRequest('/auth/register', { method: 'POST', body: payload, schema: registerResponseSchema });
}
