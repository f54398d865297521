import type { FeedItem } from '@/lib/live/converters';
import { feedChanges, unreadFeedChanges } from '@/lib/live/notifications';
import { useLiveSnapshot, useLiveSnapshotKeepingLast, type LiveState } from '@/lib/live/useLiveSnapshot';

/** The user's unread items, live, for the bell's count and its system notifications. */
export function useUnreadFeed(uid: string): LiveState<FeedItem[]> {
  return useLiveSnapshot(`feed-unread:${uid}`, () => unreadFeedChanges(uid));
}

/** The newest `pages` pages of the feed, live; the shown items stay while a new page's listen starts, and `attempt` restarts a failed one. */
export function useFeedPages(uid: string, pages: number, attempt: number): LiveState<FeedItem[]> {
  return useLiveSnapshotKeepingLast(`feed:${uid}:${pages}:${attempt}`, () => feedChanges(uid, pages));
}
