import type { LiveOrder } from '@campuseats/common/liveOrder';
import { ORDER_STATUSES, type OrderStatus } from '@campuseats/common/orderStatus';

/** Orders placed today, each under its status now, and how many in all (cancelled ones included). */
export interface PlacedToday {
  byStatus: Record<OrderStatus, number>;
  total: number;
}

/**
 * The dashboard's "Orders placed today, by status" from the orders placed since midnight IST. Sales (delivered,
 * revenue, cancelled) are not counted here: they come from the stored days, as on the vendor's console
 * (docs/product.md#sales-figures).
 */
export function countByStatus(orders: readonly Pick<LiveOrder, 'status'>[]): PlacedToday {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const order of orders) byStatus[order.status] += 1;
  return { byStatus, total: orders.length };
}
