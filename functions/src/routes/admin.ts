import { Router } from 'express';
import { z } from 'zod';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { moderateReviewRequestSchema, reviewsPageQuerySchema } from '@campuseats/common/reviews';
import { caller, requireCaller } from '../lib/auth';
import { rateLimit } from '../lib/rateLimit';
import { listAllReviews, moderateReview } from '../services/reviews';
import { campusFigures } from '../services/figures';

/** The admin console's API: role admin (custom claim) only. */
export const adminRouter = Router();
adminRouter.use(requireCaller('admin'));

// GET /api/v1/admin/reviews?cursor=
// Answers { reviews: Review[] (every eatery's, newest first, 20 a page), nextCursor }.
adminRouter.get('/reviews', async (req, res) => {
  const { cursor } = reviewsPageQuerySchema.parse(req.query);
  res.json(await listAllReviews(cursor));
});

// PATCH /api/v1/admin/reviews/:id  { hidden, reason? }
// Hides a review that breaks the rules (out of the eatery's figures and lists; its student is told), or shows
// it again. Answers { review }.
adminRouter.patch('/reviews/:id', rateLimit('moderation'), async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  const request = moderateReviewRequestSchema.parse(req.body ?? {});
  res.json({ review: await moderateReview(caller(req).uid, id, request) });
});

// GET /api/v1/admin/figures
// Answers the campus's figures across every eatery, in the shape of GET /vendor/figures.
adminRouter.get('/figures', async (_req, res) => {
  res.json(await campusFigures());
});
