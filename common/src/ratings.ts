// No zod here: the eatery list and the menu page show ratings on a first visit (docs/architecture.md#server-data-on-the-web).

/** Ratings are a sum of stars and a count moved by increments; the average is derived on reading (docs/product.md#reviews). */

/** The eatery's starting figures from a seeded average and count: the sum is whole stars, so it is exact. */
export function startingFigures(rating: number, count: number): { ratingSum: number; ratingCount: number } {
  return { ratingSum: Math.round(rating * count), ratingCount: count };
}

/** The average to one decimal (4.398 → 4.4); with no ratings yet, null. */
export function averageRating(ratingSum: number, ratingCount: number): number | null {
  if (ratingCount <= 0) return null;
  return Math.round((ratingSum * 10) / ratingCount) / 10;
}

/** "4.4 · 128 ratings", "5.0 · 1 rating", "New" with none. */
export function ratingWithCount(rating: number | null, ratingCount: number): string {
  if (rating === null || ratingCount <= 0) return 'New';
  return `${rating.toFixed(1)} · ${ratingCount} rating${ratingCount === 1 ? '' : 's'}`;
}

/** "Aarav S.": a reviewer as others see them. */
export function reviewerName(first: string, last: string): string {
  const initial = last.trim().charAt(0).toUpperCase();
  return [first.trim() || 'A student', initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** A review can be given, and corrected, for this long after the order was delivered or collected. */
export const REVIEW_EDIT_WINDOW_MS = 48 * 60 * 60 * 1000;
