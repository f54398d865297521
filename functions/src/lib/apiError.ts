import { ERROR_STATUS, type ErrorCode } from '@campuseats/common/errors';

/** The one error type of the API; the error handler turns it into `{ error: { code, message, details } }`. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new ApiError('not-found', `${what} not found`);
