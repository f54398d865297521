import type { FeedItem } from '@/lib/live/converters';
import { feedChanges, unreadFeedChanges } from '@/lib/live/notifications';
import { useLiveSnapshot, useLiveSnapshotKeepingLast, type LiveState } from '@/lib/live/useLiveSnapshot';

/** The user's unread items, live, for the bell's count and its system notifications. */
export function useUnreadFeed(uid: string): LiveState<FeedItem[]> {
  return useLiveSnapshot(`feed-unread:${uid}`, () => unreadFeedChanges(uid));
}

/**
 * The newest `pages` pages of the feed, live, while the panel is open. "Show older" asks for one more page, which
 * starts a new listen: meanwhile the items already shown stay, so the list does not blink. `attempt` restarts a
 * listen that failed (Try Again).
 */
export function useFeedPages(uid: string, pages: number, attempt: number): LiveState<FeedItem[]> {
  return useLiveSnapshotKeepingLast(`feed:${uid}:${pages}:${attempt}`, () => feedChanges(uid, pages));
}
