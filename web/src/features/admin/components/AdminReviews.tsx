import { useState } from 'react';
import { Button, DialogContentText, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { ConfirmActionDialog } from '@/components/ConfirmActionDialog';
import { MutationError } from '@/components/MutationError';
import { StaffReviewsCard } from '@/components/StaffReviewsCard';
import type { LiveReview } from '@/lib/live/converters';
import { allReviewChanges } from '@/lib/live/reviews';
import { moderateReview } from '../api/admin';

const REASON_MAX = 200;

/** "Hide review?" with an optional reason the vendor and admins see beside it. */
function HideDialog({ review, onClose }: { review: LiveReview; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const hide = useMutation({ mutationFn: () => moderateReview(review.id, { hidden: true, reason: reason.trim() || undefined }), onSuccess: onClose });
  return (
    <ConfirmActionDialog
      titleId="hide-review-title"
      title={`Hide the review of order ${review.orderNumber}?`}
      action={hide}
      confirmLabel="Hide Review"
      workingLabel="Hiding..."
      color="warning"
      blocked={reason.trim().length > REASON_MAX}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        It leaves {review.vendorName}&apos;s rating and the menu page, and {review.author} is told it was hidden. You can show it again later.
      </DialogContentText>
      <TextField
        label="Reason (optional)"
        fullWidth
        autoFocus
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reason.trim().length > REASON_MAX}
        helperText={`${reason.length}/${REASON_MAX}`}
      />
    </ConfirmActionDialog>
  );
}

/** Show again: puts a hidden review back in the eatery's figures and lists. */
function ShowAgainButton({ review }: { review: LiveReview }) {
  const show = useMutation({ mutationFn: () => moderateReview(review.id, { hidden: false }) });
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => show.mutate()} disabled={show.isPending}>
        {show.isPending ? 'Saving...' : 'Show again'}
      </Button>
      <MutationError mutation={show} sx={{ mt: 1 }} />
    </>
  );
}

/** The dashboard's reviews of every eatery, newest first and live, with Hide and Show again (docs/product.md#reviews). */
export function AdminReviews() {
  const [hiding, setHiding] = useState<LiveReview | null>(null);
  return (
    <>
      <StaffReviewsCard
        listKey="all-reviews"
        listen={allReviewChanges}
        showEatery
        empty="No reviews yet."
        actions={(review) =>
          review.hidden ? (
            <ShowAgainButton review={review} />
          ) : (
            <Button size="small" variant="outlined" color="warning" onClick={() => setHiding(review)}>
              Hide
            </Button>
          )
        }
      />
      {hiding && <HideDialog review={hiding} onClose={() => setHiding(null)} />}
    </>
  );
}
