import type { NotificationText } from '@campuseats/common/notifications';
import { notificationsCollection } from '../lib/collections';
import type { PlannedWrite } from '../lib/writes';

/**
 * The one place a notification is made (docs/architecture.md, "Notifications"): a write of the recipient's feed,
 * planned into the same batch as the event, so the feed never tells of something that did not happen and never
 * misses something that did. The web app shows it live (a Firestore listener) and as a system notification
 * through its service worker. On deploy, a push through Firebase Cloud Messaging would hang off these documents
 * (a Firestore trigger on users/{uid}/notifications); FCM has no emulator, so nothing here depends on it.
 */
export function notify(recipientUid: string, text: NotificationText, orderId?: string): PlannedWrite {
  return {
    ref: notificationsCollection(recipientUid).doc(),
    create: { ...text, ...(orderId ? { orderId } : {}), createdAt: new Date(), read: false },
  };
}
