import type { RestaurantDetail, RestaurantListResponse } from '@campuseats/common/restaurants';
import { apiRequest } from '@/lib/apiClient';
import { restaurantDetailAnswer, restaurantListAnswer } from '@/lib/restaurantAnswers';
import { parseRestaurantFilters, type RestaurantFilters } from '../hooks/useRestaurantFilters';

// These screens are a first visit's: their answers are checked without zod (lib/restaurantAnswers.ts).

const listQuery = (filters: RestaurantFilters) => ({
  search: filters.search,
  category: filters.category,
  diet: filters.vegOnly ? 'veg' : undefined,
  sort: filters.sort === 'relevance' ? undefined : filters.sort,
  page: filters.page > 1 ? filters.page : undefined,
});

const requestRestaurants = (filters: RestaurantFilters, signal?: AbortSignal) =>
  apiRequest('/vendors/restaurants', { auth: 'none', schema: restaurantListAnswer, signal, query: listQuery(filters) });

async function requestRestaurantDetail(id: string, signal?: AbortSignal): Promise<RestaurantDetail> {
  const response = await apiRequest(`/vendors/restaurants/${encodeURIComponent(id)}`, { auth: 'none', schema: restaurantDetailAnswer, signal });
  return response.data;
}

// The list's and the menus' requests by what they ask for: started by their route (app/router.tsx's loaders) while
// the screen's code is on its way and kept until the screen takes it, or asked by the screen and shared until answered.
// Whichever comes first, one request goes out.
const requests = new Map<string, Promise<unknown>>();

function start(key: string, request: () => Promise<unknown>): void {
  if (requests.has(key)) return;
  const started = request();
  // Nobody may come to take it (the student went elsewhere): its failure is then nobody's news.
  started.catch(() => undefined);
  requests.set(key, started);
}

function take<T>(key: string, request: () => Promise<T>): Promise<T> {
  const started = requests.get(key) as Promise<T> | undefined;
  if (started) {
    requests.delete(key);
    return started;
  }
  const asked = request();
  requests.set(key, asked);
  const forget = () => {
    if (requests.get(key) === asked) requests.delete(key);
  };
  asked.then(forget, forget);
  return asked;
}

const listKey = (filters: RestaurantFilters) => `list ${JSON.stringify(listQuery(filters))}`;

/** The eatery list's route, with the filters of its URL. */
export function startRestaurants(params: URLSearchParams): void {
  const filters = parseRestaurantFilters(params);
  start(listKey(filters), () => requestRestaurants(filters));
}

export function fetchRestaurants(filters: RestaurantFilters, signal: AbortSignal): Promise<RestaurantListResponse> {
  return take(listKey(filters), () => requestRestaurants(filters, signal));
}

/** A menu's route. */
export function startRestaurantDetail(id: string): void {
  start(`menu ${id}`, () => requestRestaurantDetail(id));
}

export function fetchRestaurantDetail(id: string, signal: AbortSignal): Promise<RestaurantDetail> {
  return take(`menu ${id}`, () => requestRestaurantDetail(id, signal));
}
