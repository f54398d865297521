import type { PricedCartResponse } from '@campuseats/common/cart';
import type { OrdersPage } from '@campuseats/common/orders';
import type { OrderStatusFilter } from '@campuseats/common/orderStatus';
import * as routes from '@campuseats/common/api/routes/orders';
import { apiRequest } from '@/lib/apiClient';

interface OrderHistoryFilters {
  search: string;
  status: OrderStatusFilter | undefined;
}

// The answers' schemas load beside the call so the page draws without them (docs/bench/2026-11-first-paint.md#every-other-route).
const ordersPageAnswer = () => import('@campuseats/common/orders').then((schemas) => schemas.ordersPageResponseSchema);

export function fetchOrdersPage(filters: OrderHistoryFilters, cursor: string | null, signal?: AbortSignal): Promise<OrdersPage> {
  return apiRequest(routes.listOrders, {
    schema: ordersPageAnswer(),
    query: { search: filters.search.trim() || undefined, status: filters.status, cursor: cursor ?? undefined },
    signal,
  });
}

export function reorder(orderId: string): Promise<PricedCartResponse> {
  return apiRequest(routes.reorder, {
    params: { id: orderId },
    schema: import('@campuseats/common/cart').then((schemas) => schemas.pricedCartResponseSchema),
  });
}
