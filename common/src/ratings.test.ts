import { describe, expect, it } from 'vitest';
import { averageRating, ratingWithCount, reviewerName, startingFigures } from './ratings';

describe('rating arithmetic', () => {
  it('keeps figures as whole stars: the average is derived, rounded to one decimal', () => {
    expect(averageRating(563, 128)).toBe(4.4);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBeNull();
  });

  it('moves by the difference only when a review is edited, and by the review when hidden', () => {
    const start = startingFigures(4.4, 128);
    const rated = { ratingSum: start.ratingSum + 2, ratingCount: start.ratingCount + 1 };
    const edited = { ...rated, ratingSum: rated.ratingSum + (5 - 2) };
    const hidden = { ratingSum: edited.ratingSum - 5, ratingCount: edited.ratingCount - 1 };
    expect(hidden).toEqual(start);
    expect(averageRating(edited.ratingSum, edited.ratingCount)).toBe(4.4);
  });

  // The sum is off by at most half a star, so over 10 ratings the average rounds back to the seeded one.
  it('starts from a seeded average and count (over 10) that average back to it', () => {
    for (const [rating, count] of [
      [4.4, 128],
      [3.9, 41],
      [4.8, 17],
      [4.1, 230],
    ] as const) {
      const { ratingSum, ratingCount } = startingFigures(rating, count);
      expect(Number.isInteger(ratingSum)).toBe(true);
      expect(averageRating(ratingSum, ratingCount)).toBe(rating);
    }
  });

  it('says the rating with its count, one decimal always', () => {
    expect(ratingWithCount(4.4, 128)).toBe('4.4 · 128 ratings');
    expect(ratingWithCount(5, 1)).toBe('5.0 · 1 rating');
    expect(ratingWithCount(null, 0)).toBe('New');
  });

  it('names a reviewer by first name and last initial', () => {
    expect(reviewerName('Aarav', 'sharma')).toBe('Aarav S.');
    expect(reviewerName('Meera', '')).toBe('Meera');
    expect(reviewerName(' ', ' ')).toBe('A student');
  });
});
