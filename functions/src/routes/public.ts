import type { SomeHandlers } from '../lib/endpoints';
import { publicOrigin } from '../lib/publicUrl';
import { openApiDocument as document } from '../openapi/document';
import { getRestaurantDetail, listRestaurants } from '../services/restaurants';
import { listEateryReviews } from '../services/reviews';
import { eaterySlots } from '../services/slots';

/** The public reads: the eatery list, a menu, an eatery's pickup slots and reviews, and this API's description. */
export const publicHandlers = {
  listRestaurants: ({ query }) => listRestaurants(query, publicOrigin()),
  restaurantDetail: async ({ params }) => ({ success: true, data: await getRestaurantDetail(params.id, publicOrigin()) }),
  eaterySlots: ({ params }) => eaterySlots(params.id),
  eateryReviews: ({ params, query }) => listEateryReviews(params.id, query.cursor),
  openApiDocument: () => document(),
} satisfies SomeHandlers;
