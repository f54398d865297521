import cors, { type CorsOptions } from 'cors';
import type { Request, RequestHandler } from 'express';

/** The origins listed in `CORS_ORIGINS` (functions/.env); the app's own origin needs none. */
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

/** Ends other origins' preflights with 204 and no permissions, and varies every answer by Origin so no cache mixes origins. */
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
