import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hitsOf, RATE_LIMITS } from '../../functions/src/lib/rateLimit';
import { useApi } from '../support/api';
import { FIXTURE_EATERIES, writeFixtureEatery } from '../support/fixtureEateries';
import { adminDb } from '../support/firestore';
import { createTestUser, type TestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

const call = useApi();
// A second instance of the function: two vendor taps that land on different instances race for real.
const callOtherInstance = useApi();

const kitchen = FIXTURE_EATERIES.live;
const otherKitchen = FIXTURE_EATERIES.liveOther;
const ADDRESS = {
  label: 'Hostel',
  street: 'Block D, Room 7',
  city: 'Campus',
  state: 'Karnataka',
  zipCode: '560012',
  landmark: 'Near the mess',
  phone: '+919812345678',
};
const FORWARD = ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;
const MINUTES: Record<string, number> = { accepted: 30, preparing: 25, ready: 15, out_for_delivery: 10 };

let vendor: TestUser;
let otherVendor: TestUser;

beforeAll(async () => {
  [vendor, otherVendor] = await Promise.all([createTestUser({ role: 'vendor', profile: false }), createTestUser({ role: 'vendor', profile: false })]);
  await adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).update({ ownerUid: vendor.uid });
  await adminDb.collection(COLLECTIONS.vendors).doc(otherKitchen.id).update({ ownerUid: otherVendor.uid });
});

afterEach(async () => {
  // A test that closed the eatery leaves it as it found it (owner included).
  await writeFixtureEatery(adminDb, kitchen);
  await adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).update({ ownerUid: vendor.uid });
});

/** A real order, placed through the cart and checkout API by a fresh student: Dal Tadka x 2 (240 + delivery 49 + platform 5 = 294). */
async function placeOrder(options: { walletBalance?: number; useWallet?: boolean; eatery?: typeof kitchen } = {}) {
  const { walletBalance = 0, useWallet = false, eatery = kitchen } = options;
  const student = await createTestUser({ walletBalance });
  const address = await adminDb.collection(COLLECTIONS.addresses).add({ ...ADDRESS, uid: student.uid, isDefault: true });
  const added = await call('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: eatery.id, menuItemId: 'dalTadka', quantity: 2 } });
  expect(added.status).toBe(200);
  const placed = await call('/api/v1/payments/orders', {
    method: 'POST',
    token: student.token,
    body: { addressId: address.id, paymentMethod: 'cod', useWallet },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(placed.status).toBe(201);
  return { student, orderId: placed.body.order.id as string, order: placed.body.order };
}

const move = (orderId: string, body: Record<string, unknown>, token = vendor.token, instance = call) =>
  instance(`/api/v1/vendor/orders/${orderId}`, { method: 'PATCH', token, body });
const stored = async (orderId: string) => (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
const walletOf = async (uid: string) => (await adminDb.collection(COLLECTIONS.users).doc(uid).get()).get('walletBalance') as number;

describe('PATCH /api/v1/vendor/orders/:id: the next step', () => {
  it('walks an order from placed to delivered, one step at a time, recording each change', async () => {
    const { orderId } = await placeOrder();
    let previousAt = (await stored(orderId)).createdAt.toMillis();
    for (const [index, status] of FORWARD.entries()) {
      const { status: code, body } = await move(orderId, { status });
      expect(code, status).toBe(200);
      expect(body.order.status).toBe(status);
      expect(body.order.statusHistory.map((change: { status: string }) => change.status)).toEqual(['placed', ...FORWARD.slice(0, index + 1)]);

      const doc = await stored(orderId);
      expect(doc.status).toBe(status);
      expect(doc.statusHistory).toHaveLength(index + 2);
      const change = doc.statusHistory.at(-1);
      expect(change.status).toBe(status);
      expect(change.at).toBeInstanceOf(Timestamp);
      expect(change.at.toMillis()).toBeGreaterThanOrEqual(previousAt);
      previousAt = change.at.toMillis();
      if (status === 'delivered') {
        expect(doc.deliveredAt.toMillis()).toBe(change.at.toMillis());
        expect(body.order.deliveredAt).toBe(change.at.toDate().toISOString());
      } else {
        expect(doc.deliveredAt).toBeUndefined();
        expect(doc.estimatedDeliveryAt.toMillis() - change.at.toMillis()).toBe(MINUTES[status]! * 60_000);
      }
    }
  });

  it('answers the order with its items, address, payment method and total', async () => {
    const { orderId, order } = await placeOrder();
    const { body } = await move(orderId, { status: 'accepted' });
    expect(body.order).toMatchObject({
      id: orderId,
      orderNumber: order.orderNumber,
      restaurantId: kitchen.id,
      paymentMethod: 'cod',
      total: 294,
      deliveryAddress: ADDRESS,
      items: [{ menuItemId: 'dalTadka', quantity: 2, price: 120 }],
      cancelReason: null,
      cancelledBy: null,
    });
  });
});

describe('PATCH /api/v1/vendor/orders/:id: refused moves change nothing', () => {
  let orderId: string;
  beforeEach(async () => {
    ({ orderId } = await placeOrder());
  });

  async function expectRefused(body: Record<string, unknown>, current: string) {
    const before = await stored(orderId);
    const response = await move(orderId, body);
    expect(response.status, JSON.stringify(body)).toBe(409);
    expect(response.body.error.code).toBe('aborted');
    expect(response.body.error.message).toContain(`This order is ${current.replace(/_/g, ' ')} now`);
    expect(response.body.error.details).toMatchObject({ reason: 'invalid-transition', currentStatus: current, requestedStatus: body.status });
    const after = await stored(orderId);
    expect(after.status).toBe(before.status);
    expect(after.statusHistory).toEqual(before.statusHistory);
  }

  it('skipping a step, going back, or repeating the current status', async () => {
    await expectRefused({ status: 'preparing' }, 'placed');
    await expectRefused({ status: 'delivered' }, 'placed');
    await expectRefused({ status: 'placed' }, 'placed');
    expect((await move(orderId, { status: 'accepted' })).status).toBe(200);
    await expectRefused({ status: 'accepted' }, 'accepted');
    await expectRefused({ status: 'placed' }, 'accepted');
    expect((await move(orderId, { status: 'preparing' })).status).toBe(200);
    await expectRefused({ status: 'accepted' }, 'preparing');
    await expectRefused({ status: 'out_for_delivery' }, 'preparing');
    // A reason with a forward step is simply not needed; the refusal names where the order may go.
    expect((await move(orderId, { status: 'ready', reason: 'Not needed' })).status).toBe(200);
    expect((await move(orderId, { status: 'preparing' })).body.error.details.allowed).toEqual(['out_for_delivery']);
  });

  it('cancelling once the kitchen has started, or after delivery', async () => {
    for (const status of ['accepted', 'preparing']) expect((await move(orderId, { status })).status).toBe(200);
    await expectRefused({ status: 'cancelled', reason: 'Out of stock' }, 'preparing');
    for (const status of ['ready', 'out_for_delivery']) {
      expect((await move(orderId, { status })).status).toBe(200);
      await expectRefused({ status: 'cancelled', reason: 'Out of stock' }, status);
    }
    expect((await move(orderId, { status: 'delivered' })).status).toBe(200);
    for (const status of ['cancelled', 'delivered', 'placed']) {
      await expectRefused({ status, reason: 'Too late' }, 'delivered');
    }
    expect((await move(orderId, { status: 'accepted' })).body.error.message).toBe('This order is delivered now: it cannot change any more');
  });

  it('no status, an unknown status, or a cancel without a reason (400)', async () => {
    for (const body of [{}, { status: 'shipped' }, { status: 'cancelled' }, { status: 'cancelled', reason: '  ' }]) {
      const response = await move(orderId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('invalid-argument');
    }
    expect((await move(orderId, { status: 'cancelled' })).body.error.message).toBe('reason: Give a reason for cancelling the order');
    expect((await stored(orderId)).status).toBe('placed');
  });

  it('ignores any other field: a move changes the status and its history only', async () => {
    const before = await stored(orderId);
    const moved = await move(orderId, { status: 'accepted', total: 0, uid: 'someoneElse', vendorId: otherKitchen.id, walletApplied: 500 });
    expect(moved.status).toBe(200);
    const after = await stored(orderId);
    expect(after).toMatchObject({ status: 'accepted', total: before.total, uid: before.uid, vendorId: before.vendorId, walletApplied: before.walletApplied });
  });
});

describe('cancelling refunds the wallet in the same transaction', () => {
  it.each(['placed', 'accepted'])('a vendor cancels a %s order with a reason', async (from) => {
    const { student, orderId } = await placeOrder({ walletBalance: 100, useWallet: true });
    expect(await walletOf(student.uid)).toBe(0);
    if (from === 'accepted') expect((await move(orderId, { status: 'accepted' })).status).toBe(200);

    const { status, body } = await move(orderId, { status: 'cancelled', reason: 'Out of stock' });
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ status: 'cancelled', cancelReason: 'Out of stock', cancelledBy: 'vendor', walletApplied: 100 });
    expect(body.order.cancelledAt).toBe(body.order.statusHistory.at(-1).at);
    expect(await walletOf(student.uid)).toBe(100);
    const doc = await stored(orderId);
    expect(doc).toMatchObject({ status: 'cancelled', cancelReason: 'Out of stock', cancelledBy: 'vendor', walletRefunded: 100 });
    expect(doc.statusHistory.map((change: { status: string }) => change.status)).toEqual(
      from === 'placed' ? ['placed', 'cancelled'] : ['placed', 'accepted', 'cancelled'],
    );

    // Cancelled is final: no second refund, no way back.
    expect((await move(orderId, { status: 'cancelled', reason: 'Again' })).status).toBe(409);
    expect((await move(orderId, { status: 'accepted' })).status).toBe(409);
    expect(await walletOf(student.uid)).toBe(100);
  });

  it('an order paid without the wallet refunds nothing and leaves the balance alone', async () => {
    const { student, orderId } = await placeOrder({ walletBalance: 50 });
    expect((await move(orderId, { status: 'cancelled', reason: 'Kitchen closing' })).status).toBe(200);
    expect(await walletOf(student.uid)).toBe(50);
    expect((await stored(orderId)).walletRefunded).toBe(0);
  });
});

describe('PATCH /api/v1/vendor/orders/:id: over the kitchen rate limit', () => {
  // The limit is counted while the change reads (functions/src/lib/admission.ts); its verdict still decides first.
  it('answers 429 and moves nothing, even a move that would be refused anyway, and takes its hit back', async () => {
    const limited = await createTestUser({ role: 'vendor', profile: false });
    await adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).update({ ownerUid: limited.uid });
    const { orderId, student } = await placeOrder();
    const { max, windowMs } = RATE_LIMITS.kitchen;
    const hits = hitsOf('kitchen', limited.uid);
    const now = Date.now();
    for (let first = 0; first < max; first += 400) {
      const batch = adminDb.batch();
      for (let index = first; index < Math.min(max, first + 400); index++) batch.set(hits.doc(), { at: new Date(now), expiresAt: new Date(now + windowMs) });
      await batch.commit();
    }
    const before = await stored(orderId);
    for (const status of ['accepted', 'delivered']) {
      const refused = await move(orderId, { status }, limited.token);
      expect(refused.status, refused.text).toBe(429);
      expect(refused.body.error).toMatchObject({ code: 'resource-exhausted', details: { reason: 'rate-limited', limit: 'kitchen' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await stored(orderId)).toEqual(before);
    expect((await hits.get()).size).toBe(max);
    expect((await adminDb.collection(COLLECTIONS.users).doc(student.uid).collection(COLLECTIONS.notifications).get()).size).toBe(0);
  });
});

describe('who may move an order', () => {
  let orderId: string;
  let student: TestUser;
  beforeEach(async () => {
    ({ orderId, student } = await placeOrder());
  });

  it("another eatery's vendor gets 404 for it, as for an order that does not exist", async () => {
    for (const body of [{ status: 'accepted' }, { status: 'cancelled', reason: 'Not ours' }]) {
      const response = await move(orderId, body, otherVendor.token);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Order not found');
    }
    expect((await move('noSuchOrder123', { status: 'accepted' })).status).toBe(404);
    expect((await move('bad.id', { status: 'accepted' })).status).toBe(400);
    expect((await stored(orderId)).status).toBe('placed');
  });

  it('a student (even the one who placed it) and an admin get 403; nobody signed in gets 401', async () => {
    const admin = await createTestUser({ role: 'admin', profile: false });
    for (const token of [student.token, admin.token]) {
      const response = await move(orderId, { status: 'accepted' }, token);
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('permission-denied');
      expect((await call('/api/v1/vendor/orders', { token })).status).toBe(403);
      expect((await call('/api/v1/vendor/restaurant', { method: 'PATCH', token, body: { isOpen: false } })).status).toBe(403);
    }
    const anonymous = await call(`/api/v1/vendor/orders/${orderId}`, { method: 'PATCH', body: { status: 'accepted' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('User not authenticated');
    expect((await stored(orderId)).status).toBe('placed');
  });

  it('a vendor account that runs no eatery gets 404 for everything', async () => {
    const newcomer = await createTestUser({ role: 'vendor', profile: false });
    for (const [method, path, body] of [
      ['GET', '/api/v1/vendor/restaurant', undefined],
      ['GET', '/api/v1/vendor/orders', undefined],
      ['PATCH', `/api/v1/vendor/orders/${orderId}`, { status: 'accepted' }],
      ['PATCH', '/api/v1/vendor/restaurant', { isOpen: false }],
    ] as const) {
      const response = await call(path, { method, token: newcomer.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.error.message).toBe('No eatery is linked to this account');
    }
  });
});

describe('races', () => {
  it('ten taps on Accept at once, on two instances, move the order once', async () => {
    const { orderId } = await placeOrder();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => move(orderId, { status: 'accepted' }, vendor.token, index % 2 ? callOtherInstance : call)),
    );
    const codes = responses.map((response) => response.status).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body.error.details.currentStatus).toBe('accepted');
    }
    const doc = await stored(orderId);
    expect(doc.statusHistory.map((change: { status: string }) => change.status)).toEqual(['placed', 'accepted']);
  });

  it('two different next steps at once (a stale screen): exactly one applies', async () => {
    const { orderId } = await placeOrder();
    const responses = await Promise.all([
      move(orderId, { status: 'accepted' }),
      move(orderId, { status: 'cancelled', reason: 'Out of stock' }, vendor.token, callOtherInstance),
    ]);
    const doc = await stored(orderId);
    // Accept then cancel is a legal sequence, so both may apply in that order; a cancel first refuses the accept.
    const history = doc.statusHistory.map((change: { status: string }) => change.status);
    expect([
      ['placed', 'accepted', 'cancelled'],
      ['placed', 'cancelled'],
    ]).toContainEqual(history);
    expect(responses.map((response) => response.status)).toEqual(history.length === 3 ? [200, 200] : [409, 200]);
  });

  it("a student's cancel racing the vendor's Accept: one wins, and the wallet is refunded at most once", async () => {
    for (let round = 0; round < 3; round++) {
      const { student, orderId } = await placeOrder({ walletBalance: 200, useWallet: true });
      const [cancel, accept] = await Promise.all([
        call(`/api/v1/orders/${orderId}/cancel`, { method: 'POST', token: student.token, body: {} }),
        move(orderId, { status: 'accepted' }, vendor.token, callOtherInstance),
      ]);
      const doc = await stored(orderId);
      const history = doc.statusHistory.map((change: { status: string }) => change.status);
      if (cancel.status === 200) {
        expect(accept.status).toBe(409);
        expect(history).toEqual(['placed', 'cancelled']);
        expect(await walletOf(student.uid)).toBe(200);
      } else {
        expect(cancel.status).toBe(409);
        expect(cancel.body.error.details.currentStatus).toBe('accepted');
        expect(accept.status).toBe(200);
        expect(history).toEqual(['placed', 'accepted']);
        expect(await walletOf(student.uid)).toBe(0);
      }
    }
  });

  it('five parallel cancels refund the wallet once', async () => {
    const { student, orderId } = await placeOrder({ walletBalance: 150, useWallet: true });
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        move(orderId, { status: 'cancelled', reason: 'Too busy right now' }, vendor.token, index % 2 ? callOtherInstance : call),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await walletOf(student.uid)).toBe(150);
  });
});

describe('GET /api/v1/vendor/orders', () => {
  it("lists only the caller's eatery, newest first, filtered by status, a page at a time", async () => {
    const placed: Awaited<ReturnType<typeof placeOrder>>[] = [];
    for (let index = 0; index < 3; index++) placed.push(await placeOrder());
    const foreign = await placeOrder({ eatery: otherKitchen });
    await move(placed[1]!.orderId, { status: 'accepted' });

    const all = await call('/api/v1/vendor/orders', { token: vendor.token });
    expect(all.status).toBe(200);
    const ids: string[] = all.body.orders.map((order: { id: string }) => order.id);
    expect(ids).not.toContain(foreign.orderId);
    // Other tests of this file place orders here too: ours are the newest, in reverse order of placing.
    expect(ids.filter((id) => placed.some((order) => order.orderId === id))).toEqual(placed.map((order) => order.orderId).reverse());
    const dates = all.body.orders.map((order: { date: string }) => Date.parse(order.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const order of all.body.orders) expect(order.restaurantId).toBe(kitchen.id);

    const accepted = await call('/api/v1/vendor/orders?status=accepted', { token: vendor.token });
    expect(accepted.body.orders.map((order: { id: string }) => order.id)).toContain(placed[1]!.orderId);
    expect(accepted.body.orders.every((order: { status: string }) => order.status === 'accepted')).toBe(true);

    const theirs = await call('/api/v1/vendor/orders', { token: otherVendor.token });
    expect(theirs.body.orders.map((order: { id: string }) => order.id)).toContain(foreign.orderId);
    expect(theirs.body.orders.every((order: { restaurantId: string }) => order.restaurantId === otherKitchen.id)).toBe(true);
  });

  it('pages with a cursor of its own eatery only, and refuses bad filters', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { orders: { id: string }[]; nextCursor: string | null } } = await call(
        `/api/v1/vendor/orders${cursor ? `?cursor=${cursor}` : ''}`,
        { token: vendor.token },
      );
      expect(page.status).toBe(200);
      expect(page.body.orders.length).toBeLessThanOrEqual(20);
      ids.push(...page.body.orders.map((order) => order.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    const total = (await adminDb.collection(COLLECTIONS.orders).where('vendorId', '==', kitchen.id).count().get()).data().count;
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);

    for (const query of ['status=processing', 'status=shipped', 'cursor=bad.cursor']) {
      expect((await call(`/api/v1/vendor/orders?${query}`, { token: vendor.token })).status, query).toBe(400);
    }
    // A status in any letter case is that status.
    const placed = await call('/api/v1/vendor/orders?status=PLACED', { token: vendor.token });
    expect(placed.status).toBe(200);
    expect(placed.body.orders.every((order: { status: string }) => order.status === 'placed')).toBe(true);
    const foreign = await placeOrder({ eatery: otherKitchen });
    const response = await call(`/api/v1/vendor/orders?cursor=${foreign.orderId}`, { token: vendor.token });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Invalid cursor');
  });
});

describe('/api/v1/vendor/restaurant', () => {
  it('answers the eatery the caller runs', async () => {
    const { status, body } = await call('/api/v1/vendor/restaurant', { token: vendor.token });
    expect(status).toBe(200);
    expect(body.restaurant).toEqual({
      id: kitchen.id,
      name: kitchen.name,
      address: 'Fixture Block, Campus',
      isOpen: true,
      hours: null,
      busyUntil: null,
      slots: null,
    });
  });

  it('closes the eatery: carts and orders for it are refused until it opens again', async () => {
    const student = await createTestUser();
    const address = await adminDb.collection(COLLECTIONS.addresses).add({ ...ADDRESS, uid: student.uid, isDefault: true });
    expect((await call('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: kitchen.id, menuItemId: 'dalTadka' } })).status).toBe(200);

    const closed = await call('/api/v1/vendor/restaurant', { method: 'PATCH', token: vendor.token, body: { isOpen: false } });
    expect(closed.status).toBe(200);
    expect(closed.body.restaurant).toMatchObject({ id: kitchen.id, isOpen: false });
    expect((await adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).get()).get('isOpen')).toBe(false);
    expect((await call(`/api/v1/vendors/restaurants/${kitchen.id}`)).body.data.restaurant.isOpen).toBe(false);

    const place = () =>
      call('/api/v1/payments/orders', {
        method: 'POST',
        token: student.token,
        body: { addressId: address.id, paymentMethod: 'cod' },
        headers: { 'Idempotency-Key': randomUUID() },
      });
    const refused = await place();
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`${kitchen.name} is closed right now`);
    expect((await call('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: kitchen.id, menuItemId: 'paneerRoll' } })).status).toBe(409);
    // The other eatery's vendor cannot open it for them.
    expect((await call('/api/v1/vendor/restaurant', { method: 'PATCH', token: otherVendor.token, body: { isOpen: true } })).body.restaurant.id).toBe(
      otherKitchen.id,
    );
    expect((await adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).get()).get('isOpen')).toBe(false);

    expect((await call('/api/v1/vendor/restaurant', { method: 'PATCH', token: vendor.token, body: { isOpen: true } })).body.restaurant.isOpen).toBe(true);
    expect((await place()).status).toBe(201);
  });

  it('takes isOpen as a boolean and nothing else from the body', async () => {
    for (const body of [{}, { isOpen: 'no' }]) {
      expect((await call('/api/v1/vendor/restaurant', { method: 'PATCH', token: vendor.token, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).get()).data()).toMatchObject({
      isOpen: true,
      name: kitchen.name,
      ownerUid: vendor.uid,
    });
    const closed = await call('/api/v1/vendor/restaurant', {
      method: 'PATCH',
      token: vendor.token,
      body: { isOpen: false, name: 'Renamed', ownerUid: 'someoneElse', rating: 5 },
    });
    expect(closed.status).toBe(200);
    expect((await adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).get()).data()).toMatchObject({
      isOpen: false,
      name: kitchen.name,
      ownerUid: vendor.uid,
      rating: 3.1,
    });
  });
});

describe('POST /api/v1/orders/:id/cancel (the student)', () => {
  it('cancels their own placed order and refunds the wallet share', async () => {
    const { student, orderId } = await placeOrder({ walletBalance: 120, useWallet: true });
    expect(await walletOf(student.uid)).toBe(0);
    const { status, body } = await call(`/api/v1/orders/${orderId}/cancel`, { method: 'POST', token: student.token, body: {} });
    expect(status).toBe(200);
    expect(body.order).toMatchObject({
      id: orderId,
      status: 'cancelled',
      cancelledBy: 'student',
      cancelReason: 'Cancelled by the student',
      walletApplied: 120,
    });
    expect(await walletOf(student.uid)).toBe(120);
    const again = await call(`/api/v1/orders/${orderId}/cancel`, { method: 'POST', token: student.token });
    expect(again.status).toBe(409);
    expect(again.body.error.details.currentStatus).toBe('cancelled');
    expect(await walletOf(student.uid)).toBe(120);
  });

  it("keeps the student's reason when one is given", async () => {
    const { student, orderId } = await placeOrder();
    const { body } = await call(`/api/v1/orders/${orderId}/cancel`, { method: 'POST', token: student.token, body: { reason: 'Ordered by mistake' } });
    expect(body.order.cancelReason).toBe('Ordered by mistake');
  });

  it.each(['accepted', 'preparing'])('refuses once the order is %s, with the current status', async (status) => {
    const { student, orderId } = await placeOrder({ walletBalance: 80, useWallet: true });
    for (const step of FORWARD.slice(0, FORWARD.indexOf(status as (typeof FORWARD)[number]) + 1))
      expect((await move(orderId, { status: step })).status).toBe(200);
    const response = await call(`/api/v1/orders/${orderId}/cancel`, { method: 'POST', token: student.token });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(`This order is ${status} now: only an order the eatery has not accepted yet can be cancelled`);
    expect(response.body.error.details).toMatchObject({ currentStatus: status });
    expect((await stored(orderId)).status).toBe(status);
    expect(await walletOf(student.uid)).toBe(0);
  });

  it("answers 404 for another student's order, 403 for a vendor and 401 without a token", async () => {
    const { orderId } = await placeOrder();
    const other = await createTestUser();
    const foreign = await call(`/api/v1/orders/${orderId}/cancel`, { method: 'POST', token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Order not found');
    expect((await call(`/api/v1/orders/${orderId}/cancel`, { method: 'POST', token: vendor.token })).status).toBe(403);
    expect((await call(`/api/v1/orders/${orderId}/cancel`, { method: 'POST' })).status).toBe(401);
    expect((await stored(orderId)).status).toBe('placed');
  });
});

describe('GET /api/v1/orders/:id (the student)', () => {
  it('answers their own order with its history as it moves, in the shape of the other order answers', async () => {
    const { student, orderId, order } = await placeOrder();
    const placed = await call(`/api/v1/orders/${orderId}`, { token: student.token });
    expect(placed.status).toBe(200);
    expect(placed.body.order).toMatchObject({ id: orderId, status: 'placed', total: 294, estimatedDeliveryAt: order.estimatedDeliveryAt, deliveredAt: null });
    expect(placed.body.order.statusHistory.map((change: { status: string }) => change.status)).toEqual(['placed']);
    const moved = await move(orderId, { status: 'accepted' });
    const accepted = await call(`/api/v1/orders/${orderId}`, { token: student.token });
    expect(accepted.body).toEqual(moved.body);
    expect(accepted.headers.get('cache-control')).toBe('no-store');
  });

  it("answers 404 for another student's order or none, 400 for a bad id, 403 for a vendor and 401 without a token", async () => {
    const { orderId } = await placeOrder();
    const other = await createTestUser();
    for (const id of [orderId, 'noSuchOrder42']) {
      const answer = await call(`/api/v1/orders/${id}`, { token: other.token });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'not-found', message: 'Order not found' });
    }
    expect((await call('/api/v1/orders/not..an..id', { token: other.token })).status).toBe(400);
    expect((await call(`/api/v1/orders/${orderId}`, { token: vendor.token })).status).toBe(403);
    expect((await call(`/api/v1/orders/${orderId}`)).status).toBe(401);
  });
});
