import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFunction, callHosting } from '../support/api';
import { atInstant, firstSlotsOffered, ist, LONG_AGO, RUN_FAULT_KEY } from '../support/clock';
import { adminDb } from '../support/firestore';
import { orderThroughApi } from '../support/apiOrders';
import { feedNow, feedOnceItHolds } from '../support/feeds';
import { saveHostelAddress } from '../support/shopping';
import { createTestUser, type TestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';
import { COLLECTIONS } from '../../common/src/documents';

// An order interrupted at any point leaves a whole order (wallet charged once, cart emptied) or nothing, and
// the student's retry with the same Idempotency-Key completes it exactly once. The function runs on the
// emulators, where a request may ask for a failure (functions/src/lib/faults.ts): thrown before the batch is
// sent, Firestore unreachable, thrown after it applied, or the worker process killed on either side. The dish is
// Spice Route Dhaba's, a demo eatery without opening hours, so it is ordered at any hour (docs/product.md#demo-data).

// The key `npm test` gives the emulators and the tests of one run; `npm start` has none, so this file runs in
// `npm test` only (against `npm start` every fault would be ignored, which tests/api/hardening.test.ts checks).
const FAULT_KEY = RUN_FAULT_KEY;
beforeAll(() => {
  expect(FAULT_KEY, 'fault injection runs under npm test only (scripts/test.mjs gives the run its key)').not.toBe('');
});

const WALLET = 100;

async function studentWithCart(): Promise<{ student: TestUser; addressId: string }> {
  const student = await createTestUser({ walletBalance: WALLET });
  const addressId = await saveHostelAddress(student);
  const added = await callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { menuItemId: 'chickenBiryani', quantity: 2 } });
  expect(added.status, added.text).toBe(200);
  return { student, addressId };
}

const placeOrder = (student: TestUser, addressId: string, key: string, fault?: string) =>
  callHosting('/api/v1/payments/orders', {
    method: 'POST',
    token: student.token,
    body: { addressId, paymentMethod: 'cod', useWallet: true },
    headers: { 'Idempotency-Key': key, ...(fault ? { 'X-Test-Fault': fault, 'X-Test-Fault-Key': FAULT_KEY } : {}) },
  });

async function stateOf(student: TestUser) {
  const [orders, cart, user] = await Promise.all([
    adminDb.collection(COLLECTIONS.orders).where('uid', '==', student.uid).get(),
    adminDb.collection(COLLECTIONS.carts).doc(student.uid).get(),
    adminDb.collection(COLLECTIONS.users).doc(student.uid).get(),
  ]);
  return { orders: orders.size, cartLines: (cart.get('items') as unknown[] | undefined)?.length ?? 0, wallet: user.get('walletBalance') as number };
}

const NOTHING = { orders: 0, cartLines: 1, wallet: WALLET };
// 2 x 170 = 340, delivery 25, platform 5: 370, of which the wallet pays 100.
const WHOLE = { orders: 1, cartLines: 0, wallet: 0 };

describe('an order interrupted', () => {
  it.each([
    ['before its batch is sent, by a bug', 'before-commit:throw', 500, NOTHING],
    ['before its batch is sent, by Firestore unreachable', 'before-commit:unavailable', 503, NOTHING],
    ['after its batch applied, before the answer', 'after-commit:throw', 500, WHOLE],
  ] as const)('%s leaves all of it or nothing, and the retry completes it once', async (_when, fault, status, after) => {
    const { student, addressId } = await studentWithCart();
    const key = randomUUID();
    const failed = await placeOrder(student, addressId, key, fault);
    expect(failed.status, failed.text).toBe(status);
    expect(failed.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(await stateOf(student)).toEqual(after);

    const retried = await placeOrder(student, addressId, key);
    expect(retried.status, retried.text).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe(after.orders === 1 ? 'true' : null);
    expect(await stateOf(student)).toEqual(WHOLE);
    expect(retried.body.order).toMatchObject({ total: 270, walletApplied: 100 });
  });

  it.each([
    ['before its batch is sent', 'before-commit:kill', NOTHING],
    ['after its batch applied', 'after-commit:kill', WHOLE],
  ] as const)('by its function worker dying %s leaves all of it or nothing, and the retry completes it once', async (_when, fault, after) => {
    const { student, addressId } = await studentWithCart();
    const key = randomUUID();
    const failed = await placeOrder(student, addressId, key, fault);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await stateOf(student)).toEqual(after);
    const retried = await placeOrder(student, addressId, key);
    expect(retried.status, retried.text).toBe(201);
    expect(await stateOf(student)).toEqual(WHOLE);
  });
});

// A vendor's status change commits the order alone; the student's notification follows from the order's trigger
// (docs/decisions/0012-order-steps-commit-alone.md), so a function that fails or dies right after the commit loses
// nothing.
describe('a status change interrupted after its commit', () => {
  const owned = useVendorWithEatery();

  it.each([
    ['its function throwing', 'after-commit:throw'],
    ['its function worker dying', 'after-commit:kill'],
  ] as const)('by %s still reaches the student, once, and the repeated tap is refused', async (_how, fault) => {
    const student = await createTestUser();
    const { id } = await orderThroughApi(callHosting, student, owned.eatery.id, { dalTadka: 1 });
    const move = (headers: Record<string, string> = {}) =>
      callHosting(`/api/v1/vendor/orders/${id}`, { method: 'PATCH', token: owned.vendor.token, body: { status: 'accepted' }, headers });
    const failed = await move({ 'X-Test-Fault': fault, 'X-Test-Fault-Key': FAULT_KEY });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await adminDb.collection(COLLECTIONS.orders).doc(id).get()).get('status')).toBe('accepted');
    expect(await feedOnceItHolds(student.uid, 1)).toMatchObject([{ id: `${id}_accepted`, title: 'Your order was accepted' }]);
    const repeated = await move();
    expect(repeated.status, repeated.text).toBe(409);
    expect(await feedNow(student.uid)).toHaveLength(1);
  });
});

// Beside faults, the run's key sets the server's clock of a request (functions/src/lib/clock.ts): through Hosting and
// the function's own URL, as the slot tests set it in-process. Without the key it does not (tests/api/hardening.test.ts).
describe("the test run's clock", () => {
  it('makes X-Test-Now the server\'s "now" of a request carrying the key', async () => {
    const offered = await firstSlotsOffered([callHosting, callFunction], atInstant(LONG_AGO));
    for (const slot of offered) expect(slot).toEqual({ start: LONG_AGO, end: ist('2001-01-01T12:10'), free: 1, full: false });
  });
});
