import { Router } from 'express';
import { z } from 'zod';
import { documentIdSchema, restaurantListQuerySchema } from '@campuseats/common/restaurants';
import { sendPublicJson } from '../lib/httpCache';
import { publicOrigin } from '../lib/publicUrl';
import { reviewsPageQuerySchema } from '@campuseats/common/reviews';
import { getRestaurantDetail, listRestaurants } from '../services/restaurants';
import { listEateryReviews } from '../services/reviews';

export const vendorsRouter = Router();

// GET /api/v1/vendors/restaurants: the same for every caller, so cacheable (lib/httpCache.ts).
vendorsRouter.get('/restaurants', async (req, res) => {
  sendPublicJson(req, res, await listRestaurants(restaurantListQuerySchema.parse(req.query), publicOrigin()));
});

// GET /api/v1/vendors/restaurants/:id: the same for every caller, so cacheable (lib/httpCache.ts).
vendorsRouter.get('/restaurants/:id', async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  sendPublicJson(req, res, { success: true, data: await getRestaurantDetail(id, publicOrigin()) });
});

// GET /api/v1/vendors/restaurants/:id/reviews?cursor=: the eatery's rating, count and shown reviews, newest
// first, 5 a page. The same for every caller, so cacheable (lib/httpCache.ts).
vendorsRouter.get('/restaurants/:id/reviews', async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  const { cursor } = reviewsPageQuerySchema.parse(req.query);
  sendPublicJson(req, res, await listEateryReviews(id, cursor));
});
