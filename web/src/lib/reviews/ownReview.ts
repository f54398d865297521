import { ownReviewResponseSchema, reviewResponseSchema, type ReviewRequest } from '@campuseats/common/reviews';
import * as routes from '@campuseats/common/api/routes/orders';
import { apiRequest } from '@/lib/apiClient';

// Past Orders and the tracking page both rate an order (docs/product.md#reviews).

/** Null before the student rates the order. */
export const fetchOwnReview = async (orderId: string, signal?: AbortSignal) =>
  (await apiRequest(routes.ownReview, { params: { id: orderId }, schema: ownReviewResponseSchema, signal })).review;

export const submitReview = async (orderId: string, request: ReviewRequest) =>
  (await apiRequest(routes.reviewOrder, { params: { id: orderId }, body: request, schema: reviewResponseSchema })).review;
