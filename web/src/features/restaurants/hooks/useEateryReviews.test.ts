import { describe, expect, it } from 'vitest';
import type { PublicReview, PublicReviewsPage } from '@campuseats/common/reviews';
import { joinPages } from '@/lib/query/usePagedQuery';
import { shownReviews } from './useEateryReviews';

const review = (id: string): PublicReview => ({
  id,
  rating: 4,
  comment: '',
  author: 'Aarav S.',
  createdAt: '2026-11-22T07:30:00.000Z',
  updatedAt: '2026-11-22T07:30:00.000Z',
  reply: null,
});
const page = (ids: string[], nextCursor: string | null, ratingCount = 12): PublicReviewsPage => ({
  rating: 4.2,
  ratingCount,
  reviews: ids.map(review),
  nextCursor,
});
/** What the menu shows after loading `pages`, one after another. */
const shownAfter = (...pages: PublicReviewsPage[]) =>
  shownReviews(
    joinPages(
      pages.map((loaded) => ({ items: loaded.reviews, nextCursor: loaded.nextCursor })),
      (shown) => shown.id,
    ),
    pages.at(-1),
  );

describe('shownReviews', () => {
  it('starts with the first page as it is', () => {
    const first = page(['a', 'b'], 'b');
    expect(shownAfter(first)).toEqual(first);
  });

  it('adds the next page after the ones shown, with its cursor and the latest figures', () => {
    const both = shownAfter(page(['a', 'b'], 'b'), page(['c'], null, 13));
    expect(both?.reviews.map((shown) => shown.id)).toEqual(['a', 'b', 'c']);
    expect(both?.nextCursor).toBeNull();
    expect(both?.ratingCount).toBe(13);
  });

  it('never lists a review twice', () => {
    expect(shownAfter(page(['a', 'b'], 'b'), page(['b', 'c'], 'c'))?.reviews.map((shown) => shown.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows nothing before a page has loaded', () => {
    expect(shownReviews(null, undefined)).toBeNull();
  });
});
