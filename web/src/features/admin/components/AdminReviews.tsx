import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
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
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hide = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await moderateReview(review.id, { hidden: true, reason: reason.trim() || undefined });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, FAILED));
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="hide-review-title" fullWidth maxWidth="sm">
      <DialogForm onSubmit={(event) => void hide(event)}>
        <DialogTitle id="hide-review-title">Hide the review of order {review.orderNumber}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            It leaves {review.vendorName}&apos;s rating and the menu page, and {review.author} is told it was hidden. You can show it again later.
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
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
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const show = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await moderateReview(review.id, { hidden: false });
    } catch (error) {
      setFailure(errorMessage(error, FAILED));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => void show()} disabled={saving}>
        {saving ? 'Saving...' : 'Show again'}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
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
