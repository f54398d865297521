import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { ratingWithCount } from '@campuseats/common/ratings';
import { ReviewContent } from '@/components/ReviewContent';
import { Stars } from '@/components/Stars';
import { RetryAlert } from '@/components/RetryAlert';
import { QueryLayer } from '@/lib/query/QueryLayer';
import { useEateryReviews } from '../hooks/useEateryReviews';

/** While the first page is on its way: two reviews' worth of lines. */
function ReviewsSkeleton() {
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
        Loading reviews...
      </Typography>
      <Stack spacing={2} aria-hidden sx={{ mt: 2 }}>
        <Skeleton width={180} height={32} />
        {[0, 1].map((index) => (
          <Box key={index}>
            <Skeleton width="40%" />
            <Skeleton width="90%" />
          </Box>
        ))}
      </Stack>
    </>
  );
}

/** The menu's reviews (docs/product.md#reviews): the eatery's figures, its newest reviews with replies, and "More reviews". */
export default function RestaurantReviews(props: { eateryId: string; eateryName: string }) {
  // The menu reads its dishes without TanStack Query; its reviews, loaded later, bring it.
  return (
    <QueryLayer>
      <ReviewsList {...props} />
    </QueryLayer>
  );
}

function ReviewsList({ eateryId, eateryName }: { eateryId: string; eateryName: string }) {
  const reviews = useEateryReviews(eateryId);

  if (reviews.status === 'loading') return <ReviewsSkeleton />;
  if (!reviews.shown) {
    return (
      <RetryAlert retryLabel="Try Again" onRetry={reviews.retry} sx={{ mt: 2 }}>
        Couldn&apos;t load reviews: {reviews.error}
      </RetryAlert>
    );
  }

  const { rating, ratingCount, reviews: list, nextCursor } = reviews.shown;
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1, mb: 2 }}>
        {/* The figures say it in words beside them. */}
        {rating !== null && (
          <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
            <Stars rating={Math.round(rating)} size={22} />
          </Box>
        )}
        <Typography sx={{ fontWeight: 700 }} data-testid="reviews-figures">
          {rating === null ? 'No ratings yet' : ratingWithCount(rating, ratingCount)}
        </Typography>
      </Stack>
      {list.length === 0 ? (
        <Typography color="text.secondary">No reviews to show yet. Students who order here can rate their order once it is delivered.</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((review) => (
            <Box component="li" key={review.id} sx={{ pb: 2, borderBottom: 1, borderColor: 'divider' }}>
              <ReviewContent
                review={{ ...review, createdAt: new Date(review.createdAt), reply: review.reply && { text: review.reply.text, at: new Date(review.reply.at) } }}
                replyFrom={eateryName}
              />
            </Box>
          ))}
        </Stack>
      )}
      {reviews.moreError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {reviews.moreError}
        </Alert>
      )}
      {nextCursor && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={reviews.loadMore} disabled={reviews.loadingMore}>
            {reviews.loadingMore ? 'Loading...' : 'More reviews'}
          </Button>
        </Box>
      )}
    </>
  );
}
