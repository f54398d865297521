import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { eateryConverter, feedItemConverter, liveOrderConverter, liveReviewConverter } from './converters';

/** Just enough of a snapshot for fromFirestore: its id, path and data. */
const snapshotOf = (path: string, data: Record<string, unknown>) =>
  ({ id: path.split('/').at(-1), ref: { path }, data: () => data }) as unknown as QueryDocumentSnapshot;

const placedAt = Timestamp.fromMillis(Date.UTC(2026, 10, 22, 7, 30));
const ORDER = {
  uid: 'student1',
  vendorId: 'eatery1',
  vendorName: 'Hostel Biryani House',
  orderNumber: 'CE-7KQ4-M2XD',
  items: [{ menuItemId: 'dalTadka', name: 'Dal Tadka', quantity: 2, price: 120, veg: true }],
  subtotal: 240,
  deliveryFee: 49,
  platformFee: 5,
  walletApplied: 100,
  total: 194,
  paymentMethod: 'cod',
  address: { label: 'Hostel', street: 'Block C', city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark: '', phone: '+919812345678' },
  status: 'accepted',
  statusHistory: [
    { status: 'placed', at: placedAt },
    { status: 'accepted', at: Timestamp.fromMillis(placedAt.toMillis() + 60_000) },
  ],
  createdAt: placedAt,
  estimatedDeliveryAt: Timestamp.fromMillis(placedAt.toMillis() + 31 * 60_000),
  addressId: 'addr1',
};

describe('liveOrderConverter', () => {
  it('turns every Timestamp into a Date and keeps the id', () => {
    const order = liveOrderConverter.fromFirestore(snapshotOf('orders/order1', ORDER));
    expect(order.id).toBe('order1');
    expect(order.createdAt).toEqual(placedAt.toDate());
    expect(order.statusHistory.map((change) => [change.status, change.at.getTime()])).toEqual([
      ['placed', placedAt.toMillis()],
      ['accepted', placedAt.toMillis() + 60_000],
    ]);
    expect(order.deliveredAt).toBeNull();
    expect(order.cancelReason).toBeNull();
  });

  it('refuses a document without the fields an order has, naming them', () => {
    const partial = { uid: 'student1', orderNumber: 'CE-HIST-9999', status: 'delivered', createdAt: placedAt, items: [] };
    expect(() => liveOrderConverter.fromFirestore(snapshotOf('orders/bad1', partial))).toThrow(/^orders\/bad1 could not be read \(vendorId, .*total.*\)$/);
    expect(() => liveOrderConverter.fromFirestore(snapshotOf('orders/bad2', { ...ORDER, status: 'shipped' }))).toThrow(/\(status\)$/);
  });

  it('never writes: orders change through the API only', () => {
    expect(() => liveOrderConverter.toFirestore(liveOrderConverter.fromFirestore(snapshotOf('orders/order1', ORDER)))).toThrow(/never writes/);
  });
});

describe('eateryConverter', () => {
  it('reads an eatery as open unless isOpen is false, suspended only when an admin said so, with a fallback address', () => {
    expect(eateryConverter.fromFirestore(snapshotOf('vendors/e1', { name: 'Brew Lab', isOpen: false, address: 'Block A', suspended: true }))).toEqual({
      id: 'e1',
      name: 'Brew Lab',
      isOpen: false,
      address: 'Block A',
      hours: null,
      busyUntil: null,
      slots: null,
      suspended: true,
    });
    expect(eateryConverter.fromFirestore(snapshotOf('vendors/e2', { name: 'Momo Monastery' }))).toEqual({
      id: 'e2',
      name: 'Momo Monastery',
      isOpen: true,
      address: 'Address not available',
      hours: null,
      busyUntil: null,
      slots: null,
      suspended: false,
    });
  });
});

describe('feedItemConverter', () => {
  const item = {
    kind: 'order-status',
    title: 'Your order was accepted',
    body: 'Brew Lab · CE-7KQ4-M2XD',
    link: '/orders/order1',
    orderId: 'order1',
    createdAt: placedAt,
    read: false,
  };

  it('reads a feed item with its id, Timestamps as Dates, and an item without `read` as unread', () => {
    const { read: _read, ...withoutRead } = item;
    expect(feedItemConverter.fromFirestore(snapshotOf('users/u1/notifications/n1', withoutRead))).toEqual({
      ...item,
      id: 'n1',
      createdAt: placedAt.toDate(),
      read: false,
    });
  });

  it('refuses an item of an unknown kind, and never writes (marking read is its own update)', () => {
    expect(() => feedItemConverter.fromFirestore(snapshotOf('users/u1/notifications/n2', { ...item, kind: 'promo' }))).toThrow(/\(kind\)$/);
    expect(() => feedItemConverter.toFirestore(feedItemConverter.fromFirestore(snapshotOf('users/u1/notifications/n1', item)))).toThrow(/never writes/);
  });
});

describe('liveReviewConverter', () => {
  const review = {
    uid: 'student1',
    orderId: 'order1',
    orderNumber: 'CE-7KQ4-M2XD',
    vendorId: 'eatery1',
    vendorName: 'Brew Lab',
    rating: 4,
    comment: 'Crisp dosa, chutney could be hotter.',
    author: 'Aarav S.',
    createdAt: placedAt,
    updatedAt: placedAt,
    editableUntil: Timestamp.fromMillis(placedAt.toMillis() + 48 * 3_600_000),
  };

  it('reads a review with its id, Timestamps as Dates, and one without a reply or hiding as shown and unanswered', () => {
    expect(liveReviewConverter.fromFirestore(snapshotOf('reviews/order1', review))).toEqual({
      ...review,
      id: 'order1',
      createdAt: placedAt.toDate(),
      updatedAt: placedAt.toDate(),
      editableUntil: review.editableUntil.toDate(),
      reply: null,
      hidden: false,
      hiddenReason: null,
    });
  });

  it('reads the reply time as a Date, refuses stars out of 1 to 5, and never writes', () => {
    const repliedAt = Timestamp.fromMillis(placedAt.toMillis() + 60_000);
    expect(liveReviewConverter.fromFirestore(snapshotOf('reviews/order1', { ...review, reply: { text: 'Thank you!', at: repliedAt } })).reply).toEqual({
      text: 'Thank you!',
      at: repliedAt.toDate(),
    });
    expect(() => liveReviewConverter.fromFirestore(snapshotOf('reviews/bad', { ...review, rating: 6 }))).toThrow(/\(rating\)$/);
    expect(() => liveReviewConverter.toFirestore(liveReviewConverter.fromFirestore(snapshotOf('reviews/order1', review)))).toThrow(/never writes/);
  });
});
