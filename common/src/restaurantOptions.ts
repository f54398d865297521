// Apart from restaurants.ts, so the list's screens draw these without loading zod.

export const DIET_TYPES = ['veg', 'non-veg', 'both'] as const;

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'rating', label: 'Rating' },
  { value: 'delivery_time', label: 'Delivery Time' },
  { value: 'cost', label: 'Cost: Low to High' },
  { value: 'cost_desc', label: 'Cost: High to Low' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

/** The longest search any box takes (eateries, past orders); the API refuses a longer one. */
export const SEARCH_MAX_LENGTH = 100;

export const RESTAURANTS_PAGE_SIZE = 10;
export const RESTAURANTS_MAX_PAGE_SIZE = 50;
