import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import { REVIEW_REPLY_MAX, replyRequestSchema, type ReplyRequest } from '@campuseats/common/reviews';
import { useMutation } from '@tanstack/react-query';
import { CountedHelperText } from '@/components/CountedHelperText';
import { StaffReviewsCard } from '@/components/StaffReviewsCard';
import { errorMessage } from '@/lib/apiClient';
import type { LiveReview } from '@/lib/live/converters';
import { eateryReviewChanges } from '@/lib/live/reviews';
import { apiFieldMessages, checkWith } from '@/lib/fieldMessages';
import { replyToReview } from '../api/vendor';

/** Reply, or Edit reply: the vendor's answer to one review, saved through the API; the list shows it from the listener. */
function ReplyControl({ review }: { review: LiveReview }) {
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reply = useMutation({
    mutationFn: (request: ReplyRequest) => replyToReview(review.id, request),
    onSuccess: () => setText(null),
    onError: (error) => setProblem(apiFieldMessages(error)?.text ?? errorMessage(error, 'Could not save the reply. Please try again.')),
  });
  const saving = reply.isPending;

  if (text === null) {
    return (
      <Button size="small" variant="outlined" onClick={() => setText(review.reply?.text ?? '')}>
        {review.reply ? 'Edit reply' : 'Reply'}
      </Button>
    );
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(replyRequestSchema, { text });
    setProblem(checked.messages?.text ?? null);
    if (checked.request) reply.mutate(checked.request);
  };
  return (
    <Box component="form" noValidate onSubmit={save}>
      <Stack spacing={1}>
        <TextField
          label="Your reply"
          multiline
          minRows={2}
          fullWidth
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={problem !== null || text.trim().length > REVIEW_REPLY_MAX}
          helperText={<CountedHelperText message={problem} length={text.length} max={REVIEW_REPLY_MAX} />}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" size="small" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save Reply'}
          </Button>
          <Button size="small" onClick={() => setText(null)} disabled={saving}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The eatery's reviews, live; one hidden by CampusEats takes no reply (docs/product.md#reviews). */
export function VendorReviews({ eateryId }: { eateryId: string }) {
  return (
    <StaffReviewsCard
      listKey={`eatery-reviews:${eateryId}`}
      listen={(pages) => eateryReviewChanges(eateryId, pages)}
      empty="No reviews yet. Students rate their orders once they are delivered."
      actions={(review) => (review.hidden ? null : <ReplyControl review={review} />)}
    />
  );
}
