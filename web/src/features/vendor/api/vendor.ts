import type { SlotSettings } from '@campuseats/common/slots';
import {
  trackedOrderResponseSchema,
  vendorEateryResponseSchema,
  type TrackedOrder,
  type UpdateOrderStatusRequest,
  type VendorEatery,
} from '@campuseats/common/orderLifecycle';
import type { BusyMinutes, OpeningHours } from '@campuseats/common/hours';
import { reviewResponseSchema, type ReplyRequest, type Review } from '@campuseats/common/reviews';
import * as routes from '@campuseats/common/api/routes/vendor';
import { apiRequest } from '@/lib/apiClient';

/** The eatery this vendor account runs. */
export async function fetchMyEatery(signal?: AbortSignal): Promise<VendorEatery> {
  const { restaurant } = await apiRequest(routes.vendorEatery, { schema: vendorEateryResponseSchema, signal });
  return restaurant;
}

/** Opens or closes the eatery for new orders. */
export async function setEateryOpen(isOpen: boolean): Promise<VendorEatery> {
  const { restaurant } = await apiRequest(routes.setEateryOpen, { body: { isOpen }, schema: vendorEateryResponseSchema });
  return restaurant;
}

/** Pauses new orders for `minutes`, or (null) takes them again now. */
export async function setEateryBusy(minutes: BusyMinutes | null): Promise<VendorEatery> {
  const { restaurant } = await apiRequest(routes.setEateryBusy, { body: { minutes }, schema: vendorEateryResponseSchema });
  return restaurant;
}

/** The order's next step, or cancelled with a reason. */
export async function moveOrder(orderId: string, request: UpdateOrderStatusRequest): Promise<TrackedOrder> {
  const { order } = await apiRequest(routes.moveOrder, { params: { id: orderId }, body: request, schema: trackedOrderResponseSchema });
  return order;
}

/** Answers a review of the eatery, or changes the answer. */
export async function replyToReview(reviewId: string, request: ReplyRequest): Promise<Review> {
  const { review } = await apiRequest(routes.replyToReview, { params: { id: reviewId }, body: request, schema: reviewResponseSchema });
  return review;
}

/** The eatery's opening hours (IST), or null for the switch alone. */
export async function setEateryHours(hours: OpeningHours | null): Promise<VendorEatery> {
  const { restaurant } = await apiRequest(routes.setEateryHours, { body: { hours }, schema: vendorEateryResponseSchema });
  return restaurant;
}

/** The eatery's pickup slots: length, orders per slot and lead time, or null for none. */
export async function setEaterySlots(slots: SlotSettings | null): Promise<VendorEatery> {
  const { restaurant } = await apiRequest(routes.setEaterySlots, { body: { slots }, schema: vendorEateryResponseSchema });
  return restaurant;
}
