import { AsyncLocalStorage } from 'node:async_hooks';
import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

/** Failures injected on purpose by tests (`X-Test-Fault`), heard only with the run's secret key, so no client can make the function fail. */
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
