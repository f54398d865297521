import { orderValue, type LiveOrder } from '@campuseats/common/liveOrder';
import { ORDER_STATUSES, type OrderStatus } from '@campuseats/common/orderStatus';

export interface EateryDay {
  /** Orders placed today, whatever became of them. */
  orders: number;
  /** What today's orders that were not cancelled are worth (paid on delivery plus paid from wallets). */
  revenue: number;
}

export interface DaySummary {
  byStatus: Record<OrderStatus, number>;
  byEatery: Map<string, EateryDay>;
  total: EateryDay;
}

/** Today's figures from today's orders: counts by status, and per eatery the number of orders and the revenue. */
export function summarizeDay(orders: readonly LiveOrder[]): DaySummary {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  const byEatery = new Map<string, EateryDay>();
  const total: EateryDay = { orders: 0, revenue: 0 };
  for (const order of orders) {
    byStatus[order.status] += 1;
    const day = byEatery.get(order.vendorId) ?? { orders: 0, revenue: 0 };
    const revenue = order.status === 'cancelled' ? 0 : orderValue(order);
    day.orders += 1;
    day.revenue += revenue;
    total.orders += 1;
    total.revenue += revenue;
    byEatery.set(order.vendorId, day);
  }
  return { byStatus, byEatery, total };
}
