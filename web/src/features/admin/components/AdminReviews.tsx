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
        It leaves {review.vendorName}&apos;s rating and the menu page, and {review.author} sees on their order that it was hidden. You can show it again later.
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

/**
 * Hide (through its dialog) or Show again, which puts a hidden review back in the eatery's figures and lists: one
 * button that changes with the review, so the keyboard's focus stays on it when the review is hidden or shown.
 */
function ModerationButton({ review, onHide }: { review: LiveReview; onHide: () => void }) {
  const show = useMutation({ mutationFn: () => moderateReview(review.id, { hidden: false }) });
  const busy = show.isPending;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={review.hidden ? 'primary' : 'warning'}
        onClick={busy ? undefined : review.hidden ? () => show.mutate() : onHide}
        aria-disabled={busy || undefined}
      >
        {review.hidden ? (busy ? 'Saving...' : 'Show again') : 'Hide'}
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
        actions={(review) => <ModerationButton review={review} onHide={() => setHiding(review)} />}
      />
      {hiding && <HideDialog review={hiding} onClose={() => setHiding(null)} />}
    </>
  );
}
