import {
  trackedOrderResponseSchema,
  vendorEateryResponseSchema,
  type TrackedOrder,
  type UpdateOrderStatusRequest,
  type VendorEatery,
} from '@campuseats/common/orderLifecycle';
import type { OpeningHours } from '@campuseats/common/hours';
import { reviewResponseSchema, type ReplyRequest, type Review } from '@campuseats/common/reviews';
import { apiRequest } from '@/lib/apiClient';

/** GET /api/v1/vendor/restaurant: the eatery this vendor account runs. */
export async function fetchMyEatery(signal?: AbortSignal): Promise<VendorEatery> {
  const { restaurant } = await apiRequest('/vendor/restaurant', { schema: vendorEateryResponseSchema, signal });
  return restaurant;
}

/** PATCH /api/v1/vendor/restaurant: open or close the eatery for new orders. */
export async function setEateryOpen(isOpen: boolean): Promise<VendorEatery> {
  const { restaurant } = await apiRequest('/vendor/restaurant', { method: 'PATCH', body: { isOpen }, schema: vendorEateryResponseSchema });
  return restaurant;
}

/** PATCH /api/v1/vendor/orders/{id}: the next step, or cancelled with a reason. */
export async function moveOrder(orderId: string, request: UpdateOrderStatusRequest): Promise<TrackedOrder> {
  const { order } = await apiRequest(`/vendor/orders/${encodeURIComponent(orderId)}`, { method: 'PATCH', body: request, schema: trackedOrderResponseSchema });
  return order;
}

/** PUT /api/v1/vendor/reviews/{id}/reply: answers a review of the eatery, or changes the answer. */
export async function replyToReview(reviewId: string, request: ReplyRequest): Promise<Review> {
  const { review } = await apiRequest(`/vendor/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'PUT', body: request, schema: reviewResponseSchema });
  return review;
}

/** PUT /api/v1/vendor/restaurant/hours: the eatery's opening hours (IST), or null for the switch alone. */
export async function setEateryHours(hours: OpeningHours | null): Promise<VendorEatery> {
  const { restaurant } = await apiRequest('/vendor/restaurant/hours', { method: 'PUT', body: { hours }, schema: vendorEateryResponseSchema });
  return restaurant;
}
