import { useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, type Review, type ReviewRequest } from '@campuseats/common/reviews';
import { errorMessage } from '@/lib/apiClient';
import { queryKeys } from '@/lib/query/queryKeys';
import { fetchOwnReview, submitReview } from '@/lib/reviews/ownReview';
import { useCheckedForm } from '@/lib/useCheckedForm';
import { checkReviewDraft, commentProblem, reviewDialogMode, type ReviewDraft } from '@/lib/reviews/reviewForm';
import { CountedHelperText } from './CountedHelperText';
import { DialogForm } from './DialogForm';
import { RetryAlert } from './RetryAlert';
import { ReviewContent, ReviewReply, type ShownReview } from './ReviewContent';
import { StarRatingInput } from './StarRatingInput';

const TITLE_ID = 'rate-order-title';
const SAVE_FAILED = 'Could not save your review. Please try again.';

/** A review from the API with its dates as Dates, as ReviewContent draws it. */
const shownReview = (review: Review): ShownReview => ({
  ...review,
  createdAt: new Date(review.createdAt),
  reply: review.reply ? { text: review.reply.text, at: new Date(review.reply.at) } : null,
});

interface Props {
  orderId: string;
  vendorName: string;
  /** The order has a review already: the dialog loads it, to edit while it may be edited or to read after. */
  rated: boolean;
  onClose: () => void;
  /** The review as the API saved it; the dialog is done. */
  onSaved: (review: Review) => void;
}

/** Rating a delivered order, or changing the review while it may be changed; otherwise says why not (docs/product.md#reviews). */
export function RateOrderDialog({ orderId, vendorName, rated, onClose, onSaved }: Props) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      {rated ? (
        <SavedReview orderId={orderId} vendorName={vendorName} onClose={onClose} onSaved={onSaved} />
      ) : (
        <ReviewForm orderId={orderId} vendorName={vendorName} review={null} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

type PartProps = Omit<Props, 'rated'>;

function SavedReview({ orderId, vendorName, onClose, onSaved }: PartProps) {
  const saved = useQuery({ queryKey: queryKeys.ownReview(orderId), queryFn: ({ signal }) => fetchOwnReview(orderId, signal) });
  // When the dialog opened: the window is judged once, the API judges again on submit.
  const [openedAt] = useState(() => Date.now());

  const mode = saved.status === 'success' ? reviewDialogMode(saved.data, openedAt) : null;
  if (saved.status === 'success' && (!saved.data || mode === 'new' || mode === 'edit'))
    return <ReviewForm orderId={orderId} vendorName={vendorName} review={saved.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <>
      <DialogTitle id={TITLE_ID}>Your review of {vendorName}</DialogTitle>
      <DialogContent>
        {saved.status === 'pending' && (
          <Stack role="status" direction="row" sx={{ alignItems: 'center', gap: 2, py: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Loading your review...</Typography>
          </Stack>
        )}
        {saved.status === 'error' && (
          <RetryAlert retryLabel="Try Again" onRetry={() => void saved.refetch()}>
            {errorMessage(saved.error, 'Could not load your review.')}
          </RetryAlert>
        )}
        {saved.status === 'success' && saved.data && (
          <>
            <Alert severity={mode === 'hidden' ? 'warning' : 'info'} sx={{ mb: 2 }}>
              {mode === 'hidden' ? REVIEW_MESSAGES.hiddenNotice : REVIEW_MESSAGES.editWindowOver}
            </Alert>
            <ReviewContent review={shownReview(saved.data)} replyFrom={vendorName} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}

function ReviewForm({ orderId, vendorName, review, onClose, onSaved }: PartProps & { review: Review | null }) {
  const queryClient = useQueryClient();
  const { draft, set, messages, failure, saving, submit } = useCheckedForm({
    initial: (): ReviewDraft => ({ rating: review?.rating ?? null, comment: review?.comment ?? '' }),
    check: checkReviewDraft,
    save: (request: ReviewRequest) => submitReview(orderId, request),
    onSaved: (saved: Review) => {
      // The dialog opened again shows the review as saved.
      queryClient.setQueryData(queryKeys.ownReview(orderId), saved);
      onSaved(saved);
    },
    failed: SAVE_FAILED,
  });
  // Too long shows as it is typed; a missing star only once Submit was pressed.
  const commentMessage = messages.comment ?? commentProblem(draft.comment);

  return (
    <DialogForm onSubmit={submit}>
      <DialogTitle id={TITLE_ID}>{review ? `Edit your review of ${vendorName}` : `Rate ${vendorName}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <StarRatingInput
            name={`rating-${orderId}`}
            label="Your rating"
            value={draft.rating}
            error={messages.rating}
            onChange={(rating) => set('rating', rating)}
          />
          <TextField
            label="Comment (optional)"
            placeholder="What did you like, what could be better?"
            multiline
            minRows={3}
            // It scrolls inside from here: grown with a long comment, it pushed its message below a phone's screen.
            maxRows={8}
            fullWidth
            value={draft.comment}
            onChange={(event) => set('comment', event.target.value)}
            error={Boolean(commentMessage)}
            helperText={<CountedHelperText message={commentMessage} length={draft.comment.length} max={REVIEW_COMMENT_MAX} />}
          />
          {review?.reply && <ReviewReply reply={{ text: review.reply.text, at: new Date(review.reply.at) }} from={vendorName} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : review ? 'Save Changes' : 'Submit Review'}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
