import { Router, type Request } from 'express';
import { z } from 'zod';
import { eateryOpenRequestSchema, openingHoursRequestSchema, updateOrderStatusRequestSchema, vendorOrdersQuerySchema } from '@campuseats/common/orderLifecycle';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { caller, requireCaller } from '../lib/auth';
import { oneRequestAtATimePerCaller } from '../lib/perCallerQueue';
import { rateLimit, rateLimitBeforeCommit } from '../lib/rateLimit';
import { replyRequestSchema, reviewsPageQuerySchema } from '@campuseats/common/reviews';
import { findOwnedEatery, listEateryOrders, moveOrder, setEateryHours, setEateryOpen } from '../services/orderLifecycle';
import { listReviewsForVendor, replyToReview } from '../services/reviews';
import { availabilityRequestSchema, categoryOrderRequestSchema, menuItemInputSchema } from '@campuseats/common/menuEditor';
import { addDish, editDish, orderSections, removeDish, setDishAvailable, vendorMenu } from '../services/menuEditor';
import { eateryFigures } from '../services/figures';

/** The vendor console: role vendor (custom claim), and only ever the eatery whose ownerUid is the caller. */
export const vendorRouter = Router();
vendorRouter.use(requireCaller('vendor'));

const eateryOf = (req: Request) => findOwnedEatery(caller(req).uid);

// GET /api/v1/vendor/restaurant
// Answers { restaurant: { id, name, address, isOpen } }: the eatery this account runs (404 when none).
vendorRouter.get('/restaurant', async (req, res) => {
  res.json({ restaurant: await eateryOf(req) });
});

// PATCH /api/v1/vendor/restaurant  { isOpen }
// Opens or closes the eatery; a closed eatery takes no orders and no new cart lines.
vendorRouter.patch('/restaurant', rateLimit('kitchen'), async (req, res) => {
  const { isOpen } = eateryOpenRequestSchema.parse(req.body ?? {});
  const eatery = await eateryOf(req);
  res.json({ restaurant: await setEateryOpen(eatery.id, isOpen) });
});

// PUT /api/v1/vendor/restaurant/hours  { hours: { mon?: [{ open: "08:00", close: "11:00" }], ... } | null }
// Opening hours per weekday in IST: outside them the eatery shows and acts as closed; the switch still closes it early.
vendorRouter.put('/restaurant/hours', rateLimit('kitchen'), async (req, res) => {
  const { hours } = openingHoursRequestSchema.parse(req.body ?? {});
  const eatery = await eateryOf(req);
  res.json({ restaurant: await setEateryHours(eatery.id, hours) });
});

// GET /api/v1/vendor/orders?status=&cursor=
// Answers { orders: TrackedOrder[] (newest first, 20 a page), nextCursor } of the caller's eatery.
vendorRouter.get('/orders', async (req, res) => {
  const query = vendorOrdersQuerySchema.parse(req.query);
  const eatery = await eateryOf(req);
  res.json(await listEateryOrders(eatery.id, query));
});

// PATCH /api/v1/vendor/orders/:id  { status, reason? }
// Only the order's next step, or cancelled with a reason from placed or accepted; anything else 409 with the
// current status in details. Another eatery's order answers 404.
// The rate limit counts it while the change reads (lib/admission.ts): the change's one batch is its only wait.
vendorRouter.patch('/orders/:id', rateLimitBeforeCommit('kitchen'), oneRequestAtATimePerCaller, async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  const request = updateOrderStatusRequestSchema.parse(req.body ?? {});
  res.json({ order: await moveOrder(caller(req).uid, id, request) });
});

// GET /api/v1/vendor/reviews?cursor=
// Answers { reviews: Review[] (newest first, 20 a page, hidden ones flagged), nextCursor } of the caller's eatery.
vendorRouter.get('/reviews', async (req, res) => {
  const { cursor } = reviewsPageQuerySchema.parse(req.query);
  const eatery = await eateryOf(req);
  res.json(await listReviewsForVendor(eatery.id, cursor));
});

// PUT /api/v1/vendor/reviews/:id/reply  { text }
// Answers (or re-answers) a review of the caller's eatery; another eatery's review answers 404. Answers { review }.
vendorRouter.put('/reviews/:id/reply', rateLimit('kitchen'), async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  const { text } = replyRequestSchema.parse(req.body ?? {});
  const eatery = await eateryOf(req);
  res.json({ review: await replyToReview(eatery.id, id, text) });
});

// GET /api/v1/vendor/menu
// Answers { sections: [{ name, items: MenuItem[] }] }: every dish of the caller's eatery, sold-out ones included.
vendorRouter.get('/menu', async (req, res) => {
  const eatery = await eateryOf(req);
  res.json(await vendorMenu(eatery.id));
});

const dishIdOf = (req: Request) => z.object({ id: documentIdSchema }).parse(req.params).id;

// POST /api/v1/vendor/menu/items  { name, desc?, price, category, veg, bestseller?, image }
// Adds a dish at the end of its section (201 { item }). The price is whole rupees; the picture one of the app's own.
vendorRouter.post('/menu/items', rateLimit('kitchen'), async (req, res) => {
  const input = menuItemInputSchema.parse(req.body ?? {});
  const eatery = await eateryOf(req);
  res.status(201).json({ item: await addDish(eatery.id, input) });
});

// PUT /api/v1/vendor/menu/items/:id  { the whole dish }
// Changes a dish (new carts and orders price from it; placed orders keep their prices). Answers { item }.
vendorRouter.put('/menu/items/:id', rateLimit('kitchen'), async (req, res) => {
  const id = dishIdOf(req);
  const input = menuItemInputSchema.parse(req.body ?? {});
  const eatery = await eateryOf(req);
  res.json({ item: await editDish(eatery.id, id, input) });
});

// PATCH /api/v1/vendor/menu/items/:id/availability  { available }
// The "Sold out" switch: false takes the dish off students' menus and out of new cart adds at once. Answers { item }.
vendorRouter.patch('/menu/items/:id/availability', rateLimit('kitchen'), async (req, res) => {
  const id = dishIdOf(req);
  const { available } = availabilityRequestSchema.parse(req.body ?? {});
  const eatery = await eateryOf(req);
  res.json({ item: await setDishAvailable(eatery.id, id, available) });
});

// DELETE /api/v1/vendor/menu/items/:id
// Removes a dish for good: answers { removed: true }. Another eatery's dish answers 404.
vendorRouter.delete('/menu/items/:id', rateLimit('kitchen'), async (req, res) => {
  const id = dishIdOf(req);
  const eatery = await eateryOf(req);
  await removeDish(eatery.id, id);
  res.json({ removed: true });
});

// PUT /api/v1/vendor/menu/categories  { categories: string[] }
// Orders the menu's sections: every section named once. Answers the menu as { sections }.
vendorRouter.put('/menu/categories', rateLimit('kitchen'), async (req, res) => {
  const { categories } = categoryOrderRequestSchema.parse(req.body ?? {});
  const eatery = await eateryOf(req);
  res.json(await orderSections(eatery.id, categories));
});

// GET /api/v1/vendor/figures
// Answers { today: { orders, revenue, cancelled, averageTicket }, days (the last 7, oldest first), topDishes }
// of the caller's eatery, from the per-day figures kept as orders finish.
vendorRouter.get('/figures', async (req, res) => {
  const eatery = await eateryOf(req);
  res.json(await eateryFigures(eatery.id));
});
