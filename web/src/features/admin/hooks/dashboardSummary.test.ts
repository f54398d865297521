import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@campuseats/common/orderStatus';
import { countByStatus } from './dashboardSummary';

const placed = (...statuses: OrderStatus[]) => statuses.map((status) => ({ status }));

describe('countByStatus', () => {
  it('counts the orders placed today under their status now, cancelled ones in the total', () => {
    const counted = countByStatus(placed('placed', 'delivered', 'cancelled', 'preparing'));
    expect(counted.byStatus).toEqual({ placed: 1, accepted: 0, preparing: 1, ready: 0, out_for_delivery: 0, delivered: 1, collected: 0, cancelled: 1 });
    expect(counted.total).toBe(4);
  });

  it('is all zeros on a day without orders', () => {
    const counted = countByStatus([]);
    expect(Object.values(counted.byStatus).every((count) => count === 0)).toBe(true);
    expect(counted.total).toBe(0);
  });
});
