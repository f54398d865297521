import { describe, expect, it } from 'vitest';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import type { OrderStatus } from '@campuseats/common/orderStatus';
import { summarizeDay } from './dashboardSummary';

const order = (vendorId: string, status: OrderStatus, total: number, walletApplied = 0): LiveOrder => ({
  id: `${vendorId}-${status}-${total}`,
  uid: 'student',
  vendorId,
  vendorName: vendorId,
  vendorAddress: 'Block A',
  orderNumber: 'CE-TEST-0001',
  items: [],
  subtotal: total + walletApplied - 54,
  deliveryFee: 49,
  platformFee: 5,
  walletApplied,
  total,
  paymentMethod: 'cod',
  address: { label: '', street: '', city: '', state: '', zipCode: '', landmark: '', phone: '' },
  status,
  statusHistory: [],
  createdAt: new Date(),
  estimatedDeliveryAt: new Date(),
  deliveredAt: null,
  cancelledAt: null,
  cancelReason: null,
  cancelledBy: null,
});

describe('summarizeDay', () => {
  it('counts orders by status and per eatery, and adds up revenue without cancelled orders', () => {
    const summary = summarizeDay([order('a', 'placed', 294), order('a', 'delivered', 194, 100), order('a', 'cancelled', 500), order('b', 'preparing', 120)]);
    expect(summary.byStatus).toEqual({ placed: 1, accepted: 0, preparing: 1, ready: 0, out_for_delivery: 0, delivered: 1, cancelled: 1 });
    expect(summary.byEatery.get('a')).toEqual({ orders: 3, revenue: 294 + 294 });
    expect(summary.byEatery.get('b')).toEqual({ orders: 1, revenue: 120 });
    expect(summary.total).toEqual({ orders: 4, revenue: 708 });
  });

  it('is all zeros on a day without orders', () => {
    const summary = summarizeDay([]);
    expect(Object.values(summary.byStatus).every((count) => count === 0)).toBe(true);
    expect(summary.byEatery.size).toBe(0);
    expect(summary.total).toEqual({ orders: 0, revenue: 0 });
  });
});
