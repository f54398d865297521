import { Alert, Box, Button, Typography } from '@mui/material';
import { REVIEW_MESSAGES } from '@campuseats/common/reviews';
import { ReviewContent } from '@/components/ReviewContent';
import { Stars } from '@/components/Stars';
import { reviewDialogMode } from '@/lib/reviews/reviewForm';
import { useOwnReview } from '../hooks/useTracking';

interface OwnReviewProps {
  orderId: string;
  /** The stars the order says it was given, drawn until the review itself is read. */
  rating: number;
  vendorName: string;
  live: boolean;
  shownAt: number;
  onEdit: () => void;
}

/** The student's review of a rated order, read live: its words, the eatery's reply, and Edit while it may be changed. */
export function OwnReview({ orderId, rating, vendorName, live, shownAt, onEdit }: OwnReviewProps) {
  const review = useOwnReview(orderId, live);
  const saved = review.status === 'success' ? review.data : null;
  return (
    <>
      {saved?.hidden && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {REVIEW_MESSAGES.hiddenNotice}
        </Alert>
      )}
      {saved ? <ReviewContent review={saved} replyFrom={vendorName} /> : <Stars rating={rating} />}
      {review.status === 'error' && <Typography color="text.secondary">Your review could not be loaded: {review.error.message}</Typography>}
      {saved && reviewDialogMode(saved, shownAt) === 'edit' && (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" onClick={onEdit}>
            Edit Review
          </Button>
        </Box>
      )}
    </>
  );
}
