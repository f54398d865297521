import { queryOptions } from '@tanstack/react-query';
import type { TrackedOrder } from '@campuseats/common/orderLifecycle';
import * as routes from '@campuseats/common/api/routes/orders';
import { apiRequest } from '@/lib/apiClient';
import { queryKeys } from '@/lib/query/queryKeys';
import { STARTED_EARLY_FRESH_MS } from '@/lib/query/signedInQueries';

// The answer's schema loads beside the call, so the page draws without zod.
const trackedOrderAnswer = () => import('@campuseats/common/orderLifecycle').then((schemas) => schemas.trackedOrderResponseSchema);

/**
 * The student's order with its history, drawn until the order's listener answers: once only, since the listener is
 * what follows the order and says when it cannot be read.
 */
export const trackedOrderQuery = (uid: string, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.trackedOrder(uid, orderId),
    queryFn: async ({ signal }) => (await apiRequest(routes.trackedOrder, { params: { id: orderId }, schema: trackedOrderAnswer(), signal })).order,
    staleTime: STARTED_EARLY_FRESH_MS,
    retry: false,
  });

/** Cancels the student's order, only while the eatery has not accepted it; the wallet share comes back. */
export async function cancelOrder(orderId: string): Promise<TrackedOrder> {
  return (await apiRequest(routes.cancelOrder, { params: { id: orderId }, body: {}, schema: trackedOrderAnswer() })).order;
}
