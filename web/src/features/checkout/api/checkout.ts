import { placeOrderResponseSchema, type PlaceOrderRequest, type PlaceOrderResponse } from '@campuseats/common/orders';
import { apiRequest } from '@/lib/apiClient';

/** One key per order the student means to place: a double click or a retry sends the same one. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return apiRequest('/payments/orders', { method: 'POST', body, schema: placeOrderResponseSchema, headers: { 'Idempotency-Key': idempotencyKey } });
}
