import type { RestaurantDetail, RestaurantListResponse } from '@campuseats/common/restaurants';
import { apiRequest } from '@/lib/apiClient';
import type { RestaurantFilters } from '../hooks/useRestaurantFilters';
import { takeEarlyMenuResponse } from './earlyMenu';

// These screens are a first visit's: their schemas (and zod) load beside the request, not before the screen.
const loadSchemas = () => import('@campuseats/common/restaurants');

export function fetchRestaurants(filters: RestaurantFilters, signal: AbortSignal): Promise<RestaurantListResponse> {
  return apiRequest('/vendors/restaurants', {
    auth: 'none',
    schema: loadSchemas().then((schemas) => schemas.restaurantListResponseSchema),
    signal,
    query: {
      search: filters.search,
      category: filters.category,
      diet: filters.vegOnly ? 'veg' : undefined,
      sort: filters.sort === 'relevance' ? undefined : filters.sort,
      page: filters.page > 1 ? filters.page : undefined,
    },
  });
}

export async function fetchRestaurantDetail(id: string, signal: AbortSignal): Promise<RestaurantDetail> {
  const response = await apiRequest(`/vendors/restaurants/${encodeURIComponent(id)}`, {
    auth: 'none',
    schema: loadSchemas().then((schemas) => schemas.restaurantDetailResponseSchema),
    signal,
    // A first visit to this menu: its HTML asked already (earlyMenu.ts).
    response: takeEarlyMenuResponse(id),
  });
  return response.data;
}
