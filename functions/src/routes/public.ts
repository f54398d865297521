import type { Handlers } from '../lib/endpoints';
import { publicOrigin } from '../lib/publicUrl';
import { openApiDocument as document } from '../openapi/document';
import { getRestaurantDetail, listRestaurants } from '../services/restaurants';
import { listEateryReviews } from '../services/reviews';

/** The public reads: the eatery list, a menu, an eatery's reviews and this API's description. */
export const publicHandlers: Handlers<'listRestaurants' | 'restaurantDetail' | 'eateryReviews' | 'openApiDocument'> = {
  listRestaurants: ({ query }) => listRestaurants(query, publicOrigin()),
  restaurantDetail: async ({ params }) => ({ success: true, data: await getRestaurantDetail(params.id, publicOrigin()) }),
  eateryReviews: ({ params, query }) => listEateryReviews(params.id, query.cursor),
  openApiDocument: () => document(),
};
