/** Configured, never a request header: public reads are cached for all (docs/architecture.md#configuration-and-emulators). */
export function publicOrigin(configured = process.env.PUBLIC_BASE_URL): string {
  if (!configured) return '';
  const url = new URL(configured);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_BASE_URL must be an http(s) origin, not ${configured}`);
  return url.origin;
}

/** A path of the app's own (`/images/...`) on `origin` (none: the path as it is); a URL that is already absolute, or none, stays. */
export function absoluteUrl(path: string, origin: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${origin}${path}` : path;
}
