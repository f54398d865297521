import { FieldValue, type Query } from 'firebase-admin/firestore';
import type { OrderDocument, ReviewDocument } from '@campuseats/common/documents';
import { reviewReplyNotification, wantsNotification } from '@campuseats/common/notifications';
import { REVIEW_EDIT_WINDOW_MS, reviewerName } from '@campuseats/common/ratings';
import {
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  STAFF_REVIEWS_PAGE_SIZE,
  publicReviewSchema,
  reviewSchema,
  type PublicReview,
  type PublicReviewsPage,
  type Review,
  type ReviewsPage,
} from '@campuseats/common/reviews';
import { notFound, refused } from '../lib/apiError';
import { ordersCollection, reviewsCollection, usersCollection, vendorsCollection, type Stored } from '../lib/collections';
import { pageAfter } from '../lib/paging';
import { commitIfUnchanged, type PlannedWrite } from '../lib/writes';
import { auditWrite, type Actor } from './audit';
import { notify } from './notifications';
import { ownOrder } from './orders';
import { ratingOf } from './restaurants';
import { isServed } from '@campuseats/common/orderStatus';

// Reviews (docs/product.md#reviews): eatery figures move only by increments in the review's batch, so racing reviewers never contend on the eatery.

const reviewRef = (orderId: string) => reviewsCollection().doc(orderId);
const iso = (date: Date) => date.toISOString();

function toPublicReview(id: string, review: ReviewDocument): PublicReview {
  const reply = review.reply && { text: review.reply.text, at: iso(review.reply.at) };
  return publicReviewSchema.parse({ ...review, id, createdAt: iso(review.createdAt), updatedAt: iso(review.updatedAt), reply });
}

const toReview = (id: string, review: ReviewDocument): Review =>
  reviewSchema.parse({ ...review, ...toPublicReview(id, review), editableUntil: iso(review.editableUntil) });

const reviewOf = ({ id, data }: Stored<ReviewDocument>) => toReview(id, data);

/** When the student got the order (delivered or collected): its deliveredAt, else the time of that step. */
function deliveredAtOf(order: OrderDocument): Date {
  const step = order.statusHistory.findLast((change) => isServed(change.status));
  return order.deliveredAt ?? step?.at ?? order.updatedAt ?? order.createdAt;
}

/** The eatery's figures move by `stars` and `count`; an increment needs no read, so reviewers never race on it. */
const figuresChange = (vendorId: string, stars: number, count: number): PlannedWrite => ({
  ref: vendorsCollection().doc(vendorId),
  update: { ratingSum: FieldValue.increment(stars), ratingCount: FieldValue.increment(count) },
});

/** Rates a served order, or edits the rating within 48 hours; review, order and eatery figures move in one batch. */
export async function reviewOrder(uid: string, orderId: string, request: { rating: number; comment: string }): Promise<{ review: Review; created: boolean }> {
  return commitIfUnchanged<{ review: Review; created: boolean }>(async (reads) => {
    const [orderSnapshot, reviewSnapshot, userSnapshot] = await reads.getEach(ordersCollection().doc(orderId), reviewRef(orderId), usersCollection().doc(uid));
    const order = ownOrder(orderSnapshot, uid);
    if (order.status === 'cancelled') throw refused(REVIEW_MESSAGES.cancelled, 'order-cancelled');
    if (!isServed(order.status)) throw refused(REVIEW_MESSAGES.notDelivered, 'not-delivered');
    const existing = reviewSnapshot.data();
    if (existing?.hidden) throw refused(REVIEW_MESSAGES.hidden, 'review-hidden');
    const now = new Date();
    const editableUntil = existing?.editableUntil ?? new Date(deliveredAtOf(order).getTime() + REVIEW_EDIT_WINDOW_MS);
    if (now > editableUntil) throw refused(REVIEW_MESSAGES.editWindowOver, 'edit-window-over');

    const orderRating: PlannedWrite = { ref: orderSnapshot.ref, update: { rating: request.rating, updatedAt: now } };
    if (existing) {
      const edited: ReviewDocument = { ...existing, rating: request.rating, comment: request.comment, updatedAt: now };
      return {
        value: { review: toReview(orderId, edited), created: false },
        writes: [
          { ref: reviewSnapshot.ref, update: { rating: request.rating, comment: request.comment, updatedAt: now } },
          orderRating,
          figuresChange(order.vendorId, request.rating - existing.rating, 0),
        ],
      };
    }
    const name = userSnapshot.data()?.name ?? { first: '', last: '' };
    const review: ReviewDocument = {
      uid,
      orderId,
      orderNumber: order.orderNumber,
      vendorId: order.vendorId,
      vendorName: order.vendorName,
      rating: request.rating,
      comment: request.comment,
      author: reviewerName(name.first, name.last),
      createdAt: now,
      updatedAt: now,
      editableUntil,
      reply: null,
      hidden: false,
      hiddenReason: null,
    };
    return {
      value: { review: toReview(orderId, review), created: true },
      writes: [{ ref: reviewSnapshot.ref, create: review }, orderRating, figuresChange(order.vendorId, request.rating, 1)],
    };
  });
}

/** The caller's review of their order, or null before they rate it. */
export async function ownReview(uid: string, orderId: string): Promise<Review | null> {
  const [order, review] = await Promise.all([ordersCollection().doc(orderId).get(), reviewRef(orderId).get()]);
  ownOrder(order, uid);
  const data = review.data();
  return data ? toReview(orderId, data) : null;
}

/** A page of `base`, newest first, after the review `cursor`, which must be one of its own. */
const pageOf = (base: Query<ReviewDocument>, cursor: string | undefined, size: number, belongs: (review: ReviewDocument) => boolean) =>
  pageAfter(base.orderBy('createdAt', 'desc'), cursor ? reviewRef(cursor) : undefined, size, belongs);

/** The eatery's figures and a page of its shown reviews, newest first, as the menu page lists them. */
export async function listEateryReviews(vendorId: string, cursor: string | undefined): Promise<PublicReviewsPage> {
  const vendor = (await vendorsCollection().doc(vendorId).get()).data();
  if (!vendor) throw notFound('Restaurant');
  const shown = reviewsCollection().where('vendorId', '==', vendorId).where('hidden', '==', false);
  const { page, nextCursor } = await pageOf(shown, cursor, REVIEWS_PAGE_SIZE, (review) => review.vendorId === vendorId && !review.hidden);
  const { rating, ratingCount } = ratingOf(vendor);
  return { rating: ratingCount > 0 ? rating : null, ratingCount, reviews: page.map(({ id, data }) => toPublicReview(id, data)), nextCursor };
}

/** Every review of the vendor's eatery, hidden ones included (flagged), newest first. */
export async function listReviewsForVendor(vendorId: string, cursor: string | undefined): Promise<ReviewsPage> {
  const { page, nextCursor } = await pageOf(
    reviewsCollection().where('vendorId', '==', vendorId),
    cursor,
    STAFF_REVIEWS_PAGE_SIZE,
    (review) => review.vendorId === vendorId,
  );
  return { reviews: page.map(reviewOf), nextCursor };
}

/** Every review on campus, newest first, for moderation. */
export async function listAllReviews(cursor: string | undefined): Promise<ReviewsPage> {
  const { page, nextCursor } = await pageOf(reviewsCollection(), cursor, STAFF_REVIEWS_PAGE_SIZE, () => true);
  return { reviews: page.map(reviewOf), nextCursor };
}

/** The vendor answers a review of their eatery; a hidden one takes no reply (409), so its student is never told of one. */
export async function replyToReview(vendorId: string, reviewId: string, text: string): Promise<Review> {
  return commitIfUnchanged(async (reads) => {
    const snapshot = await reads.get(reviewRef(reviewId));
    const review = snapshot.data();
    if (!review || review.vendorId !== vendorId) throw notFound('Review');
    if (review.hidden) throw refused(REVIEW_MESSAGES.hiddenNoReply, 'review-hidden');
    const reply = { text, at: new Date() };
    const writes: PlannedWrite[] = [{ ref: snapshot.ref, update: { reply } }];
    // Only the first reply rings, and only for a student who still exists and hears of order updates.
    if (!review.reply && review.uid && wantsNotification((await reads.get(usersCollection().doc(review.uid))).data()?.notificationPreferences, 'review-reply'))
      writes.push(notify(review.uid, reviewReplyNotification(review, text), review.orderId));
    return { value: toReview(reviewId, { ...review, reply }), writes };
  });
}

/** An admin hides or shows a review, conditional on it as read so a hide is subtracted once; audited in the same batch. */
export async function moderateReview(admin: Actor, reviewId: string, request: { hidden: boolean; reason?: string }): Promise<Review> {
  return commitIfUnchanged(async (reads) => {
    const snapshot = await reads.get(reviewRef(reviewId));
    const review = snapshot.data();
    if (!review) throw notFound('Review');
    if (review.hidden === request.hidden) return { value: toReview(reviewId, review), writes: [] };
    const now = new Date();
    const change = request.hidden
      ? { hidden: true, hiddenReason: request.reason ?? null, hiddenAt: now, hiddenBy: admin.uid }
      : { hidden: false, hiddenReason: null, hiddenAt: null, hiddenBy: null };
    const sign = request.hidden ? -1 : 1;
    return {
      value: toReview(reviewId, { ...review, ...change }),
      writes: [
        { ref: snapshot.ref, update: change },
        figuresChange(review.vendorId, sign * review.rating, sign),
        auditWrite(admin, {
          action: request.hidden ? 'review.hide' : 'review.show',
          target: { kind: 'review', id: reviewId, label: `of order ${review.orderNumber} at ${review.vendorName}` },
          before: { hidden: review.hidden, hiddenReason: review.hiddenReason },
          after: { hidden: change.hidden, hiddenReason: change.hiddenReason },
        }),
      ],
    };
  });
}
