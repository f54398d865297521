import { orderDocumentSchema, readStoredDocument, type OrderDocument } from '@campuseats/common/documents';
import { orderStatusNotification, wantsNotification } from '@campuseats/common/notifications';
import { ALREADY_EXISTS, onFirebaseError } from '../lib/apiError';
import { usersCollection } from '../lib/collections';
import { notify } from './notifications';

// What follows an order's step once it is committed (docs/decisions/0012-order-steps-commit-alone.md): the student
// hears of it. The status change's own batch (services/orderLifecycle.ts) holds only what must change with the
// status (the order, the day's figures, a refund); this runs from a Firestore trigger on the order (index.ts), so it
// is done even when the function that moved the order stopped right after its commit, and the vendor never waits
// for it.

/** The id of the notification of `orderId` reaching `status`: one per step, so a repeated delivery writes nothing. */
const stepNotificationId = (orderId: string, status: string) => `${orderId}_${status}`;

/**
 * Tells the student of their order's new step (every change but their own cancel, docs/product.md#notifications,
 * unless they chose not to hear of order updates),
 * once: the notification's id names the order and the step, and a second write of it is refused by Firestore
 * (ALREADY_EXISTS), however often the trigger is delivered. Its time is the step's, not this write's.
 */
export async function tellStudentOfStep(orderId: string, before: OrderDocument, after: OrderDocument): Promise<void> {
  if (before.status === after.status || after.cancelledBy === 'student') return;
  // A student who turned order updates off hears of none (docs/product.md#your-data).
  const student = (await usersCollection().doc(after.uid).get()).data();
  if (!wantsNotification(student?.notificationPreferences, 'order-status')) return;
  const at = after.statusHistory.at(-1)?.at ?? after.updatedAt ?? new Date();
  const write = notify(after.uid, orderStatusNotification({ id: orderId, ...after }, after.status, after.cancelReason), orderId, {
    id: stepNotificationId(orderId, after.status),
    at,
  });
  // Already there: told by an earlier delivery of this event. Anything else fails the delivery, which the trigger's
  // retry sends again.
  await onFirebaseError(ALREADY_EXISTS, write.ref.create(write.create), () => undefined);
}

/** An order as a trigger's snapshot holds it, read through its schema (Timestamps become Dates). */
export const orderOfSnapshot = (path: string, data: unknown): OrderDocument => readStoredDocument(orderDocumentSchema, data, path);
