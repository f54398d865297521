import type { RestaurantDetail, RestaurantListResponse } from '@campuseats/common/restaurants';
import * as routes from '@campuseats/common/api/routes/public';
import { apiRequest } from '@/lib/apiClient';
import { restaurantDetailAnswer, restaurantListAnswer } from '@/lib/restaurantAnswers';
import type { RestaurantFilters } from '../hooks/useRestaurantFilters';
import { takeEarlyMenuResponse } from './earlyMenu';

// These screens are a first visit's: their answers are taken as their schemas' types, not parsed (lib/restaurantAnswers.ts).

export function fetchRestaurants(filters: RestaurantFilters, signal: AbortSignal): Promise<RestaurantListResponse> {
  return apiRequest(routes.listRestaurants, {
    schema: restaurantListAnswer,
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
  const response = await apiRequest(routes.restaurantDetail, {
    params: { id },
    schema: restaurantDetailAnswer,
    signal,
    // A first visit to this menu: its HTML asked already (earlyMenu.ts).
    response: takeEarlyMenuResponse(id),
  });
  return response.data;
}
