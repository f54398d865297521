import type { RestaurantDetail, RestaurantListResponse } from '@campuseats/common/restaurants';

// The eatery list and a menu are the answers a first visit of the browse pages reads: the web app takes them as the
// types of their shared schemas (common/src/restaurants.ts) without parsing them, because parsing would bring zod's
// core into that visit, over its JavaScript budget. They come from this app's own API, and tests/api/answers.test.ts
// holds the API's answers to those schemas (docs/decisions/0016-one-validation-dialect.md).

/** What `apiRequest` takes as a schema, for an answer taken as T. */
const takenAs = <T>() => ({ safeParse: (data: unknown) => ({ success: true as const, data: data as T }) });

/** The eatery list's answer (routes.listRestaurants). */
export const restaurantListAnswer = takenAs<RestaurantListResponse>();

/** A menu's answer (routes.restaurantDetail). */
export const restaurantDetailAnswer = takenAs<{ success: true; data: RestaurantDetail }>();
