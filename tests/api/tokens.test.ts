import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../support/api';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../support/ownedEatery';
import { createTestUser, type TestUser } from '../support/users';
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../common/src/documents';
import { campusDay } from '../../common/src/istTime';
import { orderToken } from '../../common/src/pickup';

// Order tokens under racing orders (docs/decisions/0018-pickup-tokens-board.md): the tokens of the orders that were
// placed are 1, 2, 3, ... of the eatery's day, none twice and none skipped, and an order refused in the race placed
// nothing and took no number. The race is between the orders' conditional writes at Firestore, each order reading and
// deciding on its own, so it runs in-process (useApi); the function runtime adds nothing to it.

const RACING_ORDERS = 30;
const call = useApi();
let kitchen: OwnedEatery;

beforeAll(async () => {
  kitchen = await createOwnedEatery(adminDb, 'noVendorNeeded');
});
afterAll(() => deleteOwnedEatery(adminDb, kitchen));

/** A student with one Masala Chai of the test eatery in their cart. */
async function studentWithCart(): Promise<TestUser> {
  const student = await createTestUser();
  const added = await call('/api/v1/cart', {
    method: 'POST',
    token: student.token,
    body: { vendorId: kitchen.id, menuItemId: 'masalaChai', quantity: 1 },
  });
  expect(added.status, added.text).toBe(200);
  return student;
}

const placePickup = (student: TestUser) =>
  call('/api/v1/payments/orders', {
    method: 'POST',
    token: student.token,
    body: { fulfilment: 'pickup', paymentMethod: 'cod' },
    headers: { 'Idempotency-Key': randomUUID() },
  });

describe('order tokens', () => {
  it(`numbers ${RACING_ORDERS} racing orders of one eatery without gaps or duplicates`, async () => {
    const students = await Promise.all(Array.from({ length: RACING_ORDERS }, studentWithCart));
    const answers = await Promise.all(students.map(placePickup));

    const placed = answers.filter((answer) => answer.status === 201);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      // Refused in the race: told to try again, in the error shape, having placed nothing.
      expect([409, 429, 503], refused.text).toContain(refused.status);
      expect(refused.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    console.log(`${RACING_ORDERS} racing orders: ${placed.length} placed`);
    expect(placed.length).toBeGreaterThan(0);

    const stored = (await adminDb.collection(COLLECTIONS.orders).where('vendorId', '==', kitchen.id).get()).docs.map((doc) => ({
      tokenNumber: doc.get('tokenNumber') as number,
      token: doc.get('token') as string,
      orderNumber: doc.get('orderNumber') as string,
      day: campusDay((doc.get('createdAt') as Timestamp).toDate()),
    }));
    expect(stored).toHaveLength(placed.length);
    // Counted per campus day of each order's creation, should the race run across midnight IST.
    for (const day of new Set(stored.map((order) => order.day))) {
      const ofDay = stored.filter((order) => order.day === day);
      const numbers = ofDay.map((order) => order.tokenNumber).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: ofDay.length }, (_unused, index) => index + 1));
      expect(ofDay.map((order) => order.token).sort()).toEqual(numbers.map((number) => orderToken(kitchen.name, number)));
      // The count of the day stands at the last number given: the next order takes the one after it.
      const counter = await adminDb.collection(COLLECTIONS.tokenCounters).doc(`${kitchen.id}_${day}`).get();
      expect(counter.data()).toMatchObject({ vendorId: kitchen.id, day, last: ofDay.length });
    }
    // The answer of each placed order carries the token stored on it.
    const tokenOf = new Map(stored.map((order) => [order.orderNumber, order.token]));
    for (const { body } of placed) expect(body.order.token).toBe(tokenOf.get(body.order.orderNumber));
  });
});
