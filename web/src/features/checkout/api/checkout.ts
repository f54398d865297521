import { placeOrderResponseSchema, type PlaceOrderRequest, type PlaceOrderResponse } from '@campuseats/common/orders';
import { eaterySlotsResponseSchema, type EaterySlots } from '@campuseats/common/slots';
import * as routes from '@campuseats/common/api/routes/checkout';
import * as publicRoutes from '@campuseats/common/api/routes/public';
import { apiRequest } from '@/lib/apiClient';

export function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return apiRequest(routes.placeOrder, { body, schema: placeOrderResponseSchema, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The eatery's slots of today still to come, with their places left, and the one "As soon as possible" takes. */
export function fetchEaterySlots(eateryId: string, signal?: AbortSignal): Promise<EaterySlots> {
  return apiRequest(publicRoutes.eaterySlots, { params: { id: eateryId }, schema: eaterySlotsResponseSchema, signal });
}
