import type { LiveOrder } from '@campuseats/common/liveOrder';
import { ORDER_STATUSES, type OrderStatus } from '@campuseats/common/orderStatus';

/** "Orders placed today, by status"; sales come from the stored days instead (docs/product.md#sales-figures). */
export function countByStatus(orders: readonly Pick<LiveOrder, 'status'>[]) {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const order of orders) byStatus[order.status] += 1;
  return { byStatus, total: orders.length };
}
