import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { apiErrorBody } from '@campuseats/common/errors';
import { ApiError } from './apiError';
import { RESPONSE_DEADLINE_MS } from './deadline';

/** Body-parser errors (malformed JSON, too large, bad encoding) carry an HTTP status of the client's making. */
export function bodyParserError(error: unknown): ApiError | undefined {
  if (!(error instanceof Error) || !('status' in error) || typeof error.status !== 'number' || error.status >= 500) return undefined;
  if (error.status === 413) return new ApiError('payload-too-large', 'The request body is too large');
  const type = 'type' in error ? error.type : undefined;
  if (type === 'encoding.unsupported') return new ApiError('unsupported-media-type', 'Send the request body uncompressed');
  if (error.status === 415) return new ApiError('unsupported-media-type', 'Send the request body as JSON (Content-Type: application/json)');
  if (type === 'entity.parse.failed') return new ApiError('invalid-argument', 'The request body is not valid JSON');
  return new ApiError('invalid-argument', 'The request body could not be read');
}

/** A path with a malformed percent-escape (`/orders/%E0%A4%A`): Express cannot decode its parameters. */
const malformedPath = () => new ApiError('invalid-argument', 'The address of this request is not valid');

/** The error for a request URL whose path does not decode, else undefined (lib/runtimeBodyParsers.ts asks first). */
export function malformedPathError(url: string | undefined): ApiError | undefined {
  try {
    decodeURIComponent((url ?? '').split('?')[0] ?? '');
    return undefined;
  } catch {
    return malformedPath();
  }
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // Express's router decoding a route parameter, in-process; under the runtime the guard answers first.
  if (error instanceof URIError) return malformedPath();
  // The core error class: the shared request schemas (common/src) are zod/mini ones, whose errors are not classic ZodErrors.
  if (error instanceof z.core.$ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return new ApiError('invalid-argument', `${where}${first?.message ?? 'Invalid request'}`, z.flattenError(error));
  }
  const fromBody = bodyParserError(error);
  if (fromBody) return fromBody;
  // Firestore briefly unreachable or slow is not a bug: the client may try again.
  const { code } = error as { code?: unknown };
  if (code === 14 || code === 4) {
    console.warn('Firestore unavailable', error);
    return new ApiError('unavailable', 'The service is busy right now. Please try again.', { reason: 'database-unavailable' }, 2);
  }
  console.error('Unhandled API error', error);
  return new ApiError('internal', 'Something went wrong. Please try again.');
}

/** Writes the one error shape on a bare Node response too, as the runtime's parsers answer before Express runs. */
export function sendApiError(res: ServerResponse, error: ApiError): void {
  if (res.headersSent) return;
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.statusCode = error.status;
  res.end(JSON.stringify(apiErrorBody(error.code, error.message, error.details)));
}

/**
 * Calls `then` once the whole request has arrived, reading off what nothing read: a refusal answered and closed
 * earlier makes the emulator's proxy, still writing the body, fail with EPIPE and answer 500 itself.
 */
export function afterBody(req: IncomingMessage, then: () => void): void {
  if (req.complete) return then();
  finished(req, () => then());
  req.resume();
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const apiError = toApiError(error);
  afterBody(req, () => sendApiError(res, apiError));
};

export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new ApiError('not-found', `No route for ${req.method} ${req.path}`));
};

/** Answers 503 in the error shape before the runtime's own timeout page; writes stop earlier, so nothing applies after it. */
export const answerBeforeTimeout: RequestHandler = (_req, res, next) => {
  const timer = setTimeout(() => {
    sendApiError(res, new ApiError('unavailable', 'The server took too long to answer. Please try again.', { reason: 'timeout' }, 5));
  }, RESPONSE_DEADLINE_MS);
  const stop = () => clearTimeout(timer);
  res.once('finish', stop);
  res.once('close', stop);
  next();
};
