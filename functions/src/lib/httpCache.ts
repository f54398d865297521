import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { mirrorIdAsId } from './json';

/**
 * How long the public reads (the eatery list and a menu) may be served from a cache.
 *
 * - Browsers keep an answer BROWSER_MAX_AGE_S: a student going back and forth between the list and a menu
 *   does not ask again.
 * - Hosting's CDN keeps it CDN_MAX_AGE_S (`s-maxage`): during a lunch rush the function answers each URL about
 *   once a minute per CDN location instead of once per student.
 *
 * Freshness bound: a change to an eatery (closed by its vendor, a dish marked unavailable, a new price) shows
 * in lists and menus within PUBLIC_READ_FRESHNESS_BOUND_S. A CDN hit carries its `Age`, which a browser
 * subtracts from its own max-age, so in practice the bound is the larger of the two; the sum is the bound even
 * for a cache that ignores `Age`. Nothing that takes money or an order relies on these answers: the cart and
 * order paths read the eatery's live state, so a closed eatery refuses new cart lines and orders at once.
 */
export const BROWSER_MAX_AGE_S = 30;
export const CDN_MAX_AGE_S = 60;
export const PUBLIC_READ_FRESHNESS_BOUND_S = BROWSER_MAX_AGE_S + CDN_MAX_AGE_S;

export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=${BROWSER_MAX_AGE_S}, s-maxage=${CDN_MAX_AGE_S}`;

/**
 * A weak validator of the body's bytes: the same on every function instance (it depends only on the data).
 * Weak, because a CDN may compress the answer on its way, which changes the bytes but not the meaning.
 */
export function weakETag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110's If-None-Match with the weak comparison: `*`, or any listed tag equal to ours, W/ aside. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends a public read: the same for every caller, so any cache may keep it, with an ETag; a matching
 * If-None-Match answers 304 with no body.
 *
 * Express's own ETag check (`req.fresh`) is not used: it answers 200 to any request carrying
 * `Cache-Control: no-cache`, and Hosting's proxy adds exactly that to every request it forwards to the
 * function, so a revalidation through Hosting would never get its 304. An origin server answers the
 * condition whatever the request's caching directives say.
 *
 * Only successful answers are public: errors keep no-store (the error handler sets it), so a mistyped or
 * not-yet-created eatery is not cached as missing.
 */
export function sendPublicJson(req: Request, res: Response, payload: unknown): void {
  // The same replacer app.ts gives res.json: an `id` beside every `_id`.
  const body = JSON.stringify(payload, mirrorIdAsId);
  const etag = weakETag(body);
  res.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  res.set('ETag', etag);
  if (ifNoneMatchHits(req.get('if-none-match'), etag)) {
    res.status(304).end();
    return;
  }
  res.type('json').send(body);
}
