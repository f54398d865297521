import { pricedCartResponseSchema, type PricedCartResponse } from '@campuseats/common/cart';
import { ordersPageResponseSchema, type OrdersPage } from '@campuseats/common/orders';
import type { OrderStatusFilter } from '@campuseats/common/orderStatus';
import { apiRequest } from '@/lib/apiClient';

export interface OrderHistoryFilters {
  search: string;
  status: OrderStatusFilter | undefined;
}

export function fetchOrdersPage(filters: OrderHistoryFilters, cursor: string | null, signal?: AbortSignal): Promise<OrdersPage> {
  return apiRequest('/orders/prevOrders', {
    schema: ordersPageResponseSchema,
    query: { search: filters.search.trim() || undefined, status: filters.status, cursor: cursor ?? undefined },
    signal,
  });
}

export function reorder(orderId: string): Promise<PricedCartResponse> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/reorder`, { method: 'POST', schema: pricedCartResponseSchema });
}
