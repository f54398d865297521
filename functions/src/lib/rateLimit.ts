import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { RateLimitClass } from '@campuseats/common/api/contract';
import { admitBeforeCommit } from './admission';
import { ApiError } from './apiError';
import { caller } from './auth';
import { rateLimitHitsCollection } from './collections';
import { timed } from './timings';

/** Far above what a real student does (docs/architecture.md, "Abuse limits"): a script meets them, a lunch rush does not. */
export const RATE_LIMITS = {
  /** Cart changes: the web app keeps one in flight however fast a student taps; 120 a minute is two a second, sustained. */
  cart: { max: 120, windowMs: 60_000, by: 'user' },
  /** Placing, reordering and cancelling orders: a busy student places a few a day. */
  orders: { max: 20, windowMs: 10 * 60_000, by: 'user' },
  /** The address book and the profile. */
  account: { max: 60, windowMs: 10 * 60_000, by: 'user' },
  /** Rating orders and correcting a review: a student rates the few orders of a day. */
  reviews: { max: 30, windowMs: 10 * 60_000, by: 'user' },
  /** An admin hiding or showing reviews. */
  moderation: { max: 300, windowMs: 10 * 60_000, by: 'user' },
  /** An admin onboarding eateries, suspending them and changing accounts: a term's start is a few dozen. */
  admin: { max: 300, windowMs: 10 * 60_000, by: 'user' },
  /** A vendor moving orders along at the lunch rush: one tap per order step, many orders. */
  kitchen: { max: 600, windowMs: 10 * 60_000, by: 'user' },
  /** Signups from one address: a whole hostel behind one NAT address may sign up on the first day. */
  registration: { max: 300, windowMs: 60 * 60_000, by: 'address' },
  /** Downloading one's data and deleting one's account: a student does each once or twice, ever. */
  dataRights: { max: 10, windowMs: 60 * 60_000, by: 'user' },
  /** Lucky-draw entries from one address: one per person, a hostel's worth an hour. */
  luckyDraw: { max: 100, windowMs: 60 * 60_000, by: 'address' },
} as const satisfies Record<RateLimitClass, { max: number; windowMs: number; by: 'user' | 'address' }>;

type RateLimitName = keyof typeof RATE_LIMITS;

/** Proxies in front of the function that append to X-Forwarded-For (docs/architecture.md, "Abuse limits"); anything but a positive integer is none. */
function trustedProxyHops(configured = process.env.TRUSTED_PROXY_HOPS): number {
  const hops = Number(configured ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/** The client's address for per-address limits: the entry the nearest trusted proxy wrote, else the connection's peer, never one the client chose. */
export function clientAddress(req: Request, trustedHops = trustedProxyHops()): string {
  const peer = req.socket.remoteAddress ?? 'local';
  if (trustedHops === 0) return peer;
  const forwarded = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not come through all of them, and its entries prove nothing.
  return (forwarded.length >= trustedHops ? forwarded.at(-trustedHops) : undefined) ?? peer;
}

/** rateLimits/{limit and hashed key}/hits/{hit}: one document per request let through, deleted by TTL on expiresAt (tests read them). */
export const hitsOf = (limit: RateLimitName, key: string) => rateLimitHitsCollection(`${limit}_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`);

/** Counts a request across every instance: hit first, then count, so racing requests see each other; over the limit it takes its hit back and answers 429. */
export async function countAgainst(limit: RateLimitName, key: string): Promise<void> {
  const { max, windowMs } = RATE_LIMITS[limit];
  const hits = hitsOf(limit, key);
  const now = Date.now();
  const hit = hits.doc();
  await timed('rateLimit.hit', () => hit.create({ at: new Date(now), expiresAt: new Date(now + windowMs) }));
  const inWindow = hits.where('at', '>', new Date(now - windowMs));
  const counted = (await timed('rateLimit.count', () => inWindow.count().get())).data().count;
  if (counted <= max) return;
  await hit.delete();
  const oldest = (await inWindow.orderBy('at').limit(1).get()).docs[0]?.data().at;
  const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? now) + windowMs - now) / 1000));
  throw new ApiError('resource-exhausted', 'Too many requests. Please wait a little and try again.', { reason: 'rate-limited', limit }, retryAfterSeconds);
}

const keyOf = (req: Request, limit: RateLimitName) => (RATE_LIMITS[limit].by === 'user' ? caller(req).uid : clientAddress(req));

/** Express middleware counting each request against `limit`, keyed by the signed-in caller or the client's address. */
export function rateLimit(limit: RateLimitName): RequestHandler {
  // Express 5 passes a rejected promise on to the error handler.
  return async (req, _res, next) => {
    await countAgainst(limit, keyOf(req, limit));
    next();
  };
}

/** `rateLimit` counted while a commitIfUnchanged plan reads, its batch held until the count passes (lib/admission.ts), so the two overlap. */
export function rateLimitBeforeCommit(limit: RateLimitName): RequestHandler {
  return (req, _res, next) => admitBeforeCommit(countAgainst(limit, keyOf(req, limit)), next);
}
