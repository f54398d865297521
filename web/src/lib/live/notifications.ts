import { doc, limit, orderBy, query, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { COLLECTIONS } from '@campuseats/common/documents';
import { NOTIFICATIONS_PAGE_SIZE, UNREAD_COUNT_CAP } from '@campuseats/common/notifications';
import { liveNotifications } from './collections';
import type { FeedItem } from './converters';
import { firestore } from './firestore';
import { queryChanges } from './sources';

/** The user's unread items, one more than the bell counts so it knows when to say "99+"; unordered, as it only counts them. */
export const unreadFeedChanges = (uid: string) => queryChanges(query(liveNotifications(uid), where('read', '==', false), limit(UNREAD_COUNT_CAP + 1)));

/** The newest `pages` pages of the feed, newest first. */
export const feedChanges = (uid: string, pages: number) =>
  queryChanges(query(liveNotifications(uid), orderBy('createdAt', 'desc'), limit(NOTIFICATIONS_PAGE_SIZE * pages)));

/** The one client write the rules allow, one update per item: another tab's marking of one, refused, must not stop the others. */
export async function markFeedItemsRead(uid: string, items: readonly Pick<FeedItem, 'id'>[]): Promise<void> {
  await Promise.allSettled(
    items.map(({ id }) => updateDoc(doc(firestore, COLLECTIONS.users, uid, COLLECTIONS.notifications, id), { read: true, readAt: serverTimestamp() })),
  );
}
