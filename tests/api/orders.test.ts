import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useApi } from '../support/api';
import { FIXTURE_EATERIES, writeFixtureEatery } from '../support/fixtureEateries';
import { adminDb } from '../support/firestore';
import { ONE_DAL_TADKA } from '../support/shopping';
import { createTestUser, type TestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

const call = useApi();
// A second instance of the function: one student's requests that land on different instances race for real.
const callOtherInstance = useApi();
const kitchen = FIXTURE_EATERIES.orders;
const menuItem = (id: string) => adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).collection(COLLECTIONS.menuItems).doc(id);

afterEach(async () => {
  await writeFixtureEatery(adminDb, kitchen);
});

const ADDRESS = {
  label: 'Hostel',
  street: 'Block A, Room 12',
  city: 'Campus',
  state: 'Karnataka',
  zipCode: '560012',
  landmark: 'Near the gate',
  phone: '+919812345678',
};

async function addressOf(uid: string): Promise<string> {
  const ref = await adminDb.collection(COLLECTIONS.addresses).add({ ...ADDRESS, uid, isDefault: true });
  return ref.id;
}

async function fill(user: TestUser, lines: [string, number][]) {
  for (const [menuItemId, quantity] of lines) {
    const { status } = await call('/api/v1/cart', { method: 'POST', token: user.token, body: { vendorId: kitchen.id, menuItemId, quantity } });
    expect(status).toBe(200);
  }
}

const place = (user: TestUser, body: Record<string, unknown>, key: string | null = randomUUID()) =>
  call('/api/v1/payments/orders', { method: 'POST', token: user.token, body, headers: key === null ? {} : { 'Idempotency-Key': key } });

const walletOf = async (uid: string) => (await adminDb.collection(COLLECTIONS.users).doc(uid).get()).get('walletBalance') as number;
const ordersOf = async (uid: string) => (await adminDb.collection(COLLECTIONS.orders).where('uid', '==', uid).get()).docs;
const cartOf = async (uid: string) => adminDb.collection(COLLECTIONS.carts).doc(uid).get();

// Dal Tadka 2 x 120 + Masala Chai 1 x 20 = 260: below 300, so delivery 49; platform 5; 314 in all.
const USUAL: [string, number][] = [
  ['dalTadka', 2],
  ['masalaChai', 1],
];

describe('POST /api/v1/payments/orders', () => {
  let student: TestUser;
  let addressId: string;
  beforeEach(async () => {
    student = await createTestUser({ walletBalance: 100 });
    addressId = await addressOf(student.uid);
  });

  it('prices the cart from the menu, takes the wallet share, writes the order and empties the cart', async () => {
    await fill(student, USUAL);
    const before = Date.now();
    const { status, body } = await place(student, { addressId, paymentMethod: 'upi', useWallet: true });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Order Placed Successfully!');
    const order = body.order;
    expect(order).toMatchObject({
      restaurantId: kitchen.id,
      restaurant: { name: kitchen.name, address: 'Fixture Block, Campus' },
      status: 'placed',
      paymentMethod: 'upi',
      subtotal: 260,
      deliveryFee: 49,
      platformFee: 5,
      walletApplied: 100,
      total: 214,
      deliveryAddress: ADDRESS,
      items: [
        { menuItemId: 'dalTadka', name: 'Orders Dal Tadka', quantity: 2, price: 120, veg: true },
        { menuItemId: 'masalaChai', name: 'Masala Chai', quantity: 1, price: 20, veg: true },
      ],
    });
    expect(order.orderNumber).toMatch(/^CE-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const placedAt = Date.parse(order.date);
    expect(placedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(order.estimatedDeliveryAt) - placedAt).toBe(45 * 60_000);

    const stored = (await adminDb.collection(COLLECTIONS.orders).doc(order.id).get()).data()!;
    expect(stored).toMatchObject({
      uid: student.uid,
      vendorId: kitchen.id,
      vendorName: kitchen.name,
      status: 'placed',
      total: 214,
      walletApplied: 100,
      address: ADDRESS,
    });
    expect(stored.statusHistory).toEqual([{ status: 'placed', at: stored.createdAt }]);
    expect(await walletOf(student.uid)).toBe(0);
    expect((await cartOf(student.uid)).exists).toBe(false);
    expect((await call('/api/v1/cart', { token: student.token })).body.data.items).toEqual([]);
  });

  it('leaves the wallet alone when not asked to use it', async () => {
    await fill(student, USUAL);
    const { body } = await place(student, { addressId, paymentMethod: 'cod' });
    expect(body.order).toMatchObject({ walletApplied: 0, total: 314, paymentMethod: 'cod' });
    expect(await walletOf(student.uid)).toBe(100);
  });

  it('pays the whole order from a wallet larger than the total, and keeps the rest', async () => {
    const rich = await createTestUser({ walletBalance: 850 });
    const richAddress = await addressOf(rich.uid);
    await fill(rich, [['paneerRoll', 4]]); // 600: free delivery, platform 5
    const { body } = await place(rich, { addressId: richAddress, paymentMethod: 'cod', useWallet: true, expectedTotal: 0 });
    expect(body.order).toMatchObject({ subtotal: 600, deliveryFee: 0, platformFee: 5, walletApplied: 605, total: 0 });
    expect(await walletOf(rich.uid)).toBe(245);
  });

  it('answers the same order for the same key and places nothing more', async () => {
    await fill(student, USUAL);
    const key = randomUUID();
    const first = await place(student, { addressId, paymentMethod: 'cod', useWallet: true }, key);
    const again = await place(student, { addressId, paymentMethod: 'cod', useWallet: true }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.order).toEqual(first.body.order);
    expect(await ordersOf(student.uid)).toHaveLength(1);
    expect(await walletOf(student.uid)).toBe(0);

    const reused = await place(student, { addressId, paymentMethod: 'upi', useWallet: true }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.error.message).toBe('This Idempotency-Key was already used for a different order');
  });

  it('places one order for 10 parallel calls with one key, on two instances of the function', async () => {
    await fill(student, USUAL);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? callOtherInstance : call)('/api/v1/payments/orders', {
          method: 'POST',
          token: student.token,
          body: { addressId, paymentMethod: 'cod', useWallet: true },
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.body.order.id)).size).toBe(1);
    expect(await ordersOf(student.uid)).toHaveLength(1);
    expect(await walletOf(student.uid)).toBe(0);
  });

  it('lets only one of two racing orders have the cart and the wallet', async () => {
    const racer = await createTestUser({ walletBalance: 300 });
    const racerAddress = await addressOf(racer.uid);
    await fill(racer, USUAL);
    const responses = await Promise.all(
      [call, callOtherInstance].map((instance) =>
        instance('/api/v1/payments/orders', {
          method: 'POST',
          token: racer.token,
          body: { addressId: racerAddress, paymentMethod: 'cod', useWallet: true },
          headers: { 'Idempotency-Key': randomUUID() },
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 412]);
    const placed = responses.find((response) => response.status === 201)!.body.order;
    expect(placed).toMatchObject({ walletApplied: 300, total: 14 });
    expect(responses.find((response) => response.status === 412)!.body.error.message).toBe('Your cart is empty');
    expect(await walletOf(racer.uid)).toBe(0);
  });

  it('never takes the wallet below zero while orders and adds race each other', async () => {
    const initial = 400;
    const racer = await createTestUser({ walletBalance: initial });
    const racerAddress = await addressOf(racer.uid);
    // Three students' worth of tabs on one account: each adds a dish and places at once, three times over.
    const stream = async () => {
      const outcomes: number[] = [];
      for (let round = 0; round < 3; round++) {
        await call('/api/v1/cart', { method: 'POST', token: racer.token, body: { vendorId: kitchen.id, menuItemId: 'paneerRoll' } });
        outcomes.push((await place(racer, { addressId: racerAddress, paymentMethod: 'cod', useWallet: true })).status);
      }
      return outcomes;
    };
    const statuses = (await Promise.all([stream(), stream(), stream()])).flat();
    expect(statuses.every((status) => status === 201 || status === 412)).toBe(true);
    expect(statuses).toContain(201);

    const orders = (await ordersOf(racer.uid)).map((doc) => doc.data());
    expect(orders).toHaveLength(statuses.filter((status) => status === 201).length);
    const balance = await walletOf(racer.uid);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(initial - balance).toBe(orders.reduce((sum, order) => sum + order.walletApplied, 0));
    for (const order of orders) {
      expect(order.walletApplied).toBeGreaterThanOrEqual(0);
      expect(order.total).toBeGreaterThanOrEqual(0);
      expect(order.total + order.walletApplied).toBe(order.subtotal + order.deliveryFee + order.platformFee);
    }
    // Every dish added was ordered exactly once, or is still in the cart.
    const ordered = orders.reduce((sum, order) => sum + order.items.reduce((lines: number, line: { quantity: number }) => lines + line.quantity, 0), 0);
    const left = (await cartOf(racer.uid)).get('items')?.[0]?.quantity ?? 0;
    expect(ordered + left).toBe(9);
  });

  describe('refuses, and changes nothing, when', () => {
    beforeEach(async () => {
      await fill(student, USUAL);
    });

    afterEach(async () => {
      expect(await ordersOf(student.uid)).toHaveLength(0);
      expect(await walletOf(student.uid)).toBe(100);
      expect((await cartOf(student.uid)).get('items')).toHaveLength(2);
    });

    it('the Idempotency-Key header is malformed', async () => {
      for (const key of ['short', 'has spaces in it', 'x'.repeat(101)]) {
        const { status, body } = await place(student, { addressId, paymentMethod: 'cod' }, key);
        expect(status, String(key)).toBe(400);
        expect(body.message).toBe('An Idempotency-Key header is 8 to 100 letters, digits, - or _');
      }
    });

    it('the payment method is not cod or upi', async () => {
      for (const paymentMethod of ['card', '', undefined]) {
        const { status, body } = await place(student, { addressId, paymentMethod });
        expect(status).toBe(400);
        expect(body.error.message).toBe('paymentMethod: Choose Cash on Delivery or UPI on Delivery');
      }
    });

    it('the expected total is not a rupee amount', async () => {
      expect((await place(student, { addressId, paymentMethod: 'cod', expectedTotal: -5 })).status).toBe(400);
      expect((await place(student, { addressId, paymentMethod: 'cod', expectedTotal: 10.5 })).status).toBe(400);
    });

    it("the address is unknown, or another student's", async () => {
      const unknown = await place(student, { addressId: 'noSuchAddress', paymentMethod: 'cod' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('Address not found');
      const someoneElse = await createTestUser();
      const theirs = await addressOf(someoneElse.uid);
      const foreign = await place(student, { addressId: theirs, paymentMethod: 'cod' });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error.message).toBe('Address not found');
    });

    it('the eatery has closed', async () => {
      await adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).update({ isOpen: false });
      const { status, body } = await place(student, { addressId, paymentMethod: 'cod' });
      expect(status).toBe(409);
      expect(body.error.message).toBe(`${kitchen.name} is closed right now`);
    });

    it('a dish has become unavailable', async () => {
      await menuItem('masalaChai').update({ available: false });
      const { status, body } = await place(student, { addressId, paymentMethod: 'cod' });
      expect(status).toBe(409);
      expect(body.error.message).toBe('Not available right now: Masala Chai. Remove them from your cart to continue.');
    });

    it('the total differs from the one the student saw', async () => {
      await menuItem('dalTadka').update({ price: 125 });
      const { status, body } = await place(student, { addressId, paymentMethod: 'cod', expectedTotal: 314 });
      expect(status).toBe(409);
      expect(body.error.message).toBe('Your order now comes to ₹324. Please review it and place the order again.');
      expect(body.error.details).toEqual({ reason: 'total-changed', total: 324 });
    });

    it('the wallet is empty but the student asked to use it', async () => {
      await adminDb.collection(COLLECTIONS.users).doc(student.uid).update({ walletBalance: 0 });
      const { status, body } = await place(student, { addressId, paymentMethod: 'cod', useWallet: true });
      expect(status).toBe(412);
      expect(body.error.message).toBe('Insufficient wallet balance');
      await adminDb.collection(COLLECTIONS.users).doc(student.uid).update({ walletBalance: 100 });
    });
  });

  it('refuses an empty cart with 412', async () => {
    const { status, body } = await place(student, { addressId, paymentMethod: 'cod' });
    expect(status).toBe(412);
    expect(body.error).toMatchObject({ code: 'failed-precondition', message: 'Your cart is empty' });
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await call('/api/v1/payments/orders', {
      method: 'POST',
      body: { addressId, paymentMethod: 'cod' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(status).toBe(401);
    expect(body.error.message).toBe('User not authenticated');
  });
});

describe('GET /api/v1/payments/wallet', () => {
  it("answers the caller's balance, and 0 without a profile", async () => {
    const student = await createTestUser({ walletBalance: 850 });
    expect((await call('/api/v1/payments/wallet', { token: student.token })).body).toEqual({ walletBalance: 850 });
    const bare = await createTestUser({ profile: false });
    expect((await call('/api/v1/payments/wallet', { token: bare.token })).body).toEqual({ walletBalance: 0 });
  });
});

describe('GET /api/v1/orders/prevOrders', () => {
  const STATUSES = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'];
  const EATERIES = ['Fixture History Kitchen', 'Chai Point'];
  let student: TestUser;
  /** 23 orders, the newest first, as the student placed them over 23 hours. */
  let expected: { id: string; orderNumber: string; vendorName: string; status: string }[] = [];

  beforeAll(async () => {
    student = await createTestUser();
    const start = Date.now() - 48 * 3600_000;
    const written = await Promise.all(
      Array.from({ length: 23 }, async (_, index) => {
        const order = {
          uid: student.uid,
          vendorId: FIXTURE_EATERIES.history.id,
          vendorName: EATERIES[index % 2]!,
          vendorAddress: 'Somewhere on campus',
          orderNumber: `CE-HIST-${String(index).padStart(4, '0')}`,
          ...ONE_DAL_TADKA,
          address: ADDRESS,
          status: STATUSES[index % STATUSES.length]!,
          statusHistory: [],
          createdAt: Timestamp.fromMillis(start + index * 3600_000),
          estimatedDeliveryAt: Timestamp.fromMillis(start + index * 3600_000 + 45 * 60_000),
        };
        const ref = await adminDb.collection(COLLECTIONS.orders).add(order);
        return { id: ref.id, orderNumber: order.orderNumber, vendorName: order.vendorName, status: order.status, at: order.createdAt.toMillis() };
      }),
    );
    expected = written.sort((a, b) => b.at - a.at);
    // Someone else's order, which must never show up.
    const other = await createTestUser();
    await adminDb
      .collection(COLLECTIONS.orders)
      .add({ uid: other.uid, vendorName: 'Chai Point', orderNumber: 'CE-HIST-9999', status: 'delivered', createdAt: Timestamp.now(), items: [] });
  });

  const page = (query = '', token = student.token) => call(`/api/v1/orders/prevOrders${query ? `?${query}` : ''}`, { token });

  async function everyPage(query: string) {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await page([query, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'));
      expect(response.status).toBe(200);
      expect(response.body.orders.length).toBeLessThanOrEqual(10);
      ids.push(...response.body.orders.map((order: { id: string }) => order.id));
      cursor = response.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    return { ids, pages };
  }

  it("pages through the caller's orders newest first, 10 at a time", async () => {
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.body.orders).toHaveLength(10);
    expect(first.body.orders.map((order: { id: string }) => order.id)).toEqual(expected.slice(0, 10).map((order) => order.id));
    expect(first.body.nextCursor).toBe(expected[9]!.id);
    const { ids, pages } = await everyPage('');
    expect(ids).toEqual(expected.map((order) => order.id));
    expect(pages).toBe(3);
  });

  it('filters by status, where Processing means placed, accepted or ready', async () => {
    const delivered = await everyPage('status=delivered');
    expect(delivered.ids).toEqual(expected.filter((order) => order.status === 'delivered').map((order) => order.id));
    const processing = await everyPage('status=processing');
    expect(processing.ids).toEqual(expected.filter((order) => ['placed', 'accepted', 'ready'].includes(order.status)).map((order) => order.id));
    expect(processing.ids.length).toBeGreaterThan(0);
  });

  it('searches the order number or the eatery name, any case, any part', async () => {
    const byNumber = await page('search=hist-0007');
    expect(byNumber.body.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(['CE-HIST-0007']);
    const byName = await everyPage('search=CHAI%20point');
    expect(byName.ids).toEqual(expected.filter((order) => order.vendorName === 'Chai Point').map((order) => order.id));
    expect(byName.ids.length).toBeGreaterThan(10);
    expect(byName.pages).toBe(2);
    const combined = await everyPage('search=kitchen&status=cancelled');
    expect(combined.ids).toEqual(expected.filter((order) => order.vendorName.includes('Kitchen') && order.status === 'cancelled').map((order) => order.id));
    expect((await page('search=nothing-like-this')).body).toEqual({ orders: [], nextCursor: null });
  });

  it('answers an empty list to a student with no orders', async () => {
    const newcomer = await createTestUser();
    expect((await page('', newcomer.token)).body).toEqual({ orders: [], nextCursor: null });
  });

  it.each(['status=shipped', 'status=PLACED', 'cursor=bad.cursor', `search=${'x'.repeat(101)}`])('answers 400 for %s', async (query) => {
    const { status, body } = await page(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid-argument');
  });

  it("does not page from another student's order", async () => {
    const other = await createTestUser();
    const { status, body } = await page(`cursor=${expected[0]!.id}`, other.token);
    expect(status).toBe(400);
    expect(body.error.message).toBe('Invalid cursor');
  });
});

describe('POST /api/v1/orders/:id/reorder', () => {
  let student: TestUser;
  let orderId: string;
  beforeEach(async () => {
    student = await createTestUser();
    await fill(student, USUAL);
    const { body } = await place(student, { addressId: await addressOf(student.uid), paymentMethod: 'cod' });
    orderId = body.order.id;
  });

  it("refills the cart at today's prices and names the dishes it had to skip", async () => {
    await menuItem('dalTadka').update({ price: 130 });
    await menuItem('masalaChai').update({ available: false });
    const { status, body } = await call(`/api/v1/orders/${orderId}/reorder`, { method: 'POST', token: student.token });
    expect(status).toBe(200);
    expect(body.data.vendor).toBe(kitchen.id);
    expect(body.data.items.map((line: { _id: string; quantity: number; price: number }) => [line._id, line.quantity, line.price])).toEqual([
      ['dalTadka', 2, 130],
    ]);
    expect(body.skipped).toEqual(['Masala Chai']);
    expect(body.message).toBe("Added at today's prices. No longer available: Masala Chai");
    expect((await call('/api/v1/cart', { token: student.token })).body.data.items).toHaveLength(1);
  });

  it('replaces whatever was in the cart', async () => {
    await call('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: FIXTURE_EATERIES.other.id, menuItemId: 'paneerRoll' } });
    const { body } = await call(`/api/v1/orders/${orderId}/reorder`, { method: 'POST', token: student.token });
    expect(body.data.vendor).toBe(kitchen.id);
    expect(body.data.items.map((line: { _id: string }) => line._id)).toEqual(['dalTadka', 'masalaChai']);
    expect(body.message).toBeUndefined();
  });

  it("answers 404 for another student's order or an unknown one, and 409 when the eatery is closed", async () => {
    const other = await createTestUser();
    expect((await call(`/api/v1/orders/${orderId}/reorder`, { method: 'POST', token: other.token })).status).toBe(404);
    expect((await call('/api/v1/orders/noSuchOrder/reorder', { method: 'POST', token: student.token })).status).toBe(404);
    await adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).update({ isOpen: false });
    const closed = await call(`/api/v1/orders/${orderId}/reorder`, { method: 'POST', token: student.token });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe(`${kitchen.name} is closed right now`);
  });
});
