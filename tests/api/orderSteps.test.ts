import { describe, expect, it } from 'vitest';
import { COLLECTIONS, orderDocumentSchema, readStoredDocument, type OrderDocument } from '../../common/src/documents';
import { tellStudentOfStep } from '../../functions/src/services/orderSteps';
import { useApi } from '../support/api';
import { orderThroughApi } from '../support/apiOrders';
import { feedNow, feedOnceItHolds } from '../support/feeds';
import { adminDb } from '../support/firestore';
import { createTestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';

// What follows an order's step (services/orderSteps.ts, docs/decisions/0012-order-steps-commit-alone.md): the
// student's notification, from a trigger that may be delivered more than once, or late, or after the function that
// moved the order died. Called here as the trigger calls it, with the order before and after a step that is never
// written (so the emulator's own trigger stays out of it), and through the API with the trigger the emulators run.

const call = useApi();
const owned = useVendorWithEatery();
/** A fixed moment for the step, far from now: the notification must carry the step's time, not its own. */
const STEP_AT = new Date('2026-03-02T06:30:00.000Z');

async function placedOrder(): Promise<{ id: string; uid: string; order: OrderDocument }> {
  const student = await createTestUser();
  const { id } = await orderThroughApi(call, student, owned.eatery.id, { dalTadka: 1 });
  const snapshot = await adminDb.collection(COLLECTIONS.orders).doc(id).get();
  return { id, uid: student.uid, order: readStoredDocument(orderDocumentSchema, snapshot.data(), snapshot.ref.path) };
}

const stepOf = (order: OrderDocument, change: Partial<OrderDocument> & Pick<OrderDocument, 'status'>): OrderDocument => ({
  ...order,
  ...change,
  statusHistory: [...order.statusHistory, { status: change.status, at: STEP_AT }],
  updatedAt: STEP_AT,
});

describe("an order's step, told to the student", () => {
  it('is told once however often, and however concurrently, the trigger is delivered', async () => {
    const { id, uid, order } = await placedOrder();
    const accepted = stepOf(order, { status: 'accepted' });
    await Promise.all(Array.from({ length: 5 }, () => tellStudentOfStep(id, order, accepted)));
    await tellStudentOfStep(id, order, accepted);
    const feed = await feedNow(uid);
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ id: `${id}_accepted`, kind: 'order-status', title: 'Your order was accepted', orderId: id, read: false });
    expect((feed[0]?.createdAt as { toDate: () => Date }).toDate()).toEqual(STEP_AT);
  });

  it('tells a vendor’s cancel with its reason, and nothing of the student’s own cancel or of a change that kept the status', async () => {
    const { id, uid, order } = await placedOrder();
    await tellStudentOfStep(id, order, stepOf(order, { status: 'cancelled', cancelledBy: 'student', cancelReason: 'Ordered twice' }));
    await tellStudentOfStep(id, order, { ...order, rating: 5 });
    expect(await feedNow(uid)).toEqual([]);
    await tellStudentOfStep(id, order, stepOf(order, { status: 'cancelled', cancelledBy: 'vendor', cancelReason: 'Out of dal today' }));
    expect(await feedNow(uid)).toMatchObject([
      {
        id: `${id}_cancelled`,
        title: 'Your order was cancelled',
        body: `Token ${order.token} · ${owned.eatery.name} · ${order.orderNumber}: Out of dal today`,
      },
    ]);
  });

  it('tells nothing to a student who turned order updates off, and tells again once they turn them on', async () => {
    const { id, uid, order } = await placedOrder();
    const choose = (orderUpdates: boolean) =>
      adminDb
        .collection(COLLECTIONS.users)
        .doc(uid)
        .update({ notificationPreferences: { orderUpdates, offers: false, announcements: false } });
    await choose(false);
    const accepted = stepOf(order, { status: 'accepted' });
    await tellStudentOfStep(id, order, accepted);
    expect(await feedNow(uid)).toEqual([]);
    await choose(true);
    await tellStudentOfStep(id, accepted, stepOf(accepted, { status: 'preparing' }));
    expect((await feedNow(uid)).map((item) => item.id)).toEqual([`${id}_preparing`]);
  });

  it('reaches the student after each step the vendor makes through the API, once, with the step’s time', async () => {
    const { id, uid } = await placedOrder();
    const steps = ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'];
    for (const status of steps) {
      const moved = await call(`/api/v1/vendor/orders/${id}`, { method: 'PATCH', token: owned.vendor.token, body: { status } });
      expect(moved.status, moved.text).toBe(200);
    }
    const feed = await feedOnceItHolds(uid, steps.length);
    expect(feed.map((item) => item.id)).toEqual(steps.map((status) => `${id}_${status}`).reverse());
    const history = (await adminDb.collection(COLLECTIONS.orders).doc(id).get()).get('statusHistory') as { status: string; at: { toMillis: () => number } }[];
    for (const item of feed) {
      const step = history.find((change) => `${id}_${change.status}` === item.id);
      expect((item.createdAt as { toMillis: () => number }).toMillis()).toBe(step?.at.toMillis());
    }
  });
});
