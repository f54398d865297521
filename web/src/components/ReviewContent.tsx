import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { formatDate } from '@/lib/dateTime';
import { Stars } from './Stars';

export interface ShownReview {
  author: string;
  rating: number;
  comment: string;
  /** When it was written. */
  createdAt: Date;
  reply: { text: string; at: Date } | null;
}

/** The eatery's answer under a review. */
export function ReviewReply({ reply, from }: { reply: { text: string; at: Date }; from: string }) {
  return (
    <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        Reply from {from} ·{' '}
        <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
          {formatDate(reply.at)}
        </Box>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {reply.text}
      </Typography>
    </Box>
  );
}

/** One review as every screen shows it: `meta` goes beside the author's name, `children` (the staff's buttons) under it all. */
export function ReviewContent({ review, replyFrom, meta, children }: { review: ShownReview; replyFrom: string; meta?: ReactNode; children?: ReactNode }) {
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{review.author}</Typography>
        <Stars rating={review.rating} />
        <Typography variant="body2" color="text.secondary">
          {formatDate(review.createdAt)}
        </Typography>
        {meta}
      </Stack>
      {review.comment && <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography>}
      {review.reply && <ReviewReply reply={review.reply} from={replyFrom} />}
      {children}
    </Box>
  );
}
