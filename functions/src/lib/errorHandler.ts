import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { ApiErrorBody } from '@campuseats/common/errors';
import { ApiError } from './apiError';

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // The core error class: the shared request schemas (common/src) are zod/mini ones, whose errors are not classic ZodErrors.
  if (error instanceof z.core.$ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return new ApiError('invalid-argument', `${where}${first?.message ?? 'Invalid request'}`, z.flattenError(error));
  }
  // Body-parser errors (malformed JSON, too large) carry an HTTP status of the client's making.
  if (error instanceof Error && 'status' in error && typeof error.status === 'number' && error.status < 500) {
    return new ApiError(error.status === 413 ? 'resource-exhausted' : 'invalid-argument', error.message);
  }
  console.error('Unhandled API error', error);
  return new ApiError('internal', 'Something went wrong. Please try again.');
}

export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const apiError = toApiError(error);
  const body: ApiErrorBody = {
    error: { code: apiError.code, message: apiError.message, ...(apiError.details === undefined ? {} : { details: apiError.details }) },
  };
  res.status(apiError.status).json(body);
};

export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new ApiError('not-found', `No route for ${req.method} ${req.path}`));
};
