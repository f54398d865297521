import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_STATUS_FILTERS, orderCardAction, orderStatusLabel, statusesOfFilter } from './orderStatus';

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
