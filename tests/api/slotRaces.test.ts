import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type SlotCountDocument } from '../../common/src/documents';
import { campusDay } from '../../common/src/istTime';
import { slotFullText, slotKey } from '../../common/src/slots';
import { useApi } from '../support/api';
import { callAt, INSTANTS, ist } from '../support/clock';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../support/ownedEatery';
import { createTestUser, type TestUser } from '../support/users';

// A slot's capacity under racing orders (docs/decisions/0021-order-slots.md): students racing for a slot's last places
// make exactly as many orders in it, and every other one is refused with 409 naming the next free slot, having placed
// nothing. As with tokens (tests/api/tokens.test.ts), the race is between the orders' conditional writes at Firestore,
// each order reading and deciding on its own, so it runs in-process: the function runtime adds nothing to it. Every
// request is made at Sunday 23:45 IST on the server's clock (tests/support/clock.ts): the slot raced for is the day's
// 23:40-23:50, and 23:50-24:00 is the next free one.

const RACING_STUDENTS = 50;
const PLACES_LEFT = 3;
const PER_SLOT = 10;
const call = callAt(useApi(), INSTANTS.sundayQuarterToMidnight);
let kitchen: OwnedEatery;

beforeAll(async () => {
  kitchen = await createOwnedEatery(adminDb, 'noVendorNeeded');
  await adminDb
    .collection(COLLECTIONS.vendors)
    .doc(kitchen.id)
    .update({ slots: { minutes: 10, perSlot: PER_SLOT, leadMinutes: 0 } });
});
afterAll(() => deleteOwnedEatery(adminDb, kitchen));

async function studentWithCart(): Promise<TestUser> {
  const student = await createTestUser();
  const added = await call('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: kitchen.id, menuItemId: 'masalaChai', quantity: 1 } });
  expect(added.status, added.text).toBe(200);
  return student;
}

describe('slot capacity', () => {
  it(`${RACING_STUDENTS} students racing for the last ${PLACES_LEFT} places of a slot make exactly ${PLACES_LEFT} orders in it`, async () => {
    const target = { start: ist('2026-11-29T23:40'), end: ist('2026-11-29T23:50') };
    const next = { start: ist('2026-11-29T23:50') };
    expect((await call(`/api/v1/vendors/restaurants/${kitchen.id}/slots`)).body.slots.map((slot: { start: string }) => slot.start)).toEqual([
      target.start,
      next.start,
    ]);
    const start = new Date(target.start);
    const countRef = adminDb.collection(COLLECTIONS.slotCounts).doc(`${kitchen.id}_${slotKey(start)}`);
    await countRef.set({ vendorId: kitchen.id, day: campusDay(start), start, count: PER_SLOT - PLACES_LEFT, updatedAt: start } satisfies SlotCountDocument);

    const students = await Promise.all(Array.from({ length: RACING_STUDENTS }, studentWithCart));
    const answers = await Promise.all(
      students.map((student) =>
        call('/api/v1/payments/orders', {
          method: 'POST',
          token: student.token,
          body: { fulfilment: 'pickup', paymentMethod: 'cod', slot: target.start },
          headers: { 'Idempotency-Key': randomUUID() },
        }),
      ),
    );

    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(PLACES_LEFT);
    for (const { body } of placed) expect(body.order.slot).toEqual(target);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        message: slotFullText({ start }, { start: new Date(next.start) }),
        error: {
          code: 'aborted',
          message: slotFullText({ start }, { start: new Date(next.start) }),
          details: { reason: 'slot-full', nextFreeSlot: next.start },
        },
      });
    }

    expect((await countRef.get()).get('count')).toBe(PER_SLOT);
    const stored = await adminDb.collection(COLLECTIONS.orders).where('vendorId', '==', kitchen.id).get();
    expect(stored.size).toBe(PLACES_LEFT);
    // The refused students placed nothing: their carts are as they were.
    const refusedUids = students.filter((_student, index) => answers[index]!.status !== 201).map((student) => student.uid);
    const carts = await adminDb.getAll(...refusedUids.map((uid) => adminDb.collection(COLLECTIONS.carts).doc(uid)));
    for (const cart of carts) expect(cart.get('items')).toHaveLength(1);
  });
});
