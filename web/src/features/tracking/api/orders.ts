import { trackedOrderResponseSchema, type TrackedOrder } from '@campuseats/common/orderLifecycle';
import { apiRequest } from '@/lib/apiClient';

/** POST /api/v1/orders/{id}/cancel: only while the eatery has not accepted it; the wallet share comes back. */
export async function cancelOrder(orderId: string): Promise<TrackedOrder> {
  const { order } = await apiRequest(`/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body: {}, schema: trackedOrderResponseSchema });
  return order;
}
