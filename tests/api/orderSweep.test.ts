import { describe, expect, it } from 'vitest';
import { UNACCEPTED_CANCEL_REASON } from '../../common/src/orderSweep';
import { callHosting, useApi } from '../support/api';
import { orderThroughApi } from '../support/apiOrders';
import { adminDb } from '../support/firestore';
import { createTestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';
import { COLLECTIONS } from '../../common/src/documents';

const call = useApi();
const owned = useVendorWithEatery();

const orderDoc = (orderId: string) => adminDb.collection(COLLECTIONS.orders).doc(orderId);
const walletOf = async (uid: string) => (await adminDb.collection(COLLECTIONS.users).doc(uid).get()).get('walletBalance') as number;

/** A fresh student's order of one Dal Tadka (₹120 + ₹49 + ₹5), paid from a ₹500 wallet. */
async function placeOrder() {
  const student = await createTestUser({ walletBalance: 500 });
  const order = await orderThroughApi(call, student, owned.eatery.id, { dalTadka: 1 }, { useWallet: true });
  expect(order.walletApplied).toBe(174);
  return { student, order };
}

/**
 * Moves an order's placing back by `minutes`, from the time the server itself wrote: the test never reads the wall
 * clock, and the sweep decides on the server's clock alone.
 */
async function placedMinutesEarlier(orderId: string, minutes: number): Promise<void> {
  const stored = (await orderDoc(orderId).get()).data()!;
  const earlier = new Date(stored.createdAt.toMillis() - minutes * 60_000);
  await orderDoc(orderId).update({ createdAt: earlier, statusHistory: [{ status: 'placed', at: earlier }] });
}

const sweep = async (token: string, body: unknown = { vendorId: owned.eatery.id }) => call('/api/v1/admin/orders/sweep', { method: 'POST', token, body });

describe('POST /api/v1/admin/orders/sweep: nothing waits forever', () => {
  it('cancels an order nobody accepted for 10 minutes, refunds its wallet share and tells its student; newer and accepted ones stay', async () => {
    const admin = await createTestUser({ role: 'admin', profile: false });
    const [stale, fresh, accepted] = await Promise.all([placeOrder(), placeOrder(), placeOrder()]);
    expect(await walletOf(stale.student.uid)).toBe(500 - 174);
    await placedMinutesEarlier(stale.order.id, 11);
    await placedMinutesEarlier(fresh.order.id, 9);
    await placedMinutesEarlier(accepted.order.id, 11);
    const acceptedMove = await call(`/api/v1/vendor/orders/${accepted.order.id}`, { method: 'PATCH', token: owned.vendor.token, body: { status: 'accepted' } });
    expect(acceptedMove.status).toBe(200);

    const swept = await sweep(admin.token);
    expect(swept.status).toBe(200);
    expect(swept.body).toEqual({ cancelled: [stale.order.id] });

    const cancelled = (await orderDoc(stale.order.id).get()).data()!;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'app', cancelReason: UNACCEPTED_CANCEL_REASON, walletRefunded: 174 });
    expect(cancelled.statusHistory.map((change: { status: string }) => change.status)).toEqual(['placed', 'cancelled']);
    expect(await walletOf(stale.student.uid)).toBe(500);
    const notice = await adminDb
      .collection(COLLECTIONS.users)
      .doc(stale.student.uid)
      .collection(COLLECTIONS.notifications)
      .doc(`${stale.order.id}_cancelled`)
      .get();
    expect(notice.data()).toMatchObject({
      kind: 'order-status',
      title: 'Your order was cancelled',
      body: `Token ${stale.order.token} · ${owned.eatery.name} · ${stale.order.orderNumber}: ${UNACCEPTED_CANCEL_REASON}`,
    });

    expect((await orderDoc(fresh.order.id).get()).get('status')).toBe('placed');
    expect((await orderDoc(accepted.order.id).get()).get('status')).toBe('accepted');
    expect(await walletOf(fresh.student.uid)).toBe(500 - 174);

    // A second sweep finds nothing more to do, and refunds nothing twice.
    expect((await sweep(admin.token)).body).toEqual({ cancelled: [] });
    expect(await walletOf(stale.student.uid)).toBe(500);
  });

  it('runs through Hosting, the way the deployed app is called', async () => {
    const admin = await createTestUser({ role: 'admin', profile: false });
    const { order } = await placeOrder();
    await placedMinutesEarlier(order.id, 10);
    const swept = await callHosting('/api/v1/admin/orders/sweep', { method: 'POST', token: admin.token, body: { vendorId: owned.eatery.id } });
    expect(swept.status).toBe(200);
    expect(swept.body).toEqual({ cancelled: [order.id] });
    expect((await orderDoc(order.id).get()).get('status')).toBe('cancelled');
  });

  it('sweeps a rush-hour backlog through Hosting: each call answers 200, and the queue behind it is redrawn by the answer', async () => {
    const admin = await createTestUser({ role: 'admin', profile: false });
    const { order: model } = await placeOrder();
    const stored = (await orderDoc(model.id).get()).data()!;
    await orderDoc(model.id).delete();
    const placedAt = (minutesAgo: number) => new Date(stored.createdAt.toMillis() - minutesAgo * 60_000);
    // A kitchen with a pace to learn from (each order ahead adds 3 minutes, on top of 5), and 60 orders nobody accepted.
    const finished = Array.from({ length: 10 }, (_, ahead) => {
      const at = placedAt(120 + ahead);
      const readyAt = new Date(at.getTime() + (5 + 3 * ahead) * 60_000);
      const statusHistory = [
        { status: 'placed', at },
        { status: 'ready', at: readyAt },
        { status: 'delivered', at: readyAt },
      ];
      return { ...stored, status: 'delivered', createdAt: at, statusHistory, readyEstimate: { ...stored.readyEstimate, ahead } };
    });
    const BACKLOG = 60;
    const stale = Array.from({ length: BACKLOG }, (_, ahead) => {
      const at = placedAt(60 - ahead / 2);
      return { ...stored, walletApplied: 0, createdAt: at, statusHistory: [{ status: 'placed', at }], readyEstimate: { ...stored.readyEstimate, ahead } };
    });
    const batch = adminDb.batch();
    const backlog = stale.map((data) => {
      const ref = orderDoc(model.id).parent.doc();
      batch.create(ref, data);
      return ref.id;
    });
    for (const data of finished) batch.create(orderDoc(model.id).parent.doc(), data);
    await batch.commit();
    // A new order joins the queue behind all of them: its range is three hours away.
    const { order: behind } = await placeOrder();
    const minutesToReady = async () => {
      const data = (await orderDoc(behind.id).get()).data()!;
      return (data.readyEstimate.to.toMillis() - data.createdAt.toMillis()) / 60_000;
    };
    expect(await minutesToReady()).toBeGreaterThan(120);

    const cancelled: string[] = [];
    for (let call = 0; call <= BACKLOG; call++) {
      const swept = await callHosting('/api/v1/admin/orders/sweep', { method: 'POST', token: admin.token, body: { vendorId: owned.eatery.id } });
      expect(swept.status).toBe(200);
      if (swept.body.cancelled.length === 0) break;
      cancelled.push(...swept.body.cancelled);
      if (call === 0) expect(await minutesToReady()).toBeLessThan(30);
    }
    expect(cancelled.toSorted()).toEqual(backlog.toSorted());
    const statuses = await Promise.all(backlog.map(async (id) => (await orderDoc(id).get()).get('status')));
    expect(statuses.filter((status) => status !== 'cancelled')).toEqual([]);
    expect((await orderDoc(behind.id).get()).get('status')).toBe('placed');
  });

  it('is for admins only, and refuses a malformed eatery id, changing nothing', async () => {
    const [student, vendor, admin] = await Promise.all([
      createTestUser(),
      createTestUser({ role: 'vendor', profile: false }),
      createTestUser({ role: 'admin', profile: false }),
    ]);
    const { order } = await placeOrder();
    await placedMinutesEarlier(order.id, 30);
    for (const token of [student.token, vendor.token]) {
      const refused = await sweep(token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, error: { code: 'permission-denied' } });
    }
    expect((await call('/api/v1/admin/orders/sweep', { method: 'POST', body: {} })).status).toBe(401);
    const malformed = await sweep(admin.token, { vendorId: 'not/an id' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, error: { code: 'invalid-argument' } });
    expect((await orderDoc(order.id).get()).get('status')).toBe('placed');
  });
});
