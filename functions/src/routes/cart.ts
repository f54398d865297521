import { Router } from 'express';
import { addToCartRequestSchema, mergeCartRequestSchema, updateCartItemRequestSchema } from '@campuseats/common/cart';
import { caller, requireCaller } from '../lib/auth';
import { oneRequestAtATimePerCaller } from '../lib/perCallerQueue';
import { addToCart, getCart, mergeCart, updateCartItem } from '../services/cart';

/** A student's cart: one eatery's dishes, priced from the menu on every answer. Every answer is the whole cart. */
export const cartRouter = Router();
cartRouter.use(requireCaller('user'), oneRequestAtATimePerCaller);

// GET /api/v1/cart
cartRouter.get('/', async (req, res) => {
  res.json({ data: await getCart(caller(req).uid) });
});

// POST /api/v1/cart
cartRouter.post('/', async (req, res) => {
  res.json({ data: await addToCart(caller(req).uid, addToCartRequestSchema.parse(req.body ?? {})) });
});

// PATCH /api/v1/cart/item
cartRouter.patch('/item', async (req, res) => {
  res.json({ data: await updateCartItem(caller(req).uid, updateCartItemRequestSchema.parse(req.body ?? {})) });
});

// POST /api/v1/cart/merge
cartRouter.post('/merge', async (req, res) => {
  res.json(await mergeCart(caller(req).uid, mergeCartRequestSchema.parse(req.body ?? {})));
});
