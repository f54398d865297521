import { ERROR_STATUS, TRY_AGAIN_MESSAGE, type ErrorCode } from '@campuseats/common/errors';

/** The one error type of the API; the error handler turns it into the shared error body (common/src/errors.ts). */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Seconds a client should wait before sending the request again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
  }
}

/** Firestore's gRPC status of a create() whose document exists, and of an update() of one that does not. */
export const ALREADY_EXISTS = 6;
export const NOT_FOUND = 5;

/** What `work` resolves to or, when it fails with the Firebase error `code`, what `instead` gives; other failures stay. */
export async function onFirebaseError<T, U>(code: string | number, work: Promise<T>, instead: () => U): Promise<T | U> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: unknown }).code === code) return instead();
    throw error;
  }
}

export const notFound = (what: string) => new ApiError('not-found', `${what} not found`);

/** A request that cannot apply now (409): `reason` tells a client why. */
export const refused = (message: string, reason: string, details: Record<string, unknown> = {}) => new ApiError('aborted', message, { reason, ...details });

/** A write that could not be applied in time: nothing changed, and the same request may be sent again. */
export const tryAgainLater = (reason: string) => new ApiError('unavailable', TRY_AGAIN_MESSAGE, { reason }, 1);
