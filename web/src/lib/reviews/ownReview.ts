import { ownReviewResponseSchema, reviewResponseSchema, type Review, type ReviewRequest } from '@campuseats/common/reviews';
import { apiRequest } from '@/lib/apiClient';

// A student's own review of an order (docs/product.md#reviews): Past Orders and the tracking page both rate.

/** GET /api/v1/orders/{id}/review: the student's review of their order, with the eatery's reply; null before they rate it. */
export async function fetchOwnReview(orderId: string, signal?: AbortSignal): Promise<Review | null> {
  const { review } = await apiRequest(`/orders/${encodeURIComponent(orderId)}/review`, { schema: ownReviewResponseSchema, signal });
  return review;
}

/** POST /api/v1/orders/{id}/review: rates the delivered order, or changes the rating within 48 hours of delivery. */
export async function submitReview(orderId: string, request: ReviewRequest): Promise<Review> {
  const { review } = await apiRequest(`/orders/${encodeURIComponent(orderId)}/review`, { method: 'POST', body: request, schema: reviewResponseSchema });
  return review;
}
