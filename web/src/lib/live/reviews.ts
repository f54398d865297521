import { doc, limit, orderBy, query, where } from 'firebase/firestore';
import { STAFF_REVIEWS_PAGE_SIZE } from '@campuseats/common/reviews';
import { liveReviews } from './collections';
import { documentChanges, queryChanges } from './sources';

// The review queries the screens run (docs/product.md#reviews). The rules let a student read their own review
// and its eatery's vendor and admins every review, hidden ones included: the queries filter on vendorId (a
// vendor) or nothing (admins), newest first, as indexed.

/** One review (reviews/{orderId}): its author's, the student's tracking page. It must exist: the rules refuse a missing one. */
export const reviewChanges = (orderId: string) => documentChanges(doc(liveReviews, orderId));

/** The newest `pages` pages of an eatery's reviews, for its vendor (index: vendorId, createdAt desc). */
export const eateryReviewChanges = (vendorId: string, pages: number) =>
  queryChanges(query(liveReviews, where('vendorId', '==', vendorId), orderBy('createdAt', 'desc'), limit(STAFF_REVIEWS_PAGE_SIZE * pages)));

/** The newest `pages` pages of every eatery's reviews, for admins. */
export const allReviewChanges = (pages: number) => queryChanges(query(liveReviews, orderBy('createdAt', 'desc'), limit(STAFF_REVIEWS_PAGE_SIZE * pages)));
