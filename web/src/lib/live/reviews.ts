import { doc, limit, orderBy, query, where } from 'firebase/firestore';
import { STAFF_REVIEWS_PAGE_SIZE } from '@campuseats/common/reviews';
import { liveReviews } from './collections';
import { documentChanges, queryChanges } from './sources';

// The review queries the screens run (docs/product.md#reviews), filtered as the rules require and ordered as indexed.

/** One review (reviews/{orderId}): its author's, the student's tracking page. It must exist: the rules refuse a missing one. */
export const reviewChanges = (orderId: string) => documentChanges(doc(liveReviews, orderId));

/** The newest `pages` pages of an eatery's reviews, for its vendor (index: vendorId, createdAt desc). */
export const eateryReviewChanges = (vendorId: string, pages: number) =>
  queryChanges(query(liveReviews, where('vendorId', '==', vendorId), orderBy('createdAt', 'desc'), limit(STAFF_REVIEWS_PAGE_SIZE * pages)));

/** The newest `pages` pages of every eatery's reviews, for admins. */
export const allReviewChanges = (pages: number) => queryChanges(query(liveReviews, orderBy('createdAt', 'desc'), limit(STAFF_REVIEWS_PAGE_SIZE * pages)));
