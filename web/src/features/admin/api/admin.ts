import {
  adminEateryResponseSchema,
  createEateryResponseSchema,
  type AdminEatery,
  type CreateEateryInput,
  type CreateEateryResponse,
} from '@campuseats/common/admin';
import { reviewResponseSchema, type ModerateReviewRequest, type Review } from '@campuseats/common/reviews';
import { apiRequest } from '@/lib/apiClient';

/** PATCH /api/v1/admin/reviews/{id}: hides a review that breaks the rules (with an optional reason), or shows it again. */
export async function moderateReview(reviewId: string, request: ModerateReviewRequest): Promise<Review> {
  const { review } = await apiRequest(`/admin/reviews/${encodeURIComponent(reviewId)}`, { method: 'PATCH', body: request, schema: reviewResponseSchema });
  return review;
}

/** POST /api/v1/admin/eateries: a new eatery, and its vendor's account found or made by email and given the role. */
export function createEatery(request: CreateEateryInput): Promise<CreateEateryResponse> {
  return apiRequest('/admin/eateries', { method: 'POST', body: request, schema: createEateryResponseSchema });
}

/** PATCH /api/v1/admin/eateries/{id}: suspends the eatery (closed to students whatever its switch says) or reopens it. */
export async function setEaterySuspended(eateryId: string, suspended: boolean): Promise<AdminEatery> {
  return (await apiRequest(`/admin/eateries/${encodeURIComponent(eateryId)}`, { method: 'PATCH', body: { suspended }, schema: adminEateryResponseSchema }))
    .eatery;
}
