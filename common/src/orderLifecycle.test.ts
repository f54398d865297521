import { describe, expect, it } from 'vitest';
import { HOURS_MESSAGES, openingHoursInputSchema, updateOrderStatusRequestSchema, studentCancelRequestSchema, vendorOrdersQuerySchema } from './orderLifecycle';
import {
  ACTIVE_ORDER_STATUSES,
  ORDER_STATUSES,
  estimatedDeliveryAtMs,
  estimatedMinutesFor,
  estimatedTimeText,
  expectedAt,
  isFinalStatus,
  nextOrderStatus,
  statusAsWords,
  studentCanCancel,
  trackingStepLabel,
  vendorCanCancel,
  vendorTransitionsFrom,
  type OrderStatus,
} from './orderStatus';
import type { Fulfilment } from './pickup';

describe('the order lifecycle', () => {
  it('moves forward one step at a time, placed to delivered, and no further', () => {
    const path: OrderStatus[] = ['placed'];
    for (let status = nextOrderStatus('placed'); status; status = nextOrderStatus(status)) path.push(status);
    expect(path).toEqual(['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']);
    expect(nextOrderStatus('delivered')).toBeNull();
    expect(nextOrderStatus('cancelled')).toBeNull();
  });

  it.each([
    ['placed', ['accepted', 'cancelled']],
    ['accepted', ['preparing', 'cancelled']],
    ['preparing', ['ready']],
    ['ready', ['out_for_delivery']],
    ['out_for_delivery', ['delivered']],
    ['delivered', []],
    ['collected', []],
    ['cancelled', []],
  ] as [OrderStatus, OrderStatus[]][])('a vendor may move a %s order to %j', (status, allowed) => {
    expect(vendorTransitionsFrom(status)).toEqual(allowed);
  });

  it('moves a pickup placed to collected, ready meaning ready for pickup, and never out for delivery', () => {
    const path: OrderStatus[] = ['placed'];
    for (let status = nextOrderStatus('placed', 'pickup'); status; status = nextOrderStatus(status, 'pickup')) path.push(status);
    expect(path).toEqual(['placed', 'accepted', 'preparing', 'ready', 'collected']);
    expect(vendorTransitionsFrom('ready', 'pickup')).toEqual(['collected']);
    expect(vendorTransitionsFrom('placed', 'pickup')).toEqual(['accepted', 'cancelled']);
    expect(nextOrderStatus('out_for_delivery', 'pickup')).toBeNull();
    expect(nextOrderStatus('ready')).toBe('out_for_delivery');
    expect(trackingStepLabel('ready', 'pickup')).toBe('Ready for pickup');
    expect(trackingStepLabel('ready', 'delivery')).toBe('Ready');
  });

  it('lets a vendor cancel from placed or accepted only, and a student from placed only', () => {
    expect(ORDER_STATUSES.filter(vendorCanCancel)).toEqual(['placed', 'accepted']);
    expect(ORDER_STATUSES.filter(studentCanCancel)).toEqual(['placed']);
  });

  it('calls delivered, collected and cancelled final, and everything else active', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['delivered', 'collected', 'cancelled']);
    expect(ORDER_STATUSES.filter((status) => !isFinalStatus(status))).toEqual([...ACTIVE_ORDER_STATUSES]);
  });
});

describe('estimates (docs/product.md#order-statuses)', () => {
  const CHANGED_AT = new Date('2026-11-27T07:00:00Z');
  const orderAt = (status: OrderStatus, estimatedDeliveryAt: Date, fulfilment: Fulfilment = 'delivery') => ({
    status,
    fulfilment,
    statusHistory: [{ at: new Date(CHANGED_AT.getTime() - 5 * 60_000) }, { at: CHANGED_AT }],
    estimatedDeliveryAt,
  });

  it.each([
    ['placed', 35, '35 mins'],
    ['accepted', 30, '30 mins'],
    ['preparing', 25, '25 mins'],
    ['ready', 15, '15 mins'],
    ['out_for_delivery', 10, '10 mins'],
    ['delivered', 0, 'Delivered'],
    ['cancelled', 0, 'Cancelled'],
  ] as [OrderStatus, number, string][])('%s: %i minutes from its change, shown as "%s"', (status, minutes, text) => {
    expect(estimatedMinutesFor(status)).toBe(minutes);
    const estimated = estimatedDeliveryAtMs(status, CHANGED_AT.getTime());
    expect(estimated).toBe(CHANGED_AT.getTime() + minutes * 60_000);
    expect(estimatedTimeText(orderAt(status, new Date(estimated)))).toBe(text);
  });

  it('counts the minutes to the time shown beside them: 45 for a new order’s promise, a slot’s to its end', () => {
    expect(estimatedTimeText(orderAt('placed', new Date(CHANGED_AT.getTime() + 45 * 60_000)))).toBe('45 mins');
    expect(estimatedTimeText(orderAt('placed', new Date(CHANGED_AT.getTime() + 95 * 60_000 + 20_000)))).toBe('95 mins');
    expect(estimatedTimeText(orderAt('out_for_delivery', new Date(CHANGED_AT.getTime() - 60_000)))).toBe('0 mins');
  });

  it('due at its slot’s end while the kitchen has an order placed for a slot, or later once its food has left late', () => {
    const slotEnd = CHANGED_AT.getTime() + 20 * 60_000;
    for (const status of ['placed', 'accepted', 'preparing'] as const) expect(estimatedDeliveryAtMs(status, CHANGED_AT.getTime(), slotEnd)).toBe(slotEnd);
    expect(estimatedDeliveryAtMs('out_for_delivery', CHANGED_AT.getTime(), slotEnd)).toBe(slotEnd);
    const late = CHANGED_AT.getTime() + 15 * 60_000;
    expect(estimatedDeliveryAtMs('out_for_delivery', late, slotEnd)).toBe(late + 10 * 60_000);
  });

  it('expects a delivery whose kitchen cannot even start on time when the kitchen’s range ends', () => {
    // Preparing since 12:30 IST: the step says 12:55; a long queue has the kitchen done from 1:00 to 1:05.
    const range = { from: new Date('2026-11-27T07:30:00Z'), to: new Date('2026-11-27T07:35:00Z') };
    const preparing = { ...orderAt('preparing', new Date('2026-11-27T07:25:00Z')), readyEstimate: range };
    expect(expectedAt(preparing)).toEqual(range.to);
    expect(estimatedTimeText(preparing)).toBe('35 mins');
    // Not when the range starts by the estimate (the fixed 15 to 25 minutes, rounded up to the clock's five-minute
    // marks), for a pickup (the range is its estimate), nor once the food has left the kitchen.
    const reaching = { ...preparing, readyEstimate: { from: new Date('2026-11-27T07:15:00Z'), to: new Date('2026-11-27T07:30:00Z') } };
    expect(estimatedTimeText(reaching)).toBe('25 mins');
    expect(expectedAt({ ...preparing, fulfilment: 'pickup' })).toEqual(preparing.estimatedDeliveryAt);
    expect(expectedAt({ ...preparing, status: 'out_for_delivery' })).toEqual(preparing.estimatedDeliveryAt);
  });

  it('says a pickup that is ready waits at the counter, and one collected is Collected', () => {
    expect(estimatedTimeText(orderAt('ready', new Date(CHANGED_AT.getTime() + 15 * 60_000), 'pickup'))).toBe('Ready');
    expect(estimatedTimeText(orderAt('collected', CHANGED_AT, 'pickup'))).toBe('Collected');
    expect(estimatedTimeText(orderAt('preparing', new Date(CHANGED_AT.getTime() + 25 * 60_000), 'pickup'))).toBe('25 mins');
  });

  it('shows a status with its underscores as spaces', () => {
    expect(statusAsWords('out_for_delivery')).toBe('out for delivery');
    expect(statusAsWords('placed')).toBe('placed');
  });
});

describe('the lifecycle requests', () => {
  it('accepts a next step without a reason, and a cancel only with one', () => {
    expect(updateOrderStatusRequestSchema.parse({ status: 'accepted' })).toEqual({ status: 'accepted' });
    expect(updateOrderStatusRequestSchema.parse({ status: 'cancelled', reason: '  Out of stock ' })).toEqual({ status: 'cancelled', reason: 'Out of stock' });
    const missing = updateOrderStatusRequestSchema.safeParse({ status: 'cancelled' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['reason'], message: 'Give a reason for cancelling the order' });
    expect(updateOrderStatusRequestSchema.safeParse({ status: 'cancelled', reason: ' x ' }).error?.issues[0]?.message).toBe(
      'Give a reason for cancelling the order (at least 3 characters)',
    );
    expect(updateOrderStatusRequestSchema.safeParse({ status: 'cancelled', reason: 'x'.repeat(201) }).success).toBe(false);
  });

  it('refuses unknown statuses and drops anything else in the body', () => {
    expect(updateOrderStatusRequestSchema.safeParse({ status: 'shipped' }).success).toBe(false);
    expect(updateOrderStatusRequestSchema.safeParse({}).success).toBe(false);
    expect(updateOrderStatusRequestSchema.parse({ status: 'accepted', total: 0 })).toEqual({ status: 'accepted' });
    expect(studentCancelRequestSchema.parse({ status: 'cancelled' })).toEqual({});
    expect(studentCancelRequestSchema.parse({})).toEqual({});
  });

  it('asks for the 4-digit pickup code to mark an order collected', () => {
    expect(updateOrderStatusRequestSchema.parse({ status: 'collected', pickupCode: '0427' })).toEqual({ status: 'collected', pickupCode: '0427' });
    expect(updateOrderStatusRequestSchema.safeParse({ status: 'collected' }).error?.issues[0]).toMatchObject({
      path: ['pickupCode'],
      message: "Enter the student's 4-digit pickup code",
    });
    expect(updateOrderStatusRequestSchema.safeParse({ status: 'collected', pickupCode: '42' }).error?.issues[0]?.message).toBe('A pickup code is 4 digits');
    expect(updateOrderStatusRequestSchema.safeParse({ status: 'collected', pickupCode: 4271 }).success).toBe(false);
  });

  it('filters the vendor list by any one status, in any letter case', () => {
    expect(vendorOrdersQuerySchema.parse({ status: 'ready' })).toEqual({ status: 'ready' });
    expect(vendorOrdersQuerySchema.parse({ status: 'Out_For_Delivery' })).toEqual({ status: 'out_for_delivery' });
    expect(vendorOrdersQuerySchema.safeParse({ status: 'processing' }).success).toBe(false);
  });
});

describe('opening hours as a vendor or an admin sends them', () => {
  const messagesOf = (hours: unknown) => openingHoursInputSchema.safeParse(hours).error?.issues.map((issue) => issue.message) ?? [];

  it('take a range past midnight that closes before the next day opens, Sunday night into Monday too', () => {
    expect(messagesOf({ mon: [{ open: '18:00', close: '02:00' }], tue: [{ open: '09:00', close: '21:00' }] })).toEqual([]);
    expect(messagesOf({ sun: [{ open: '20:00', close: '02:00' }], mon: [{ open: '02:00', close: '11:00' }] })).toEqual([]);
  });

  it("refuse a range past midnight that runs into the next day's hours", () => {
    expect(messagesOf({ mon: [{ open: '23:30', close: '23:00' }], tue: [{ open: '09:00', close: '21:00' }] })).toEqual([HOURS_MESSAGES.overlapsNextDay('mon')]);
    expect(messagesOf({ sun: [{ open: '20:00', close: '10:00' }], mon: [{ open: '09:00', close: '11:00' }] })).toEqual([HOURS_MESSAGES.overlapsNextDay('mon')]);
    expect(HOURS_MESSAGES.overlapsNextDay('mon')).toBe(
      "Monday's hours overlap other hours: a range that runs past midnight must close before the next day's first range opens",
    );
  });

  it("say a day's own overlap once, in its own words", () => {
    const overlapping = {
      mon: [
        { open: '08:00', close: '12:00' },
        { open: '11:00', close: '14:00' },
      ],
    };
    expect(messagesOf(overlapping)).toEqual([HOURS_MESSAGES.overlap]);
  });
});
