import { ownReviewResponseSchema, reviewResponseSchema, type Review, type ReviewRequest } from '@campuseats/common/reviews';
import * as routes from '@campuseats/common/api/routes/orders';
import { apiRequest } from '@/lib/apiClient';

// A student's own review of an order (docs/product.md#reviews): Past Orders and the tracking page both rate.

/** The student's review of their order, with the eatery's reply; null before they rate it. */
export async function fetchOwnReview(orderId: string, signal?: AbortSignal): Promise<Review | null> {
  const { review } = await apiRequest(routes.ownReview, { params: { id: orderId }, schema: ownReviewResponseSchema, signal });
  return review;
}

/** Rates the delivered order, or changes the rating within 48 hours of delivery. */
export async function submitReview(orderId: string, request: ReviewRequest): Promise<Review> {
  const { review } = await apiRequest(routes.reviewOrder, { params: { id: orderId }, body: request, schema: reviewResponseSchema });
  return review;
}
