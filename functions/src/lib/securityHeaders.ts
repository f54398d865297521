import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * What helmet sets by default, cut to what a JSON API needs (docs/architecture.md, "Security headers"). Every
 * answer is data for the app's own scripts, never a page: it may load nothing and be framed nowhere, it is
 * never sniffed into another type, it leaks no URL as a referrer, and no other site's page may embed it without
 * CORS (lib/cors.ts decides who may read it).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-DNS-Prefetch-Control': 'off',
};

/**
 * Sets API_SECURITY_HEADERS and removes `X-Powered-By`: the function runtime's own Express app (the Functions
 * emulator's, the Functions Framework's on deploy) sets it before our app runs, so `app.disable('x-powered-by')`
 * alone does not keep it off the wire. A bare Node response, for the answers given before Express runs
 * (lib/runtimeBodyParsers.ts).
 */
export function setSecurityHeaders(res: ServerResponse): void {
  res.removeHeader('X-Powered-By');
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) res.setHeader(name, value);
}

/** setSecurityHeaders on every answer of the app, errors and unknown routes included. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  setSecurityHeaders(res);
  next();
};
