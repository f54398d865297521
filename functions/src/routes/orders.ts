import { Router } from 'express';
import { z } from 'zod';
import { ordersPageQuerySchema } from '@campuseats/common/orders';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { caller, requireCaller } from '../lib/auth';
import { oneRequestAtATimePerCaller } from '../lib/perCallerQueue';
import { rateLimit } from '../lib/rateLimit';
import { requireRegisteredStudent } from '../lib/registration';
import { listOrders, reorder } from '../services/orders';
import { studentCancelRequestSchema } from '@campuseats/common/orderLifecycle';
import { cancelOwnOrder, trackedOwnOrder } from '../services/orderLifecycle';
import { reviewRequestSchema } from '@campuseats/common/reviews';
import { ownReview, reviewOrder } from '../services/reviews';

/** A student's own orders. */
export const ordersRouter = Router();
ordersRouter.use(requireCaller('user'));

// GET /api/v1/orders/prevOrders?cursor=&status=&search=
// Answers { orders: Order[] (newest first, 10 a page), nextCursor: string | null }. `status` is a filter of
// the history labels (processing, preparing, out_for_delivery, delivered, cancelled); `search` matches the
// order number or the eatery's name, any case; `cursor` is the previous page's nextCursor.
ordersRouter.get('/prevOrders', async (req, res) => {
  res.json(await listOrders(caller(req).uid, ordersPageQuerySchema.parse(req.query)));
});

// GET /api/v1/orders/:id
// Answers { order: TrackedOrder }: the caller's own order with its history (404 "Order not found" for anybody
// else's). The app follows the order live through Firestore; this one answer is what a page or another client
// draws before that (docs/bench/2026-11-first-paint.md#a-returning-students-first-paint).
ordersRouter.get('/:id', async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  res.json({ order: await trackedOwnOrder(caller(req).uid, id) });
});

// POST /api/v1/orders/:id/reorder
// Refills the cart with that order's dishes at today's prices; answers the cart, and names skipped dishes.
ordersRouter.post('/:id/reorder', requireRegisteredStudent, rateLimit('orders'), oneRequestAtATimePerCaller, async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  res.json(await reorder(caller(req).uid, id));
});

// POST /api/v1/orders/:id/cancel  { reason? }
// The student's own order, only while placed; refunds the wallet share in the same transaction. Answers { order }.
ordersRouter.post('/:id/cancel', rateLimit('orders'), oneRequestAtATimePerCaller, async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  const { reason } = studentCancelRequestSchema.parse(req.body ?? {});
  res.json({ order: await cancelOwnOrder(caller(req).uid, id, reason) });
});

// POST /api/v1/orders/:id/review  { rating: 1-5, comment? }
// Rates the caller's delivered order (201), or changes the rating within 48 hours of delivery (200); the
// eatery's figures move in the same batch. Answers { review }. docs/product.md#reviews
ordersRouter.post('/:id/review', requireRegisteredStudent, rateLimit('reviews'), oneRequestAtATimePerCaller, async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  const request = reviewRequestSchema.parse(req.body ?? {});
  const { review, created } = await reviewOrder(caller(req).uid, id, request);
  res.status(created ? 201 : 200).json({ review });
});

// GET /api/v1/orders/:id/review
// Answers { review: Review | null }: the caller's review of their order, with the eatery's reply.
ordersRouter.get('/:id/review', async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  res.json({ review: await ownReview(caller(req).uid, id) });
});
