import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, orderDocumentSchema, readStoredDocument, type OrderDocument } from '../../common/src/documents';
import { readyMinutes, readyRange, type PaceSample } from '../../common/src/readyTimes';
import { useApi } from '../support/api';
import { orderThroughApi } from '../support/apiOrders';
import { FOLLOW_UP_WAIT_MS } from '../support/feeds';
import { adminDb } from '../support/firestore';
import { ONE_DAL_TADKA } from '../support/shopping';
import { createTestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';

// Ready times (common/src/readyTimes.ts, services/readyEstimates.ts): what a new order is given, from the eatery's
// queue and its finished orders, and how the range moves when an order ahead leaves the queue (the order's trigger,
// which the emulators run). The fitting itself is unit-tested at fixed instants in common/src/readyTimes.test.ts.

const call = useApi();
const owned = useVendorWithEatery();

const orderDoc = (orderId: string) => adminDb.collection(COLLECTIONS.orders).doc(orderId);
const storedOrder = async (orderId: string): Promise<OrderDocument> => {
  const snapshot = await orderDoc(orderId).get();
  return readStoredDocument(orderDocumentSchema, snapshot.data(), snapshot.ref.path);
};
async function placeOrder(): Promise<{ id: string; stored: OrderDocument; token: string }> {
  const student = await createTestUser();
  const { id } = await orderThroughApi(call, student, owned.eatery.id, { dalTadka: 1 });
  return { id, stored: await storedOrder(id), token: student.token };
}

/**
 * `samples` written as finished orders of the eatery, the way the API leaves them, placed long before any test:
 * each took its minutes from placed to ready with its number of orders ahead.
 */
async function finishedOrders(samples: readonly PaceSample[], fulfilment: 'delivery' | 'pickup' = 'delivery'): Promise<void> {
  const served = fulfilment === 'pickup' ? 'collected' : 'delivered';
  const batch = adminDb.batch();
  samples.forEach(({ ahead, minutes }, index) => {
    const createdAt = new Date(Date.UTC(2026, 0, 5, 6, index));
    const readyAt = new Date(createdAt.getTime() + minutes * 60_000);
    const order: OrderDocument = {
      uid: 'someStudent',
      vendorId: owned.eatery.id,
      vendorName: owned.eatery.name,
      vendorAddress: 'Test Block, Campus',
      orderNumber: `CE-PACE-${randomUUID().slice(0, 4).toUpperCase()}`,
      ...ONE_DAL_TADKA,
      fulfilment,
      address:
        fulfilment === 'pickup'
          ? null
          : { label: 'Hostel', street: 'Block C', city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark: '', phone: '+919812345678' },
      status: served,
      statusHistory: [
        { status: 'placed', at: createdAt },
        { status: 'ready', at: readyAt },
        { status: served, at: readyAt },
      ],
      createdAt,
      estimatedDeliveryAt: readyAt,
      deliveredAt: readyAt,
      readyEstimate: { from: createdAt, to: readyAt, ahead, hour: 11, basis: 'fixed' },
    };
    batch.set(adminDb.collection(COLLECTIONS.orders).doc(), order);
  });
  await batch.commit();
}

/** The order's stored range once it differs from `from` (the order's trigger moves it), or a failure after FOLLOW_UP_WAIT_MS. A listener, not a loop of reads. */
function rangeOnceMoved(orderId: string, from: Date): Promise<{ from: Date; to: Date }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the ready range of ${orderId} still started at ${from.toISOString()} after ${FOLLOW_UP_WAIT_MS} ms`));
    }, FOLLOW_UP_WAIT_MS);
    const stop = orderDoc(orderId).onSnapshot((snapshot) => {
      const range = readStoredDocument(orderDocumentSchema, snapshot.data(), snapshot.ref.path).readyEstimate;
      if (!range || range.from.getTime() === from.getTime()) return;
      clearTimeout(timer);
      stop();
      resolve(range);
    }, reject);
  });
}

describe('a new order’s ready time', () => {
  it('is today’s fixed times at an eatery with no finished orders, and counts the orders ahead of it', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    expect(first.stored.readyEstimate).toMatchObject({ ahead: 0, basis: 'fixed' });
    expect(second.stored.readyEstimate).toMatchObject({ ahead: 1, basis: 'fixed' });
    const { createdAt, readyEstimate } = first.stored;
    expect({ from: readyEstimate?.from, to: readyEstimate?.to }).toEqual(readyRange(readyMinutes({ today: [], sameHour: [] }, 0), createdAt));
    // The first order leaves the queue; the orders after this test's start from an empty one.
    for (const { id, token } of [first, second]) expect((await call(`/api/v1/orders/${id}/cancel`, { method: 'POST', token, body: {} })).status).toBe(200);
  });

  it('learns the pace from pickups collected at the counter as from delivered orders', async () => {
    const samples = Array.from({ length: 12 }, (_, index) => ({ ahead: index % 4, minutes: 3 + 15 * (index % 4) }));
    await finishedOrders(samples, 'pickup');
    const placed = await placeOrder();
    expect(placed.stored.readyEstimate).toMatchObject({ ahead: 0, basis: 'pace' });
    const { createdAt, readyEstimate } = placed.stored;
    expect({ from: readyEstimate?.from, to: readyEstimate?.to }).toEqual(readyRange(readyMinutes({ today: samples, sameHour: [] }, 0), createdAt));
    // The next test starts from an empty queue; its pace is the same kitchen's, delivered.
    expect((await call(`/api/v1/orders/${placed.id}/cancel`, { method: 'POST', token: placed.token, body: {} })).status).toBe(200);
  });

  it('comes from the eatery’s own pace once it has finished orders, and moves sooner when an order ahead leaves the queue', async () => {
    // A kitchen that takes 3 minutes for an order of its own and 15 more for each order ahead, exactly.
    const samples = Array.from({ length: 12 }, (_, index) => ({ ahead: index % 4, minutes: 3 + 15 * (index % 4) }));
    await finishedOrders(samples);
    const ahead = await placeOrder();
    const behind = await placeOrder();
    expect(ahead.stored.readyEstimate).toMatchObject({ ahead: 0, basis: 'pace' });
    expect(behind.stored.readyEstimate).toMatchObject({ ahead: 1, basis: 'pace' });
    const history = { today: samples, sameHour: [] };
    const shown = behind.stored.readyEstimate!;
    expect({ from: shown.from, to: shown.to }).toEqual(readyRange(readyMinutes(history, 1), behind.stored.createdAt));
    expect(readyMinutes(history, 1)).toMatchObject({ from: 18, to: 18 });

    // The vendor turns the first order down: the second is next, so its range moves at least a whole mark sooner.
    const cancelled = await call(`/api/v1/vendor/orders/${ahead.id}`, {
      method: 'PATCH',
      token: owned.vendor.token,
      body: { status: 'cancelled', reason: 'Out of stock' },
    });
    expect(cancelled.status).toBe(200);
    const moved = await rangeOnceMoved(behind.id, shown.from);
    expect(moved.to.getTime()).toBeLessThanOrEqual(shown.from.getTime());
    expect(moved.to.getTime() - moved.from.getTime()).toBe(5 * 60_000);
    // The student's own read of the order, which the tracking page draws until its listener answers, says the same.
    const tracked = await call(`/api/v1/orders/${behind.id}`, { token: behind.token });
    expect(tracked.body.order.readyEstimate).toEqual({ from: moved.from.toISOString(), to: moved.to.toISOString() });
    // What later estimates learn from stays the queue it joined.
    expect((await storedOrder(behind.id)).readyEstimate).toMatchObject({ ahead: 1, basis: 'pace' });
  });
});
