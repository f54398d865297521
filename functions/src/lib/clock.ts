import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { ApiError } from './apiError';
import { testKeyMatches } from './faults';

/**
 * The server's "now" for what the app decides by the time of day: slots, opening hours, the busy switch, the
 * campus day of tokens and ready estimates. A test sets it for one request with `X-Test-Now: <ISO 8601 instant>`,
 * heard only beside the test run's `X-Test-Fault-Key` (lib/faults.ts), so that no outcome of a test depends on the
 * hour it runs at (docs/decisions/0021-order-slots.md). Without the key (`npm start`, a deployed function) it is
 * the wall clock. Deadlines, rate limits and ID tokens keep the wall clock.
 */
const requestNow = new AsyncLocalStorage<number>();

export const serverNow = (): Date => new Date(requestNow.getStore() ?? Date.now());

export const acceptTestClock: RequestHandler = (req, _res, next) => {
  const instant = req.get('x-test-now');
  if (!instant || !testKeyMatches(req.get('x-test-fault-key'))) return next();
  const at = Date.parse(instant);
  // A mistyped instant would silently test the wall clock's hour instead.
  if (Number.isNaN(at)) return next(new ApiError('invalid-argument', 'X-Test-Now is not an ISO 8601 instant'));
  requestNow.run(at, next);
};
