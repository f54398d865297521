import type { NotificationText } from '@campuseats/common/notifications';
import { notificationsCollection } from '../lib/collections';

// The one place a notification is made, in the batch of its event (docs/architecture.md, "Notifications"), so the feed never disagrees with it.

/** The creation of one notification: a write of a plan (lib/writes.ts), or one to send alone. */
export function notify(recipientUid: string, text: NotificationText, orderId?: string, once?: { id: string; at: Date }) {
  return {
    ref: once ? notificationsCollection(recipientUid).doc(once.id) : notificationsCollection(recipientUid).doc(),
    create: { ...text, ...(orderId ? { orderId } : {}), createdAt: once?.at ?? new Date(), read: false },
  };
}
