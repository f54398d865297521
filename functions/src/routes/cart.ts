import { Router } from 'express';
import { addToCartRequestSchema, mergeCartRequestSchema, updateCartItemRequestSchema } from '@campuseats/common/cart';
import { caller, requireCaller } from '../lib/auth';
import { oneRequestAtATimePerCaller } from '../lib/perCallerQueue';
import { rateLimit } from '../lib/rateLimit';
import { requireRegisteredStudent } from '../lib/registration';
import { addToCart, getCart, mergeCart, updateCartItem } from '../services/cart';

/** A student's cart: one eatery's dishes, priced from the menu on every answer. Every answer is the whole cart. */
export const cartRouter = Router();
cartRouter.use(requireCaller('user'));
// Every change: a registered student, within the cart's rate limit, one request at a time (the queue last, so
// the turn is held for the write alone).

// GET /api/v1/cart
cartRouter.get('/', async (req, res) => {
  res.json({ data: await getCart(caller(req).uid) });
});

// POST /api/v1/cart
cartRouter.post('/', requireRegisteredStudent, rateLimit('cart'), oneRequestAtATimePerCaller, async (req, res) => {
  res.json({ data: await addToCart(caller(req).uid, addToCartRequestSchema.parse(req.body ?? {})) });
});

// PATCH /api/v1/cart/item
cartRouter.patch('/item', requireRegisteredStudent, rateLimit('cart'), oneRequestAtATimePerCaller, async (req, res) => {
  res.json({ data: await updateCartItem(caller(req).uid, updateCartItemRequestSchema.parse(req.body ?? {})) });
});

// POST /api/v1/cart/merge
cartRouter.post('/merge', requireRegisteredStudent, rateLimit('cart'), oneRequestAtATimePerCaller, async (req, res) => {
  res.json(await mergeCart(caller(req).uid, mergeCartRequestSchema.parse(req.body ?? {})));
});
