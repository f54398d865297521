import type { PlaceOrderRequest, PlaceOrderResponse } from '@campuseats/common/orders';
import type { EaterySlots } from '@campuseats/common/slotSchemas';
import * as routes from '@campuseats/common/api/routes/checkout';
import * as publicRoutes from '@campuseats/common/api/routes/public';
import { apiRequest } from '@/lib/apiClient';

// The answers' schemas load beside the call so the page draws without zod (docs/bench/2026-11-29-checkout-first-paint.md).
export function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderResponse> {
  const schema = import('@campuseats/common/orders').then((schemas) => schemas.placeOrderResponseSchema);
  return apiRequest(routes.placeOrder, { body, schema, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The eatery's slots of today still to come, with their places left, and the one "As soon as possible" takes. */
export function fetchEaterySlots(eateryId: string, signal?: AbortSignal): Promise<EaterySlots> {
  const schema = import('@campuseats/common/slotSchemas').then((schemas) => schemas.eaterySlotsResponseSchema);
  return apiRequest(publicRoutes.eaterySlots, { params: { id: eateryId }, schema, signal });
}
