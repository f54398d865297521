import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * Failures injected on purpose, to test that an interrupted write leaves all of itself or nothing (tests/api/
 * faults.test.ts). A request asks for one with the header `X-Test-Fault: <point>:<how>`, and only where faults
 * are on: on the emulators (FUNCTIONS_EMULATOR, set by firebase-tools) or in-process tests that turn them on.
 * A deployed function ignores the header.
 */
const faultsOn = () => process.env.FUNCTIONS_EMULATOR === 'true' || process.env.CAMPUSEATS_TEST_FAULTS === 'on';

/** Where a write can be interrupted: with its batch not yet sent, or applied but not yet answered. */
export type FaultPoint = 'before-commit' | 'after-commit';

const requestedFault = new AsyncLocalStorage<string>();

export const acceptTestFaults: RequestHandler = (req, _res, next) => {
  const fault = req.get('x-test-fault');
  if (fault && faultsOn()) requestedFault.run(fault, next);
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
