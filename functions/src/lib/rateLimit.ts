import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ApiError } from './apiError';
import { caller } from './auth';
import { rateLimitHitsCollection } from './collections';

/**
 * The limits, per signed-in user for their writes and per client address for the writes anyone may send. Each
 * is far above what a real student does (docs/architecture.md, "Abuse limits"), so a burst of quick taps or a
 * lunch rush never meets one; a script does.
 */
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
  /** Lucky-draw entries from one address: one per person, a hostel's worth an hour. */
  luckyDraw: { max: 100, windowMs: 60 * 60_000, by: 'address' },
} as const satisfies Record<string, { max: number; windowMs: number; by: 'user' | 'address' }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * The client's address: the entry the proxy in front of the function added to X-Forwarded-For (the last one,
 * or TRUSTED_PROXY_HOPS from the end when more proxies add theirs). The entries before it are the client's to
 * write, so they never count.
 */
export function clientAddress(req: Request, trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1)): string {
  const forwarded = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-Math.max(1, trustedHops)) ?? req.socket.remoteAddress ?? 'unknown';
}

/** rateLimits/{limit and hashed key}/hits/{hit}: one document per request let through, deleted by TTL on expiresAt. */
const hitsOf = (limit: RateLimitName, key: string) => rateLimitHitsCollection(`${limit}_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`);

/**
 * Counts a request against its limit, across every instance of the function (the count lives in Firestore).
 * The hit is written first and the window counted after, so racing requests see each other; a request over
 * the limit takes its hit back and answers 429 with Retry-After, having changed nothing.
 */
export async function countAgainst(limit: RateLimitName, key: string): Promise<void> {
  const { max, windowMs } = RATE_LIMITS[limit];
  const hits = hitsOf(limit, key);
  const now = Date.now();
  const hit = hits.doc();
  await hit.create({ at: new Date(now), expiresAt: new Date(now + windowMs) });
  const inWindow = hits.where('at', '>', new Date(now - windowMs));
  const counted = (await inWindow.count().get()).data().count;
  if (counted <= max) return;
  await hit.delete();
  const oldest = (await inWindow.orderBy('at').limit(1).get()).docs[0]?.data().at;
  const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? now) + windowMs - now) / 1000));
  throw new ApiError('resource-exhausted', 'Too many requests. Please wait a little and try again.', { reason: 'rate-limited', limit }, retryAfterSeconds);
}

/** Express middleware counting each request against `limit`, keyed by the signed-in caller or the client's address. */
export function rateLimit(limit: RateLimitName): RequestHandler {
  return async (req, _res, next) => {
    try {
      await countAgainst(limit, RATE_LIMITS[limit].by === 'user' ? caller(req).uid : clientAddress(req));
      next();
    } catch (error) {
      next(error);
    }
  };
}
