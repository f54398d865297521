import { reviewResponseSchema, type ModerateReviewRequest, type Review } from '@campuseats/common/reviews';
import { apiRequest } from '@/lib/apiClient';

/** PATCH /api/v1/admin/reviews/{id}: hides a review that breaks the rules (with an optional reason), or shows it again. */
export async function moderateReview(reviewId: string, request: ModerateReviewRequest): Promise<Review> {
  const { review } = await apiRequest(`/admin/reviews/${encodeURIComponent(reviewId)}`, { method: 'PATCH', body: request, schema: reviewResponseSchema });
  return review;
}
