import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { SectionCard } from '@/components/SectionCard';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { REVIEW_MESSAGES } from '@campuseats/common/reviews';
import { RateOrderDialog } from '@/components/RateOrderDialog';
import { ReviewContent } from '@/components/ReviewContent';
import { Stars } from '@/components/Stars';
import { canStillRate, reviewDialogMode } from '@/lib/reviews/reviewForm';
import { useOwnReview } from '../hooks/useTracking';
import { isServed } from '@campuseats/common/orderStatus';

/** "Your Review" on a delivered order, live, editable while it may be changed (docs/product.md#reviews). */
export function OrderReviewCard({ order, live }: { order: LiveOrder; live: boolean }) {
  const [savedRating, setSavedRating] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [shownAt] = useState(() => Date.now());
  // What this tab saved last, until the order's listener (paused, maybe) says the same.
  const rating = order.rating ?? savedRating;
  const review = useOwnReview(order.id, rating !== null, live);
  const deliveredAt = order.deliveredAt ?? order.estimatedDeliveryAt;

  if (!isServed(order.status) || (rating === null && !canStillRate({ status: order.status, estimatedDeliveryAt: deliveredAt }, shownAt))) return null;
  const saved = review.status === 'success' ? review.data : null;
  const editable = rating === null || (saved !== null && reviewDialogMode(saved, shownAt) === 'edit');

  return (
    <SectionCard id="order-review" title="Your Review">
      {rating === null && <Typography sx={{ mb: 1.5 }}>How was your order from {order.vendorName}?</Typography>}
      {saved?.hidden && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {REVIEW_MESSAGES.hiddenNotice}
        </Alert>
      )}
      {saved ? <ReviewContent review={saved} replyFrom={order.vendorName} /> : rating !== null && <Stars rating={rating} />}
      {review.status === 'error' && <Typography color="text.secondary">Your review could not be loaded: {review.error.message}</Typography>}
      {editable && (
        <Box sx={{ mt: 1.5 }}>
          <Button variant={rating === null ? 'contained' : 'outlined'} onClick={() => setOpen(true)}>
            {rating === null ? 'Rate this order' : 'Edit Review'}
          </Button>
        </Box>
      )}
      {open && (
        <RateOrderDialog
          orderId={order.id}
          vendorName={order.vendorName}
          rated={rating !== null}
          onClose={() => setOpen(false)}
          onSaved={(next) => {
            setSavedRating(next.rating);
            setOpen(false);
          }}
        />
      )}
    </SectionCard>
  );
}
