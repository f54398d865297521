import type { RestaurantDetail, RestaurantListResponse } from '@campuseats/common/restaurants';
import * as routes from '@campuseats/common/api/routes/public';
import { apiRequest } from '@/lib/apiClient';
import { restaurantDetailAnswer, restaurantListAnswer } from '@/lib/restaurantAnswers';
import { filtersQuery, parseRestaurantFilters, type RestaurantFilters } from '../hooks/useRestaurantFilters';

// These screens are a first visit's: their answers are taken as their schemas' types, not parsed (lib/restaurantAnswers.ts).

const requestRestaurants = (filters: RestaurantFilters, signal?: AbortSignal) =>
  apiRequest(routes.listRestaurants, { schema: restaurantListAnswer, signal, query: filtersQuery(filters) });

async function requestRestaurantDetail(id: string, signal?: AbortSignal): Promise<RestaurantDetail> {
  const response = await apiRequest(routes.restaurantDetail, { params: { id }, schema: restaurantDetailAnswer, signal });
  return response.data;
}

// The requests the route's loader (app/router.tsx) started while the screen's code loaded, kept until the screen takes them.
const started = new Map<string, Promise<unknown>>();

function start(key: string, request: Promise<unknown>): void {
  // Nobody may come to take it (the student went elsewhere): its failure is then nobody's news.
  request.catch(() => undefined);
  started.set(key, request);
}

function take<T>(key: string): Promise<T> | undefined {
  const request = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return request;
}

const listKey = (filters: RestaurantFilters) => `list ${JSON.stringify(filtersQuery(filters))}`;

/** The eatery list's route, with the filters of its URL. */
export function startRestaurants(params: URLSearchParams): void {
  const filters = parseRestaurantFilters(params);
  start(listKey(filters), requestRestaurants(filters));
}

export function fetchRestaurants(filters: RestaurantFilters, signal: AbortSignal): Promise<RestaurantListResponse> {
  return take<RestaurantListResponse>(listKey(filters)) ?? requestRestaurants(filters, signal);
}

/** Asks for the eatery's picture, the menu's largest, as soon as its address is known rather than once the header is drawn. */
function preloadPicture(detail: RestaurantDetail): RestaurantDetail {
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = detail.restaurant.image;
  return detail;
}

/** A menu's route. */
export function startRestaurantDetail(id: string): void {
  start(`menu ${id}`, requestRestaurantDetail(id).then(preloadPicture));
}

export function fetchRestaurantDetail(id: string, signal: AbortSignal): Promise<RestaurantDetail> {
  return take<RestaurantDetail>(`menu ${id}`) ?? requestRestaurantDetail(id, signal);
}
