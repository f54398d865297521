// The roles and how an ID token names one, apart from the user schemas (users.ts): the web app's session reads
// the role on every page and must not bring zod along for it.

/** The roles of docs/product.md#roles. */
export const ROLES = ['user', 'vendor', 'admin'] as const;
export type UserRole = (typeof ROLES)[number];

/**
 * The role a verified ID token's custom claim `role` gives: a staff role only when the claim names one; any other
 * claim, or none, is a student's (docs/product.md#roles).
 */
export function roleFromClaim(claim: unknown): UserRole {
  return claim === 'vendor' || claim === 'admin' ? claim : 'user';
}
