import type { Request } from 'express';

/**
 * The origin the app is served from, for the absolute URLs an answer carries (images): PUBLIC_BASE_URL when the
 * deployment sets it (it should: a request's own Host header is the client's to choose), else the origin the
 * request came to, as Hosting forwards it.
 */
export function publicOrigin(req: Request, configured = process.env.PUBLIC_BASE_URL): string {
  if (configured) return configured.replace(/\/+$/, '');
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host') || 'localhost';
  const protocol = req.get('x-forwarded-proto')?.split(',')[0]?.trim() || req.protocol;
  return `${protocol}://${host}`;
}

/** A path of the app's own (`/images/...`) as an absolute URL; a URL that is already absolute, or none, stays. */
export function absoluteUrl(path: string, origin: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${origin}${path}` : path;
}
