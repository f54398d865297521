import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import { ApiError } from './apiError';
import { bodyParserError, malformedPathError, sendApiError } from './errorHandler';
import { securityHeaders } from './securityHeaders';

/** The largest request body the API reads, as sent and as parsed. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * A request that sends a body must send JSON: a form post from another site (which a browser sends without
 * asking) or a text body answers 415 before any handler reads it.
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  const length = Number(req.get('content-length') ?? (req.get('transfer-encoding') ? NaN : 0));
  const hasBody = Number.isNaN(length) || length > 0;
  if (!hasBody || req.is('application/json')) return next();
  next(new ApiError('unsupported-media-type', 'Send the request body as JSON (Content-Type: application/json)'));
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type ParserFactory = (options?: Record<string, unknown>) => Middleware;

const PARSERS = ['json', 'text', 'urlencoded', 'raw'] as const;

/**
 * A parser of the runtime's that answers its failures in the API's error shape instead of passing them on. It
 * also answers a path with a malformed percent-escape: the runtime's route to the function (`/*`) decodes the
 * whole path after the parsers, and would answer Express's HTML page with a stack trace.
 */
function guarded(factory: ParserFactory): ParserFactory {
  return (options) => {
    const parse = factory({ ...options, limit: MAX_BODY_BYTES, inflate: false });
    const refuse = (req: IncomingMessage, res: ServerResponse, apiError: ApiError) => securityHeaders(req, res, () => sendApiError(res, apiError));
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

/**
 * The function runtime (the Functions emulator here, the Functions Framework on deploy) parses every request
 * body with body-parser before our Express app runs, with a 32 MB limit, gzip inflated, and failures answered
 * by Express's HTML error page (stack trace and file paths included). Both runtimes load our module before
 * they build their server, so here, at load, their body-parser is given our limit, no inflation, and error
 * answers in the API's JSON shape. Outside those runtimes (tests in-process) there is nothing to patch and the
 * app's own express.json does the same job. See docs/architecture.md ("Where a request enters").
 */
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
