import { Suspense, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { canStillRate, isServed } from '@campuseats/common/orderStatus';
import { SectionCard } from '@/components/SectionCard';
import { Stars } from '@/components/Stars';
import { lazyOnDemand, usePreloadAfterPaint } from '@/lib/lazyNow';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import type { OrderOnPage } from '../orderOnPage';

const OwnReview = lazyOnDemand(() => import('./OwnReview'), 'OwnReview');
const RateOrderDialog = lazyOnDemand(() => import('@/components/RateOrderDialog'), 'RateOrderDialog');

function RateButton({ vendorName, onRate }: { vendorName: string; onRate: () => void }) {
  usePreloadAfterPaint(true, RateOrderDialog);
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>How was your order from {vendorName}?</Typography>
      <Box sx={{ mt: 1.5 }}>
        <Button variant="contained" onClick={onRate}>
          Rate this order
        </Button>
      </Box>
    </>
  );
}

/** "Your Review" on a delivered order, live, editable while it may be changed (docs/product.md#reviews). */
export function OrderReviewCard({ order, live }: { order: OrderOnPage; live: boolean }) {
  const [savedRating, setSavedRating] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [shownAt] = useState(() => Date.now());
  // What this tab saved last, until the order's listener (paused, maybe) says the same.
  const rating = order.rating ?? savedRating;
  // A first rating replaces its Rate button with the review: the focus moves to the review.
  const [ratedHere, setRatedHere] = useState(false);
  const reviewRef = useFocusOnChange<HTMLDivElement>(ratedHere && rating !== null);
  const deliveredAt = order.deliveredAt ?? order.estimatedDeliveryAt;

  if (!isServed(order.status) || (rating === null && !canStillRate({ status: order.status, estimatedDeliveryAt: deliveredAt }, shownAt))) return null;

  return (
    <SectionCard id="order-review" title="Your Review">
      {rating === null ? (
        <RateButton vendorName={order.vendorName} onRate={() => setOpen(true)} />
      ) : (
        // The stars are known from the order; the words, the reply and whether it may still be edited from the review.
        <Box ref={reviewRef} tabIndex={-1}>
          <Suspense fallback={<Stars rating={rating} />}>
            <OwnReview orderId={order.id} rating={rating} vendorName={order.vendorName} live={live} shownAt={shownAt} onEdit={() => setOpen(true)} />
          </Suspense>
        </Box>
      )}
      {open && (
        <Suspense fallback={null}>
          <RateOrderDialog
            orderId={order.id}
            vendorName={order.vendorName}
            rated={rating !== null}
            onClose={() => setOpen(false)}
            onSaved={(next) => {
              if (rating === null) setRatedHere(true);
              setSavedRating(next.rating);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
