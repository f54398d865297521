import type { PricedCartResponse } from '@campuseats/common/cart';
import type { OrderStatusFilter } from '@campuseats/common/orderStatus';
import * as routes from '@campuseats/common/api/routes/orders';
import { apiRequest } from '@/lib/apiClient';

// The answers' schemas load beside the call so the page draws without them (docs/bench/2026-11-first-paint.md#every-other-route).
const ordersPageAnswer = () => import('@campuseats/common/orders').then((schemas) => schemas.ordersPageResponseSchema);

export async function fetchOrdersPage(search: string, status: OrderStatusFilter | undefined, cursor: string | null, signal: AbortSignal) {
  const page = await apiRequest(routes.listOrders, {
    schema: ordersPageAnswer(),
    query: { search: search.trim() || undefined, status, cursor: cursor ?? undefined },
    signal,
  });
  return { items: page.orders, nextCursor: page.nextCursor };
}

export function reorder(orderId: string): Promise<PricedCartResponse> {
  return apiRequest(routes.reorder, {
    params: { id: orderId },
    schema: import('@campuseats/common/cart').then((schemas) => schemas.pricedCartResponseSchema),
  });
}
