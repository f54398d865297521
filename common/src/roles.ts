// Apart from users.ts, so the session reads the role on every page without zod.

/** The roles of docs/product.md#roles. */
export const ROLES = ['user', 'vendor', 'admin'] as const;
export type UserRole = (typeof ROLES)[number];

/** A staff role only when the claim names one; anything else is a student (docs/product.md#roles). */
export function roleFromClaim(claim: unknown): UserRole {
  return claim === 'vendor' || claim === 'admin' ? claim : 'user';
}
