import { Router } from 'express';
import { z } from 'zod';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { moderateReviewRequestSchema, reviewsPageQuerySchema } from '@campuseats/common/reviews';
import {
  auditPageQuerySchema,
  createEateryRequestSchema,
  suspendEateryRequestSchema,
  uidSchema,
  updateUserRequestSchema,
  usersQuerySchema,
} from '@campuseats/common/admin';
import { caller, requireCaller } from '../lib/auth';
import { rateLimit } from '../lib/rateLimit';
import { createEatery, setEaterySuspended } from '../services/adminEateries';
import { listAccounts, updateAccount } from '../services/adminUsers';
import { listAudit } from '../services/audit';
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
  res.json({ review: await moderateReview(caller(req), id, request) });
});

// POST /api/v1/admin/eateries  { name, cuisine, address, costForTwo, deliveryTime, dietType, image, vendorEmail }
// Creates the eatery and invites its vendor: the account is found or made, given the vendor role, and set as
// the eatery's owner. Answers 201 { eatery, vendor: { uid, email, created } }.
adminRouter.post('/eateries', rateLimit('admin'), async (req, res) => {
  const request = createEateryRequestSchema.parse(req.body ?? {});
  res.status(201).json(await createEatery(caller(req), request));
});

// PATCH /api/v1/admin/eateries/:id  { suspended }
// Suspends an eatery (closed to students whatever its vendor's switch says) or reopens it. Answers { eatery }.
adminRouter.patch('/eateries/:id', rateLimit('admin'), async (req, res) => {
  const { id } = z.object({ id: documentIdSchema }).parse(req.params);
  const { suspended } = suspendEateryRequestSchema.parse(req.body ?? {});
  res.json({ eatery: await setEaterySuspended(caller(req), id, suspended) });
});

// GET /api/v1/admin/users?search=&cursor=&limit=
// Answers { users: AdminUser[] (Firebase Auth's order), nextCursor }; search matches an email or name prefix.
adminRouter.get('/users', async (req, res) => {
  res.json(await listAccounts(usersQuerySchema.parse(req.query)));
});

// PATCH /api/v1/admin/users/:uid  { role?, disabled? }
// Changes an account's role or disables it (its sessions end). Answers { user }.
adminRouter.patch('/users/:uid', rateLimit('admin'), async (req, res) => {
  const { uid } = z.object({ uid: uidSchema }).parse(req.params);
  const change = updateUserRequestSchema.parse(req.body ?? {});
  res.json({ user: await updateAccount(caller(req), uid, change) });
});

// GET /api/v1/admin/audit?cursor=
// Answers { entries: AuditEntry[] (newest first), nextCursor }.
adminRouter.get('/audit', async (req, res) => {
  const { cursor } = auditPageQuerySchema.parse(req.query);
  res.json(await listAudit(cursor));
});

// GET /api/v1/admin/figures
// Answers the campus's figures across every eatery, in the shape of GET /vendor/figures.
adminRouter.get('/figures', async (_req, res) => {
  res.json(await campusFigures());
});
