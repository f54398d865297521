import { randomUUID } from 'node:crypto';
import { COLLECTIONS, type OrderDocument } from '../../common/src/documents';
import type { OrderStatus } from '../../common/src/orderStatus';
import { adminDb } from './firestore';
import type { OwnedEatery } from './ownedEatery';
import { ONE_DAL_TADKA } from './shopping';
import type { TestUser } from './users';

export const HOUR = 60 * 60 * 1000;

/** An order of `student` at `eatery`, written as the API would have left it (delivered an hour ago by default). */
export async function orderOf(student: TestUser, eatery: OwnedEatery, options: { status?: OrderStatus; deliveredAgoMs?: number } = {}): Promise<string> {
  const { status = 'delivered', deliveredAgoMs = HOUR } = options;
  const deliveredAt = new Date(Date.now() - deliveredAgoMs);
  const createdAt = new Date(deliveredAt.getTime() - HOUR);
  const ref = adminDb.collection(COLLECTIONS.orders).doc();
  const order: OrderDocument = {
    uid: student.uid,
    vendorId: eatery.id,
    vendorName: eatery.name,
    vendorAddress: 'Test Block, Campus',
    orderNumber: `CE-TEST-${randomUUID().slice(0, 4).toUpperCase()}`,
    ...ONE_DAL_TADKA,
    address: { label: 'Hostel', street: 'Block C', city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark: '', phone: '+919812345678' },
    fulfilment: 'delivery',
    status,
    statusHistory: [{ status: 'placed', at: createdAt }, ...(status === 'placed' ? [] : [{ status, at: deliveredAt }])],
    createdAt,
    estimatedDeliveryAt: deliveredAt,
    ...(status === 'delivered' ? { deliveredAt } : {}),
  };
  await ref.set(order);
  return ref.id;
}

/** The eatery's rating figures as stored. */
export async function figuresOf(eatery: OwnedEatery): Promise<{ ratingSum: number; ratingCount: number }> {
  const data = (await adminDb.collection(COLLECTIONS.vendors).doc(eatery.id).get()).data();
  return { ratingSum: data?.ratingSum as number, ratingCount: data?.ratingCount as number };
}
