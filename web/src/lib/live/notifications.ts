import { doc, limit, orderBy, query, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { COLLECTIONS } from '@campuseats/common/documents';
import { NOTIFICATIONS_PAGE_SIZE, UNREAD_COUNT_CAP } from '@campuseats/common/notifications';
import { liveNotifications } from './collections';
import type { FeedItem } from './converters';
import { firestore } from './firestore';
import { queryChanges } from './sources';

/**
 * The user's unread items: one more than the bell counts, so that it knows when to say "99+". No order: the
 * single-field index on `read` serves it, and the bell only counts them and watches for new ones.
 */
export const unreadFeedChanges = (uid: string) => queryChanges(query(liveNotifications(uid), where('read', '==', false), limit(UNREAD_COUNT_CAP + 1)));

/** The newest `pages` pages of the feed, newest first. */
export const feedChanges = (uid: string, pages: number) =>
  queryChanges(query(liveNotifications(uid), orderBy('createdAt', 'desc'), limit(NOTIFICATIONS_PAGE_SIZE * pages)));

/**
 * Marks items of the user's own feed read: the one client write the rules allow (firestore.rules,
 * users/{uid}/notifications), `{ read: true, readAt: <the server's time> }` on an unread item and nothing else.
 * An untyped reference, because the feed's converter is read-only. One update per item: another tab may have
 * marked one already, which the rules refuse, and that must not keep the others unread.
 */
export async function markFeedItemsRead(uid: string, items: readonly Pick<FeedItem, 'id'>[]): Promise<void> {
  await Promise.allSettled(
    items.map(({ id }) => updateDoc(doc(firestore, COLLECTIONS.users, uid, COLLECTIONS.notifications, id), { read: true, readAt: serverTimestamp() })),
  );
}
