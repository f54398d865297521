// zod/mini: every call the web app makes may parse this shape (see restaurants.ts).
import * as z from 'zod/mini';

/** Firebase's error-code vocabulary (plus 422 for a reused Idempotency-Key) and the HTTP status each one answers with. */
export const ERROR_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  aborted: 409,
  'failed-precondition': 412,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'unprocessable-entity': 422,
  'resource-exhausted': 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error shape: `message` for a person, `error` for a machine. */
export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
});

type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Builds the error body; the one place its fields are put together (the API's error handler and the function's entry). */
export function apiErrorBody(code: string, message: string, details?: unknown): ApiErrorBody {
  return { success: false, message, error: { code, message, ...(details === undefined ? {} : { details }) } };
}

export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';
/** A contended write that ran out of time applied nothing; the client may send it again. */
export const TRY_AGAIN_MESSAGE = 'Too many changes at once. Please try again.';
