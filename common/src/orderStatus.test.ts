import { describe, expect, it } from 'vitest';
import { canStillRate, ORDER_STATUSES, ORDER_STATUS_FILTERS, orderCardAction, orderStatusLabel, statusesOfFilter } from './orderStatus';
import { REVIEW_EDIT_WINDOW_MS } from './ratings';

describe('orderStatusLabel', () => {
  it.each([
    ['preparing', 'Preparing'],
    ['out_for_delivery', 'Out for Delivery'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
    ['placed', 'Processing'],
    ['accepted', 'Processing'],
    ['ready', 'Processing'],
    ['something_new', 'Processing'],
    ['', 'Processing'],
  ])('%s shows as %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
});

describe('the status filters', () => {
  it('cover every status exactly once, each under the label it shows with', () => {
    const covered = ORDER_STATUS_FILTERS.flatMap((filter) => filter.statuses);
    expect([...covered].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const filter of ORDER_STATUS_FILTERS) {
      for (const status of filter.statuses) expect(orderStatusLabel(status)).toBe(filter.label);
    }
    expect(statusesOfFilter('processing')).toEqual(['placed', 'accepted', 'ready']);
  });
});

describe('orderCardAction', () => {
  it.each([
    ['delivered', 'reorder'],
    ['collected', 'reorder'],
    ['cancelled', 'reorder'],
    ['out_for_delivery', 'track'],
    ['preparing', 'details'],
    ['placed', 'details'],
    ['ready', 'details'],
  ])('%s offers %s', (status, action) => {
    expect(orderCardAction(status)).toBe(action);
  });
});

describe('canStillRate', () => {
  const deliveredAt = Date.UTC(2026, 10, 22, 13, 0);
  const delivered = { status: 'delivered', estimatedDeliveryAt: new Date(deliveredAt).toISOString() };

  it('is open for 48 hours after delivery, and closed from then on', () => {
    expect(canStillRate(delivered, deliveredAt + 60_000)).toBe(true);
    expect(canStillRate(delivered, deliveredAt + REVIEW_EDIT_WINDOW_MS - 1)).toBe(true);
    expect(canStillRate(delivered, deliveredAt + REVIEW_EDIT_WINDOW_MS)).toBe(false);
  });

  it('is open for a collected pickup as for a delivery', () => {
    expect(canStillRate({ ...delivered, status: 'collected' }, deliveredAt + 60_000)).toBe(true);
    expect(canStillRate({ ...delivered, status: 'collected' }, deliveredAt + REVIEW_EDIT_WINDOW_MS)).toBe(false);
  });

  it('is never open for an order the student does not have yet', () => {
    expect(canStillRate({ ...delivered, status: 'cancelled' }, deliveredAt)).toBe(false);
    expect(canStillRate({ ...delivered, status: 'out_for_delivery' }, deliveredAt)).toBe(false);
    expect(canStillRate({ ...delivered, status: 'ready' }, deliveredAt)).toBe(false);
  });
});
