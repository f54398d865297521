import type { PublicReview, PublicReviewsPage } from '@campuseats/common/reviews';
import { queryKeys } from '@/lib/query/queryKeys';
import { usePagedQuery, type Paged } from '@/lib/query/usePagedQuery';
import { fetchEateryReviews } from '../api/reviews';

const idOf = (review: PublicReview) => review.id;

/** The reviews shown so far under the newest page's figures (a review written meanwhile counts), and its cursor. */
export function shownReviews(shown: Paged<PublicReview> | null, newest: PublicReviewsPage | undefined): PublicReviewsPage | null {
  return shown && newest ? { ...newest, reviews: shown.items, nextCursor: shown.nextCursor } : null;
}

/** The menu's reviews: the newest page, then "More reviews" after the cursor (docs/product.md#reviews). */
export function useEateryReviews(eateryId: string) {
  const list = usePagedQuery({
    queryKey: queryKeys.eateryReviews(eateryId),
    load: async (cursor, signal) => {
      const page = await fetchEateryReviews(eateryId, cursor, signal);
      return { ...page, items: page.reviews };
    },
    keyOf: idOf,
    failed: 'Unexpected error',
    moreFailed: 'Could not load more reviews.',
  });
  return { ...list, shown: shownReviews(list.shown, list.lastPage) };
}
