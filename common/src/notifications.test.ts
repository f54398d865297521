import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  newOrderNotification,
  orderStatusNotification,
  preferencesOf,
  reviewReplyNotification,
  studentCancelledNotification,
  wantsNotification,
} from './notifications';

describe('notification texts', () => {
  const order = { id: 'o1', orderNumber: 'CE-7KQ4-M2XD', vendorName: 'Brew Lab' };

  it('say each step to the student and lead to the order', () => {
    expect(orderStatusNotification(order, 'out_for_delivery')).toEqual({
      kind: 'order-status',
      title: 'Your order is out for delivery',
      body: 'Brew Lab · CE-7KQ4-M2XD',
      link: '/orders/o1',
    });
    expect(orderStatusNotification(order, 'cancelled', 'Closed early').body).toBe('Brew Lab · CE-7KQ4-M2XD: Closed early');
  });

  it("put the order's token first, and tell a pickup it is ready for pickup", () => {
    const pickup = { ...order, token: 'B-042', fulfilment: 'pickup' };
    expect(orderStatusNotification(pickup, 'ready')).toMatchObject({ title: 'Your order is ready for pickup', body: 'Token B-042 · Brew Lab · CE-7KQ4-M2XD' });
    expect(orderStatusNotification({ ...pickup, fulfilment: 'delivery' }, 'ready').title).toBe('Your order is ready');
    expect(orderStatusNotification(pickup, 'collected').title).toBe('You collected your order');
    expect(newOrderNotification({ orderNumber: 'CE-4', token: 'B-007', items: [{ quantity: 1 }], total: 125 }).body).toBe('Token B-007 · 1 item · ₹125');
  });

  it('count the dishes and the money for the vendor', () => {
    expect(newOrderNotification({ orderNumber: 'CE-1', items: [{ quantity: 2 }, { quantity: 1 }], total: 294 })).toMatchObject({
      title: 'New order CE-1',
      body: '3 items · ₹294',
      link: '/vendor/dashboard',
    });
    expect(newOrderNotification({ orderNumber: 'CE-2', items: [{ quantity: 1 }], total: 54 }).body).toBe('1 item · ₹54');
    expect(studentCancelledNotification({ orderNumber: 'CE-3' }, 'Ordered twice').title).toBe('Order CE-3 was cancelled by the student');
    expect(studentCancelledNotification({ orderNumber: 'CE-3' }, 'Ordered twice').body).toBe('Ordered twice');
    // Without a reason of the student's, the body does not repeat the title ("Cancelled by the student").
    expect(studentCancelledNotification({ orderNumber: 'CE-3' }, undefined).body).toBe('No reason given');
  });

  it('shorten a long reply', () => {
    const text = reviewReplyNotification({ orderId: 'o1', vendorName: 'Brew Lab' }, 'x'.repeat(300));
    expect(text.body).toHaveLength(120);
    expect(text.body.endsWith('…')).toBe(true);
  });
});

describe('notification choices', () => {
  it('send order updates and nothing else until the student chooses', () => {
    expect(preferencesOf(undefined)).toEqual({ orderUpdates: true, offers: false, announcements: false });
    expect(wantsNotification(undefined, 'order-status')).toBe(true);
    expect(wantsNotification({ offers: true }, 'review-reply')).toBe(true);
  });

  it('leave out every kind of a topic turned off', () => {
    const quiet = { orderUpdates: false };
    expect(NOTIFICATION_KINDS.filter((kind) => wantsNotification(quiet, kind))).toEqual([]);
  });
});
