import { Router } from 'express';
import { z } from 'zod';
import { documentIdSchema, restaurantListQuerySchema } from '@campuseats/common/restaurants';
import { publicOrigin } from '../lib/publicUrl';
import { getRestaurantDetail, listRestaurants } from '../services/restaurants';

export const vendorsRouter = Router();

// GET /api/v1/vendors/restaurants
vendorsRouter.get('/restaurants', async (req, res) => {
  res.json(await listRestaurants(restaurantListQuerySchema.parse(req.query), publicOrigin(req)));
});

// GET /api/v1/vendors/restaurants/:id
vendorsRouter.get('/restaurants/:id', async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  res.json({ success: true, data: await getRestaurantDetail(id, publicOrigin(req)) });
});
