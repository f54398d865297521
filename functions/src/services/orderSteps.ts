import { orderDocumentSchema, readStoredDocument, type OrderDocument } from '@campuseats/common/documents';
import { orderStatusNotification, wantsNotification } from '@campuseats/common/notifications';
import { ALREADY_EXISTS, onFirebaseError } from '../lib/apiError';
import { usersCollection } from '../lib/collections';
import { notify } from './notifications';

// What follows an order's step runs from a trigger, not in the step's batch (docs/decisions/0012-order-steps-commit-alone.md).

/** The id of the notification of `orderId` reaching `status`: one per step, so a repeated delivery writes nothing. */
const stepNotificationId = (orderId: string, status: string) => `${orderId}_${status}`;

/** Tells the student of their order's new step once: the notification's id names the step, so a repeated trigger's write is refused. */
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
  // Already there: an earlier delivery told the student. Anything else fails the delivery, which the trigger retries.
  await onFirebaseError(ALREADY_EXISTS, write.ref.create(write.create), () => undefined);
}

/** An order as a trigger's snapshot holds it, read through its schema (Timestamps become Dates). */
export const orderOfSnapshot = (path: string, data: unknown): OrderDocument => readStoredDocument(orderDocumentSchema, data, path);
