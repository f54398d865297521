import type { DocumentReference, WithFieldValue } from 'firebase-admin/firestore';
import type { NotificationDocument } from '@campuseats/common/documents';
import type { NotificationText } from '@campuseats/common/notifications';
import { notificationsCollection } from '../lib/collections';

/**
 * The one place a notification is made (docs/architecture.md, "Notifications"): a write of the recipient's feed,
 * planned into the same batch as the event, so the feed never tells of something that did not happen and never
 * misses something that did. A notification that follows its event instead (an order's step, services/orderSteps.ts)
 * is made `once`: its id names the event, so writing it again is refused and it is never told twice. The web app shows it live (a Firestore listener) and as a system notification
 * through its service worker. On deploy, a push through Firebase Cloud Messaging would hang off these documents
 * (a Firestore trigger on users/{uid}/notifications); FCM has no emulator, so nothing here depends on it.
 */
/** The creation of one notification: a write of a plan (lib/writes.ts), or one to send alone. */
interface NotificationWrite {
  ref: DocumentReference<NotificationDocument>;
  create: WithFieldValue<NotificationDocument>;
}

export function notify(recipientUid: string, text: NotificationText, orderId?: string, once?: { id: string; at: Date }): NotificationWrite {
  return {
    ref: once ? notificationsCollection(recipientUid).doc(once.id) : notificationsCollection(recipientUid).doc(),
    create: { ...text, ...(orderId ? { orderId } : {}), createdAt: once?.at ?? new Date(), read: false },
  };
}
