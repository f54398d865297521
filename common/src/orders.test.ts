import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema, ordersPageQuerySchema, placeOrderRequestSchema } from './orders';
import { paymentMethodLabel } from './checkout';

describe('placeOrderRequestSchema', () => {
  it('takes an address, cod or upi, and the wallet switch (off by default); delivery unless a pickup is asked for', () => {
    expect(placeOrderRequestSchema.parse({ addressId: 'a1', paymentMethod: 'upi' })).toEqual({
      addressId: 'a1',
      paymentMethod: 'upi',
      useWallet: false,
      fulfilment: 'delivery',
    });
    expect(placeOrderRequestSchema.safeParse({ addressId: 'a1', paymentMethod: 'card' }).error?.issues[0]?.message).toBe(
      'Choose Cash on Delivery or UPI on Delivery',
    );
    expect(placeOrderRequestSchema.parse({ addressId: 'a1', paymentMethod: 'COD', total: 0 })).toEqual({
      addressId: 'a1',
      paymentMethod: 'cod',
      useWallet: false,
      fulfilment: 'delivery',
    });
    expect(placeOrderRequestSchema.safeParse({ addressId: 'a1', paymentMethod: 'cod', expectedTotal: 10.5 }).success).toBe(false);
  });

  it("takes a pickup slot's start as an ISO 8601 instant", () => {
    const pickup = { fulfilment: 'pickup', paymentMethod: 'cod' };
    expect(placeOrderRequestSchema.parse({ ...pickup, slot: '2026-11-27T07:00:00.000Z' }).slot).toBe('2026-11-27T07:00:00.000Z');
    expect(placeOrderRequestSchema.parse({ ...pickup, slot: '2026-11-27T12:30:00+05:30' }).slot).toBe('2026-11-27T12:30:00+05:30');
    expect(placeOrderRequestSchema.safeParse({ ...pickup, slot: '12:30' }).error?.issues[0]?.message).toBe('Choose a pickup slot of today');
  });
});

describe('idempotencyKeySchema', () => {
  it.each([
    ['0b6c2d1e-5f7a-4c1b-9e0d-3a2b1c0d9e8f', true],
    ['abcdefgh', true],
    ['short', false],
    ['with space x', false],
    ['x'.repeat(101), false],
  ])('%s is valid: %s', (key, valid) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(valid);
  });
});

describe('ordersPageQuerySchema', () => {
  it('lower-cases the search and drops an empty one', () => {
    expect(ordersPageQuerySchema.parse({ search: '  Chai ' })).toEqual({ search: 'chai' });
    expect(ordersPageQuerySchema.parse({ search: '' })).toEqual({ search: undefined });
    expect(ordersPageQuerySchema.safeParse({ status: 'placed' }).success).toBe(false);
  });
});

describe('paymentMethodLabel', () => {
  it('names both methods as checkout shows them', () => {
    expect(paymentMethodLabel('cod')).toBe('Cash on Delivery');
    expect(paymentMethodLabel('upi')).toBe('UPI on Delivery');
  });

  it('names them at the counter for a pickup', () => {
    expect(paymentMethodLabel('cod', 'pickup')).toBe('Cash at the counter');
    expect(paymentMethodLabel('upi', 'pickup')).toBe('UPI at the counter');
  });
});
