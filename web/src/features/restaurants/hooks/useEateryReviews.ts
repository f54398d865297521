import { useState } from 'react';
import type { PublicReviewsPage } from '@campuseats/common/reviews';
import { errorMessage } from '@/lib/apiClient';
import { useAsync } from '@/lib/useAsync';
import { fetchEateryReviews } from '../api/reviews';

/**
 * The reviews shown so far with the next page added, its cursor and the latest figures. A review already listed
 * is not listed twice: the cursor is the last review shown, so pages do not overlap, but two answers to one page
 * (a slow one and its retry) must not double it.
 */
export function withPage(shown: PublicReviewsPage | null, page: PublicReviewsPage): PublicReviewsPage {
  if (!shown) return page;
  const listed = new Set(shown.reviews.map((review) => review.id));
  return { ...page, reviews: [...shown.reviews, ...page.reviews.filter((review) => !listed.has(review.id))] };
}

/** The menu's reviews: the newest page, then "More reviews" after the cursor (docs/product.md#reviews). */
export function useEateryReviews(eateryId: string) {
  const first = useAsync((signal) => fetchEateryReviews(eateryId, null, signal), eateryId);
  // Later pages belong to the first page they followed: Try Again or another eatery starts over.
  const [later, setLater] = useState<{ after: PublicReviewsPage; shown: PublicReviewsPage } | null>(null);
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const shown = first.status === 'success' ? (later?.after === first.data ? later.shown : first.data) : null;

  const loadMore = () => {
    if (!first.data || !shown?.nextCursor || more.loading) return;
    const after = first.data;
    setMore({ loading: true, error: null });
    fetchEateryReviews(eateryId, shown.nextCursor).then(
      (page) => {
        setLater({ after, shown: withPage(shown, page) });
        setMore({ loading: false, error: null });
      },
      (error: unknown) => setMore({ loading: false, error: errorMessage(error, 'Could not load more reviews.') }),
    );
  };

  return { status: first.status, error: first.error, retry: first.retry, shown, loadMore, loadingMore: more.loading, moreError: more.error };
}
