import { RESTAURANTS_MAX_PAGE_SIZE } from '@campuseats/common/restaurantOptions';
import type { RestaurantSummary } from '@campuseats/common/restaurants';
import { apiRequest } from '@/lib/apiClient';

/** Every eatery on campus (a campus has tens, one page of the largest size holds them). */
export async function fetchAllOutlets(signal: AbortSignal): Promise<RestaurantSummary[]> {
  const response = await apiRequest('/vendors/restaurants', {
    auth: 'none',
    // The schema (and zod) loads beside the request, not before the first screen.
    schema: import('@campuseats/common/restaurants').then((schemas) => schemas.restaurantListResponseSchema),
    signal,
    query: { limit: RESTAURANTS_MAX_PAGE_SIZE, sort: 'rating' },
  });
  return response.data;
}
