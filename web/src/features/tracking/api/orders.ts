import { trackedOrderResponseSchema, type TrackedOrder } from '@campuseats/common/orderLifecycle';
import * as routes from '@campuseats/common/api/routes/orders';
import { apiRequest } from '@/lib/apiClient';

/** Cancels the student's order, only while the eatery has not accepted it; the wallet share comes back. */
export async function cancelOrder(orderId: string): Promise<TrackedOrder> {
  return (await apiRequest(routes.cancelOrder, { params: { id: orderId }, body: {}, schema: trackedOrderResponseSchema })).order;
}
