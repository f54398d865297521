import { RESTAURANTS_MAX_PAGE_SIZE } from '@campuseats/common/restaurantOptions';
import type { RestaurantSummary } from '@campuseats/common/restaurants';
import * as routes from '@campuseats/common/api/routes/public';
import { apiRequest } from '@/lib/apiClient';
import { restaurantListAnswer } from '@/lib/restaurantAnswers';

/** Every eatery on campus (a campus has tens, one page of the largest size holds them). */
export async function fetchAllOutlets(signal: AbortSignal): Promise<RestaurantSummary[]> {
  const response = await apiRequest(routes.listRestaurants, {
    // A first visit's answer: taken as its schema's type, not parsed (lib/restaurantAnswers.ts).
    schema: restaurantListAnswer,
    signal,
    query: { limit: RESTAURANTS_MAX_PAGE_SIZE, sort: 'rating' },
  });
  return response.data;
}
