import { reviewRequestSchema, type ReviewRequest } from '@campuseats/common/reviews';
import { checkWith, type CheckedDraft } from '@/lib/fieldMessages';

// The dialog checks a draft with the request schema the API parses it with (docs/product.md#reviews).

/** What the dialog holds: no stars until one is chosen. */
export interface ReviewDraft {
  rating: number | null;
  comment: string;
}

/** The draft as the API takes it, or the messages that stop it ("Choose from 1 to 5 stars", ...). */
export function checkReviewDraft(draft: ReviewDraft): CheckedDraft<ReviewRequest> {
  return checkWith(reviewRequestSchema, { rating: draft.rating ?? undefined, comment: draft.comment });
}

/** What is wrong with the comment alone (too long), for the message shown while typing. */
export function commentProblem(comment: string): string | undefined {
  const parsed = reviewRequestSchema.shape.comment.safeParse(comment);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** What the dialog offers for a review: the form (new or to edit), or the review to read with the reason it is closed. */
type ReviewDialogMode = 'new' | 'edit' | 'hidden' | 'window-over';

export function reviewDialogMode(review: { editableUntil: string | Date; hidden: boolean } | null, now: number): ReviewDialogMode {
  if (!review) return 'new';
  if (review.hidden) return 'hidden';
  return new Date(review.editableUntil).getTime() > now ? 'edit' : 'window-over';
}
