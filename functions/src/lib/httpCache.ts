import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { mirrorIdAsId } from './json';

/** How long browsers and Hosting's CDN may keep the public reads; money and orders never rely on them, as the cart and checkout read live state. */
export const BROWSER_MAX_AGE_S = 30;
export const CDN_MAX_AGE_S = 60;
export const PUBLIC_READ_FRESHNESS_BOUND_S = BROWSER_MAX_AGE_S + CDN_MAX_AGE_S;

export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=${BROWSER_MAX_AGE_S}, s-maxage=${CDN_MAX_AGE_S}`;

/** Weak, since a CDN may compress the bytes; it depends only on the data, so every instance agrees. */
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

/** Sends a public read with an ETag, answering If-None-Match itself: Express's `req.fresh` ignores it under the `no-cache` Hosting's proxy adds. */
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
