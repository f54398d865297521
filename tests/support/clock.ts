import { randomUUID } from 'node:crypto';
import { COLLECTIONS } from '../../common/src/documents';
import type { EaterySlots, SlotView } from '../../common/src/slotSchemas';
import type { ApiAnswer, ApiCall } from './api';
import { adminDb } from './firestore';
import { createOwnedEatery, deleteOwnedEatery } from './ownedEatery';

/**
 * The key `npm test` gave the emulators and this run (functions/src/lib/faults.ts), or '' under `npm start`: read when
 * this module loads, before atInstant makes up a key of its own, which a later file sharing this worker's modules
 * would otherwise take for the run's.
 */
export const RUN_FAULT_KEY = process.env.CAMPUSEATS_TEST_FAULT_KEY ?? '';

/**
 * Headers that make `instant` the server's "now" for one request (functions/src/lib/clock.ts), so that a test of
 * slots, hours or the busy switch gives the same outcome at any hour. The emulators of `npm test` and this process
 * share the run's key; without one (`npm run test:file` against `npm start`) this process takes a key of its own,
 * which the app served in-process (tests/support/api.ts) hears and the emulators' function does not.
 */
export function atInstant(instant: string): Record<string, string> {
  process.env.CAMPUSEATS_TEST_FAULT_KEY ||= randomUUID();
  return { 'X-Test-Now': instant, 'X-Test-Fault-Key': process.env.CAMPUSEATS_TEST_FAULT_KEY };
}

type Call = (path: string, init?: ApiCall) => Promise<ApiAnswer>;

/** `call` with every request made at `instant` on the server's clock. */
export const callAt =
  (call: Call, instant: string): Call =>
  (path, init = {}) =>
    call(path, { ...init, headers: { ...atInstant(instant), ...init.headers } });

/** "2026-11-25T12:15" on the campus clock (IST) as an ISO instant. */
export const ist = (local: string): string => new Date(`${local}:00+05:30`).toISOString();

/** Fixed instants for tests of the time of day (2026-11-25 is a Wednesday). */
export const INSTANTS = {
  wednesdayNoon: ist('2026-11-25T12:00'),
  sundayQuarterToMidnight: ist('2026-11-29T23:45'),
  mondayThreeAm: ist('2026-11-30T03:00'),
} as const;

/** An instant the server's clock never reads unless a test set it. */
export const LONG_AGO = ist('2001-01-01T12:00');

/**
 * The first slot a fresh eatery with 10-minute slots and no hours offers through each of `calls` with `headers`
 * (undefined: none is left of the day). At LONG_AGO on the server's clock it is the one starting then.
 */
export async function firstSlotsOffered(calls: readonly Call[], headers: Record<string, string>): Promise<(SlotView | undefined)[]> {
  const eatery = await createOwnedEatery(adminDb, 'noVendorNeeded');
  try {
    await adminDb
      .collection(COLLECTIONS.vendors)
      .doc(eatery.id)
      .update({ slots: { minutes: 10, perSlot: 1, leadMinutes: 0 } });
    const answers = await Promise.all(calls.map((call) => call(`/api/v1/vendors/restaurants/${eatery.id}/slots`, { headers })));
    return answers.map((answer) => (answer.body as EaterySlots).slots[0]);
  } finally {
    await deleteOwnedEatery(adminDb, eatery);
  }
}
