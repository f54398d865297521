import cors, { type CorsOptions } from 'cors';
import type { Request, RequestHandler } from 'express';

/**
 * The origins whose web pages may call the API from a browser, from the function's environment: `CORS_ORIGINS`,
 * comma-separated (functions/.env for every deployment, functions/.env.<project id> for one). The app's own
 * Hosting origin needs no entry: its calls are same-origin.
 */
function allowedOrigins(value = process.env.CORS_ORIGINS ?? ''): Set<string> {
  return new Set(
    value
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );
}

const LISTED_ORIGIN_PERMISSIONS: CorsOptions = {
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
  exposedHeaders: ['Retry-After', 'Idempotent-Replayed', 'ETag'],
  maxAge: 600,
};

/**
 * The `cors` package lets any other origin's preflight through to the routes; it ends here with 204 and no
 * permissions instead, as a listed origin's does with them. Every answer varies by Origin, so that a cache never
 * gives one origin's answer to another.
 */
const endOtherPreflights: RequestHandler = (req, res, next) => {
  res.vary('Origin');
  if (req.method !== 'OPTIONS') return next();
  res.status(204).end();
};

/** CORS for the listed origins only; any other origin gets no CORS header, so its pages cannot read our answers. */
export function corsForListedOrigins(origins: ReadonlySet<string> = allowedOrigins()): RequestHandler[] {
  const listed = cors<Request>((req, permit) =>
    permit(null, origins.has(req.get('origin') ?? '') ? { ...LISTED_ORIGIN_PERMISSIONS, origin: true } : { origin: false }),
  );
  return [listed, endOtherPreflights];
}
