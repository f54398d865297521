// Classic zod: the review screens load after the first paint (the menu page imports these lazily).
import { z } from 'zod';
import { plainString, wholeNumber } from './text';

/** Reviews: who may rate, for how long, and the texts a student or vendor reads (docs/product.md#reviews). */
export const REVIEW_COMMENT_MAX = 500;
export const REVIEW_REPLY_MAX = 500;
export const REVIEWS_PAGE_SIZE = 5;
export const STAFF_REVIEWS_PAGE_SIZE = 20;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Choose from 1 to 5 stars',
  commentTooLong: `Keep your review under ${REVIEW_COMMENT_MAX} characters`,
  replyRequired: 'Write a reply first',
  replyTooLong: `Keep your reply under ${REVIEW_REPLY_MAX} characters`,
  notDelivered: 'You can rate an order once it has been delivered',
  cancelled: 'A cancelled order cannot be rated',
  editWindowOver: 'Reviews can only be changed within 48 hours of delivery',
  hidden: 'This review was hidden by CampusEats for breaking the review rules, so it cannot be changed',
  hiddenNotice: 'Hidden by CampusEats: this review broke the review rules and is not shown to others',
  hiddenNoReply: 'This review was hidden by CampusEats for breaking the review rules, so it cannot be answered',
} as const;

// Requests

const starsSchema = wholeNumber(1, 5, REVIEW_MESSAGES.ratingRequired);

/** POST /orders/{id}/review: the first submit creates the review, a later one (within 48 h) edits it. */
export const reviewRequestSchema = z.object({
  rating: starsSchema,
  comment: plainString().trim().max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong).optional().default(''),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/** PUT /vendor/reviews/{id}/reply */
export const replyRequestSchema = z.object({
  text: plainString(REVIEW_MESSAGES.replyRequired).trim().min(1, REVIEW_MESSAGES.replyRequired).max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/** PATCH /admin/reviews/{id} */
export const moderateReviewRequestSchema = z.object({
  hidden: z.boolean(),
  reason: plainString().trim().max(200).optional(),
});
export type ModerateReviewRequest = z.input<typeof moderateReviewRequestSchema>;

/** A page after the review `cursor` (an order id, as Firestore ids we hand out: letters and digits). */
export const reviewsPageQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, 'Invalid cursor')
    .optional(),
});

// Answers

const reviewReplySchema = z.object({ text: z.string(), at: z.string() });

/** A review as the menu page shows it: no student id, the name as "Aarav S.". */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A review as its student, the eatery's vendor and admins see it. */
export const reviewSchema = publicReviewSchema.extend({
  orderId: z.string(),
  orderNumber: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  /** Until when the student may still change it. */
  editableUntil: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewResponseSchema = z.object({ review: reviewSchema });
export const ownReviewResponseSchema = z.object({ review: reviewSchema.nullable() });

/** GET /vendors/restaurants/{id}/reviews: the eatery's figures and a page of its shown reviews, newest first. */
export const publicReviewsPageSchema = z.object({
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  reviews: z.array(publicReviewSchema),
  nextCursor: z.string().nullable(),
});
export type PublicReviewsPage = z.infer<typeof publicReviewsPageSchema>;

export const reviewsPageSchema = z.object({ reviews: z.array(reviewSchema), nextCursor: z.string().nullable() });
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
