import type { SlotSettings } from '@campuseats/common/slotSchemas';
import { trackedOrderResponseSchema, vendorEateryResponseSchema, type UpdateOrderStatusRequest } from '@campuseats/common/orderLifecycle';
import type { BusyMinutes, OpeningHours } from '@campuseats/common/hours';
import { reviewResponseSchema, type ReplyRequest } from '@campuseats/common/reviews';
import * as routes from '@campuseats/common/api/routes/vendor';
import { apiRequest } from '@/lib/apiClient';

export const fetchMyEatery = async (signal?: AbortSignal) => (await apiRequest(routes.vendorEatery, { schema: vendorEateryResponseSchema, signal })).restaurant;

export const setEateryOpen = async (isOpen: boolean) =>
  (await apiRequest(routes.setEateryOpen, { body: { isOpen }, schema: vendorEateryResponseSchema })).restaurant;

/** `null` takes orders again now. */
export const setEateryBusy = async (minutes: BusyMinutes | null) =>
  (await apiRequest(routes.setEateryBusy, { body: { minutes }, schema: vendorEateryResponseSchema })).restaurant;

export const moveOrder = async (orderId: string, request: UpdateOrderStatusRequest) =>
  (await apiRequest(routes.moveOrder, { params: { id: orderId }, body: request, schema: trackedOrderResponseSchema })).order;

export const replyToReview = async (reviewId: string, request: ReplyRequest) =>
  (await apiRequest(routes.replyToReview, { params: { id: reviewId }, body: request, schema: reviewResponseSchema })).review;

/** `null` leaves the open switch alone in charge. */
export const setEateryHours = async (hours: OpeningHours | null) =>
  (await apiRequest(routes.setEateryHours, { body: { hours }, schema: vendorEateryResponseSchema })).restaurant;

export const setEaterySlots = async (slots: SlotSettings | null) =>
  (await apiRequest(routes.setEaterySlots, { body: { slots }, schema: vendorEateryResponseSchema })).restaurant;
