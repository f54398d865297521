import type { RequestHandler } from 'express';

/**
 * The origins whose web pages may call the API from a browser, from the function's environment: `CORS_ORIGINS`,
 * comma-separated (functions/.env for every deployment, functions/.env.<project id> for one). The app's own
 * Hosting origin needs no entry: its calls are same-origin.
 */
export function allowedOrigins(value = process.env.CORS_ORIGINS ?? ''): Set<string> {
  return new Set(
    value
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );
}

const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const EXPOSED_HEADERS = 'Retry-After, Idempotent-Replayed, ETag';

/**
 * CORS for the listed origins only; any other origin gets no CORS header, so its pages cannot read our answers.
 * A preflight (OPTIONS) always answers 204, with the permissions only when the origin is listed.
 */
export function corsForListedOrigins(origins: ReadonlySet<string> = allowedOrigins()): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    res.vary('Origin');
    const listed = origin !== undefined && origins.has(origin);
    if (listed) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    if (req.method !== 'OPTIONS') return next();
    if (listed) {
      res.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.set('Access-Control-Max-Age', '600');
    }
    res.status(204).end();
  };
}
