import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { DialogForm } from '@/components/DialogForm';
import { StaffReviewsCard } from '@/components/StaffReviewsCard';
import { errorMessage } from '@/lib/apiClient';
import type { LiveReview } from '@/lib/live/converters';
import { allReviewChanges } from '@/lib/live/reviews';
import { moderateReview } from '../api/admin';

const REASON_MAX = 200;
const FAILED = 'Something went wrong. Please try again.';

/** "Hide review?" with an optional reason the vendor and admins see beside it. */
function HideDialog({ review, onClose }: { review: LiveReview; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const hide = useMutation({ mutationFn: () => moderateReview(review.id, { hidden: true, reason: reason.trim() || undefined }), onSuccess: onClose });
  const saving = hide.isPending;
  return (
    <Dialog open onClose={onClose} aria-labelledby="hide-review-title" fullWidth maxWidth="sm">
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          hide.mutate();
        }}
      >
        <DialogTitle id="hide-review-title">Hide the review of order {review.orderNumber}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            It leaves {review.vendorName}&apos;s rating and the menu page, and {review.author} is told it was hidden. You can show it again later.
          </DialogContentText>
          {hide.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(hide.error, FAILED)}
            </Alert>
          )}
          <TextField
            label="Reason (optional)"
            fullWidth
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reason.trim().length > REASON_MAX}
            helperText={`${reason.length}/${REASON_MAX}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" color="warning" variant="contained" disabled={saving || reason.trim().length > REASON_MAX}>
            {saving ? 'Hiding...' : 'Hide Review'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
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
      {show.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(show.error, FAILED)}
        </Alert>
      )}
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
