import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import { ApiError } from './apiError';
import { afterBody, bodyParserError, malformedPathError, sendApiError } from './errorHandler';
import { securityHeaders } from './securityHeaders';

/** The largest request body the API reads, as sent and as parsed. */
export const MAX_BODY_BYTES = 32 * 1024;

/** A body must be JSON, so another site's form post answers 415 before any handler reads it. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  const length = Number(req.get('content-length') ?? (req.get('transfer-encoding') ? NaN : 0));
  const hasBody = Number.isNaN(length) || length > 0;
  if (!hasBody || req.is('application/json')) return next();
  next(new ApiError('unsupported-media-type', 'Send the request body as JSON (Content-Type: application/json)'));
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type ParserFactory = (options?: Record<string, unknown>) => Middleware;

const PARSERS = ['json', 'text', 'urlencoded', 'raw'] as const;

/** A runtime parser that answers its failures, and malformed percent-escapes in the path, in the API's error shape instead of an HTML page. */
function guarded(factory: ParserFactory): ParserFactory {
  return (options) => {
    const parse = factory({ ...options, limit: MAX_BODY_BYTES, inflate: false });
    const refuse = (req: IncomingMessage, res: ServerResponse, apiError: ApiError) =>
      afterBody(req, () => securityHeaders(req, res, () => sendApiError(res, apiError)));
    return (req, res, next) => {
      const badPath = malformedPathError(req.url);
      if (badPath) return refuse(req, res, badPath);
      parse(req, res, (error) => {
        const apiError = error === undefined ? undefined : bodyParserError(error);
        if (!apiError) return next(error);
        refuse(req, res, apiError);
      });
    };
  };
}

/** Gives the function runtime's own body parsers our limit, no inflation and JSON errors, at load (docs/architecture.md, "Where a request enters"). */
export function guardRuntimeBodyParsers(entryFile = process.argv[1]): boolean {
  if (!entryFile) return false;
  let bodyParser: Record<string, ParserFactory>;
  try {
    bodyParser = createRequire(entryFile)('body-parser') as Record<string, ParserFactory>;
  } catch {
    return false;
  }
  for (const name of PARSERS) {
    const factory = bodyParser[name];
    if (typeof factory !== 'function') continue;
    Object.defineProperty(bodyParser, name, { configurable: true, enumerable: true, value: guarded(factory) });
  }
  return true;
}
