import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api';
import { orderThroughApi } from '../support/apiOrders';
import { feedNow, feedOnceItHolds } from '../support/feeds';
import { createTestUser, type TestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';

// The notification feed (docs/product.md#notifications): written by the API in the batch of the event, but for an
// order's step, which reaches the student just after it from the order's trigger (services/orderSteps.ts).

const call = useApi();
const owned = useVendorWithEatery();

const feedOf = (user: TestUser) => feedNow(user.uid);

/** `student`'s order of two Dal Tadka at the test eatery, through the API. */
const placeOrder = (student: TestUser) => orderThroughApi(call, student, owned.eatery.id, { dalTadka: 2 });
const move = (orderId: string, body: Record<string, unknown>) => call(`/api/v1/vendor/orders/${orderId}`, { method: 'PATCH', token: owned.vendor.token, body });

describe('the notification feed', () => {
  it('tells the vendor of a new order, and the student of each step, with a link to the order', async () => {
    const student = await createTestUser();
    const order = await placeOrder(student);
    const [newOrder] = await feedOf(owned.vendor);
    expect(newOrder).toMatchObject({
      kind: 'new-order',
      title: `New order ${order.orderNumber}`,
      body: `Token ${order.token} · 2 items · ₹294`,
      link: '/vendor/dashboard',
      orderId: order.id,
      read: false,
    });

    expect((await move(order.id, { status: 'accepted' })).status).toBe(200);
    expect((await move(order.id, { status: 'preparing' })).status).toBe(200);
    // A refused move tells nobody anything.
    expect((await move(order.id, { status: 'delivered' })).status).toBe(409);
    const feed = await feedOnceItHolds(student.uid, 2);
    expect(feed.map((item) => item.title)).toEqual(['Your order is being prepared', 'Your order was accepted']);
    expect(feed.map((item) => item.id)).toEqual([`${order.id}_preparing`, `${order.id}_accepted`]);
    expect(feed[0]).toMatchObject({
      kind: 'order-status',
      body: `Token ${order.token} · ${owned.eatery.name} · ${order.orderNumber}`,
      link: `/orders/${order.id}`,
      read: false,
    });
  });

  it('tells the student why the eatery cancelled, and the vendor when the student cancels', async () => {
    const [one, two] = await Promise.all([createTestUser(), createTestUser()]);
    const cancelledByEatery = await placeOrder(one);
    expect((await move(cancelledByEatery.id, { status: 'cancelled', reason: 'Out of dal today' })).status).toBe(200);
    expect(await feedOnceItHolds(one.uid, 1)).toMatchObject([
      {
        title: 'Your order was cancelled',
        body: `Token ${cancelledByEatery.token} · ${owned.eatery.name} · ${cancelledByEatery.orderNumber}: Out of dal today`,
      },
    ]);

    const cancelledByStudent = await placeOrder(two);
    expect((await call(`/api/v1/orders/${cancelledByStudent.id}/cancel`, { method: 'POST', token: two.token, body: { reason: 'Ordered twice' } })).status).toBe(
      200,
    );
    expect((await feedOf(owned.vendor))[0]).toMatchObject({
      kind: 'order-cancelled',
      title: `Order ${cancelledByStudent.orderNumber} was cancelled by the student`,
      body: 'Ordered twice',
    });
    expect(await feedOf(two)).toEqual([]);
  });

  it("tells the student of the eatery's first reply to their review, not of corrections", async () => {
    const student = await createTestUser();
    const order = await placeOrder(student);
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']) expect((await move(order.id, { status })).status).toBe(200);
    expect((await call(`/api/v1/orders/${order.id}/review`, { method: 'POST', token: student.token, body: { rating: 5 } })).status).toBe(201);
    // Its five steps told first, so that the count below moves by the reply alone.
    const before = (await feedOnceItHolds(student.uid, 5)).length;
    const reply = (text: string) => call(`/api/v1/vendor/reviews/${order.id}/reply`, { method: 'PUT', token: owned.vendor.token, body: { text } });
    expect((await reply('Thank you!')).status).toBe(200);
    expect((await reply('Thank you, see you soon!')).status).toBe(200);
    const feed = await feedOf(student);
    expect(feed).toHaveLength(before + 1);
    expect(feed[0]).toMatchObject({
      kind: 'review-reply',
      title: `${owned.eatery.name} replied to your review`,
      body: 'Thank you!',
      link: `/orders/${order.id}`,
    });
  });
});
