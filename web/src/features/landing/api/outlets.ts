import { RESTAURANTS_MAX_PAGE_SIZE } from '@campuseats/common/restaurantOptions';
import type { RestaurantSummary } from '@campuseats/common/restaurants';
import { apiRequest } from '@/lib/apiClient';
import { restaurantListAnswer } from '@/lib/restaurantAnswers';

/** Every eatery on campus (a campus has tens, one page of the largest size holds them). */
export async function fetchAllOutlets(signal: AbortSignal): Promise<RestaurantSummary[]> {
  const response = await apiRequest('/vendors/restaurants', {
    auth: 'none',
    // A first visit's answer: checked without zod (lib/restaurantAnswers.ts).
    schema: restaurantListAnswer,
    signal,
    query: { limit: RESTAURANTS_MAX_PAGE_SIZE, sort: 'rating' },
  });
  return response.data;
}
