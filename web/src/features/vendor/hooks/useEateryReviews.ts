import type { LiveReview } from '@/lib/live/converters';
import { eateryReviewChanges } from '@/lib/live/reviews';
import { useLiveSnapshotKeepingLast, type LiveState } from '@/lib/live/useLiveSnapshot';

/** The eatery's newest `pages` pages of reviews, hidden ones included, live; `attempt` restarts a failed listen. */
export function useEateryReviews(eateryId: string, pages: number, attempt: number): LiveState<LiveReview[]> {
  return useLiveSnapshotKeepingLast(`eatery-reviews:${eateryId}:${pages}:${attempt}`, () => eateryReviewChanges(eateryId, pages));
}
