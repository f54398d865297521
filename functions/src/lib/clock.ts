import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { ApiError } from './apiError';
import { testKeyMatches } from './faults';

/** The server's "now" for time-of-day rules, which a test may set with `X-Test-Now` beside its fault key so no outcome depends on the hour. */
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
