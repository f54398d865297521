import { lazy, Suspense, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useInView } from '@/lib/useInView';

// The reviews' code, data and schema stay out of the menu's first download: they load as the student scrolls near.
const RestaurantReviews = lazy(() => import('./RestaurantReviews'));

/** "Reviews" under the menu (docs/product.md#reviews): a heading at once, the reviews once it comes near the screen. */
export function ReviewsSection({ eateryId, eateryName }: { eateryId: string; eateryName: string }) {
  const ref = useRef<HTMLElement>(null);
  const near = useInView(ref, '400px');
  return (
    <Box component="section" ref={ref} aria-labelledby="reviews-heading" sx={{ mt: 4, minHeight: 160 }}>
      <Typography id="reviews-heading" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        Reviews
      </Typography>
      {near && (
        <Suspense
          fallback={
            <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
              Loading reviews...
            </Typography>
          }
        >
          <RestaurantReviews eateryId={eateryId} eateryName={eateryName} />
        </Suspense>
      )}
    </Box>
  );
}
