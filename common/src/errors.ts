// zod/mini: every call the web app makes may parse this shape (see restaurants.ts).
import * as z from 'zod/mini';

/** Firebase's error-code vocabulary and the HTTP status each one answers with. */
export const ERROR_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  aborted: 409,
  'failed-precondition': 412,
  'resource-exhausted': 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error shape every endpoint answers with. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';
