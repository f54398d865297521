import { AsyncLocalStorage } from 'node:async_hooks';
import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * Failures injected on purpose, to test that an interrupted write leaves all of itself or nothing (tests/api/
 * faults.test.ts). A request asks for one with `X-Test-Fault: <point>:<how>`, and is heard only when it also
 * carries `X-Test-Fault-Key` equal to CAMPUSEATS_TEST_FAULT_KEY, a random key `npm test` (scripts/test.mjs) gives
 * the emulators and the tests of one run. `npm start` strips it and a deployed function has none: there the
 * headers do nothing, so no client can make the function fail or end its process.
 */
const faultKey = () => process.env.CAMPUSEATS_TEST_FAULT_KEY ?? '';

/** Whether a request's `X-Test-Fault-Key` is this test run's key (never true without one: lib/clock.ts asks too). */
export function testKeyMatches(sent: string | undefined): boolean {
  const key = faultKey();
  if (!key || !sent) return false;
  const [expected, given] = [Buffer.from(key), Buffer.from(sent)];
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Where a write can be interrupted: with its batch not yet sent, or applied but not yet answered. */
type FaultPoint = 'before-commit' | 'after-commit';

const requestedFault = new AsyncLocalStorage<string>();

export const acceptTestFaults: RequestHandler = (req, _res, next) => {
  const fault = req.get('x-test-fault');
  if (fault && testKeyMatches(req.get('x-test-fault-key'))) requestedFault.run(fault, next);
  else next();
};

/** Fails here if the request asked for it: `throw` (a bug), `unavailable` (Firestore unreachable), `kill` (the process dies). */
export function faultAt(point: FaultPoint): void {
  const [where, how] = (requestedFault.getStore() ?? '').split(':');
  if (where !== point) return;
  if (how === 'kill' && process.env.FUNCTIONS_EMULATOR === 'true') process.exit(1);
  if (how === 'unavailable') throw Object.assign(new Error('Firestore unavailable (injected)'), { code: 14 });
  throw new Error(`Injected fault at ${point}`);
}
