import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@campuseats/common/reviews';
import { checkReviewDraft, commentProblem, reviewDialogMode } from './reviewForm';

describe('checkReviewDraft', () => {
  it('asks for stars first, in the API’s words', () => {
    expect(checkReviewDraft({ rating: null, comment: '' })).toEqual({ messages: { rating: REVIEW_MESSAGES.ratingRequired } });
  });

  it('takes 1 to 5 stars with an optional comment, trimmed', () => {
    expect(checkReviewDraft({ rating: 4, comment: '  Hot and quick  ' })).toEqual({ request: { rating: 4, comment: 'Hot and quick' } });
    expect(checkReviewDraft({ rating: 1, comment: '' })).toEqual({ request: { rating: 1, comment: '' } });
  });

  it('refuses a comment over 500 characters, but not 500 with spaces around them', () => {
    expect(checkReviewDraft({ rating: 5, comment: 'a'.repeat(501) })).toEqual({ messages: { comment: REVIEW_MESSAGES.commentTooLong } });
    expect(checkReviewDraft({ rating: 5, comment: ` ${'a'.repeat(500)} ` }).request?.comment).toHaveLength(500);
  });

  it('names every field that is wrong at once', () => {
    expect(checkReviewDraft({ rating: null, comment: 'a'.repeat(501) }).messages).toEqual({
      rating: REVIEW_MESSAGES.ratingRequired,
      comment: REVIEW_MESSAGES.commentTooLong,
    });
  });
});

describe('commentProblem', () => {
  it('says a comment is too long as it is typed, and nothing before', () => {
    expect(commentProblem('a'.repeat(500))).toBeUndefined();
    expect(commentProblem('')).toBeUndefined();
    expect(commentProblem('a'.repeat(501))).toBe(REVIEW_MESSAGES.commentTooLong);
  });
});

describe('reviewDialogMode', () => {
  const now = Date.UTC(2026, 10, 22, 13, 0);
  const review = { editableUntil: new Date(now + 60_000).toISOString(), hidden: false };

  it('offers a new review, an edit while the window is open, and the review to read once it closed', () => {
    expect(reviewDialogMode(null, now)).toBe('new');
    expect(reviewDialogMode(review, now)).toBe('edit');
    expect(reviewDialogMode({ ...review, editableUntil: new Date(now) }, now)).toBe('window-over');
  });

  it('never offers to edit a hidden review, even within the window', () => {
    expect(reviewDialogMode({ ...review, hidden: true }, now)).toBe('hidden');
  });
});
