import { describe, expect, it } from 'vitest';
import { ACCEPT_WITHIN_MINUTES, isUnaccepted, unacceptedOrders } from './orderSweep';
import type { OrderStatus } from './orderStatus';

const PLACED_AT = new Date('2026-11-27T07:00:00Z');
const minutesAfter = (minutes: number) => new Date(PLACED_AT.getTime() + minutes * 60_000);
const order = (id: string, status: OrderStatus, createdAt = PLACED_AT) => ({ id, status, createdAt });

describe('the unaccepted-order sweep', () => {
  it('leaves a placed order alone until 10 minutes have passed, and cancels it from then on', () => {
    expect(ACCEPT_WITHIN_MINUTES).toBe(10);
    expect(isUnaccepted(order('a', 'placed'), minutesAfter(0))).toBe(false);
    expect(isUnaccepted(order('a', 'placed'), new Date(minutesAfter(10).getTime() - 1))).toBe(false);
    expect(isUnaccepted(order('a', 'placed'), minutesAfter(10))).toBe(true);
    expect(isUnaccepted(order('a', 'placed'), minutesAfter(240))).toBe(true);
  });

  it.each(['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'] as const)('never cancels an order that is %s', (status) => {
    expect(isUnaccepted(order('a', status), minutesAfter(60))).toBe(false);
  });

  it('picks, from a mixed list, exactly the placed orders old enough, in the order given', () => {
    const now = minutesAfter(15);
    const orders = [
      order('old-placed', 'placed', minutesAfter(0)),
      order('young-placed', 'placed', minutesAfter(6)),
      order('old-accepted', 'accepted', minutesAfter(0)),
      order('just-old-enough', 'placed', minutesAfter(5)),
    ];
    expect(unacceptedOrders(orders, now).map((picked) => picked.id)).toEqual(['old-placed', 'just-old-enough']);
    expect(unacceptedOrders([], now)).toEqual([]);
  });
});
