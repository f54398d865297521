import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { STAFF_REVIEWS_PAGE_SIZE } from '@campuseats/common/reviews';
import type { LiveReview } from '@/lib/live/converters';
import type { Observable } from 'rxjs';
import { useLiveSnapshotKeepingLast } from '@/lib/live/useLiveSnapshot';
import { useFocusFirstNew } from '@/lib/useFocusOnChange';
import { ReviewContent } from './ReviewContent';
import { RetryAlert } from './RetryAlert';
import { SectionCard } from './SectionCard';

interface Props {
  /** Names the list (an eatery's, or every eatery's): a new name starts it over. */
  listKey: string;
  /** Follows the newest `pages` pages of the list, newest first (lib/live/reviews.ts). */
  listen: (pages: number) => Observable<LiveReview[]>;
  /** Admins see every eatery's reviews: each names its eatery. */
  showEatery?: boolean;
  empty: string;
  /** The buttons under one review (Reply, Hide...). */
  actions: (review: LiveReview) => ReactNode;
}

/** "Reviews" on the staff consoles, live and newest first, hidden ones flagged with their reason (docs/product.md#reviews). */
export function StaffReviewsCard({ listKey, listen, showEatery = false, empty, actions }: Props) {
  const [pages, setPages] = useState(1);
  // A failed listen starts again on Retry; the reviews shown stay while the longer list's listen starts.
  const [attempt, setAttempt] = useState(0);
  const reviews = useLiveSnapshotKeepingLast(`${listKey}:${pages}:${attempt}`, () => listen(pages));
  const mayHaveMore = reviews.status === 'success' && reviews.data.length >= pages * STAFF_REVIEWS_PAGE_SIZE;
  const more = useFocusFirstNew(reviews.data?.length ?? 0);
  return (
    <SectionCard id="reviews" title="Reviews" sx={{ mt: 3 }}>
      {reviews.status === 'loading' && <Skeleton role="status" aria-label="Loading reviews" variant="rounded" height={120} />}
      {reviews.status === 'error' && <RetryAlert onRetry={() => setAttempt((count) => count + 1)}>Failed to load reviews: {reviews.error.message}</RetryAlert>}
      {reviews.status === 'success' && reviews.data.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      {reviews.status === 'success' && reviews.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {reviews.data.map((review, index) => (
            <Box
              component="li"
              key={review.id}
              {...more.targetOf(index)}
              sx={{ pt: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { pt: 0, borderTop: 0 } }}
            >
              <Box component="article" aria-label={`Review of order ${review.orderNumber}`}>
                <ReviewContent
                  review={review}
                  replyFrom={review.vendorName}
                  meta={
                    <>
                      <Typography variant="body2" color="text.secondary">
                        {showEatery ? `${review.vendorName} · ` : ''}Order {review.orderNumber}
                      </Typography>
                      {review.hidden && <Chip size="small" color="warning" variant="outlined" label="Hidden" />}
                    </>
                  }
                >
                  {review.hidden && review.hiddenReason && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      Hidden because: {review.hiddenReason}
                    </Typography>
                  )}
                  <Box sx={{ mt: 1 }}>{actions(review)}</Box>
                </ReviewContent>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      {mayHaveMore && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={more.loadWith(() => setPages((count) => count + 1))}>
            Show more reviews
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
