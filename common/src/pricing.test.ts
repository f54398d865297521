import { describe, expect, it } from 'vitest';
import { breakdownOf, deliveryFeeFor, formatRupees, priceCart, priceOrder, subtotalOf } from './pricing';

describe('deliveryFeeFor', () => {
  it.each([
    [0, 0],
    [1, 49],
    [299, 49],
    [300, 25],
    [499, 25],
    [500, 0],
    [2000, 0],
  ])('subtotal %i costs %i to deliver', (subtotal, fee) => {
    expect(deliveryFeeFor(subtotal)).toBe(fee);
  });
});

describe('priceOrder', () => {
  it('charges nothing for an empty cart', () => {
    expect(priceOrder([], 850, true)).toEqual({ subtotal: 0, deliveryFee: 0, platformFee: 0, totalBeforeWallet: 0, walletApplied: 0, total: 0 });
  });

  it('adds the tiered delivery fee and the platform fee of 5', () => {
    expect(
      priceOrder([
        { price: 120, quantity: 2 },
        { price: 59, quantity: 1 },
      ]),
    ).toMatchObject({ subtotal: 299, deliveryFee: 49, platformFee: 5, total: 353 });
    expect(priceOrder([{ price: 150, quantity: 2 }])).toMatchObject({ subtotal: 300, deliveryFee: 25, total: 330 });
    expect(priceOrder([{ price: 499, quantity: 1 }])).toMatchObject({ deliveryFee: 25, total: 529 });
    expect(priceOrder([{ price: 250, quantity: 2 }])).toMatchObject({ subtotal: 500, deliveryFee: 0, total: 505 });
  });

  it('applies the wallet only when asked, and never more than the total', () => {
    expect(priceOrder([{ price: 100, quantity: 1 }], 850, false)).toMatchObject({ walletApplied: 0, total: 154 });
    expect(priceOrder([{ price: 100, quantity: 1 }], 850, true)).toMatchObject({ totalBeforeWallet: 154, walletApplied: 154, total: 0 });
    expect(priceOrder([{ price: 400, quantity: 2 }], 50, true)).toMatchObject({ totalBeforeWallet: 805, walletApplied: 50, total: 755 });
  });

  it('refuses money that is not whole rupees', () => {
    expect(() => subtotalOf([{ price: 10.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => subtotalOf([{ price: 10, quantity: -1 }])).toThrow(RangeError);
    expect(() => priceOrder([{ price: 10, quantity: 1 }], 0.5, true)).toThrow(RangeError);
  });
});

describe('pickup at the counter', () => {
  it.each([1, 299, 300, 499, 500])('pays no delivery fee on a subtotal of %i', (subtotal) => {
    expect(deliveryFeeFor(subtotal, 'pickup')).toBe(0);
  });

  it('charges the subtotal and the platform fee, the wallet paying at most that', () => {
    expect(priceOrder([{ price: 120, quantity: 1 }], 0, false, 'pickup')).toEqual({
      subtotal: 120,
      deliveryFee: 0,
      platformFee: 5,
      totalBeforeWallet: 125,
      walletApplied: 0,
      total: 125,
    });
    expect(priceOrder([{ price: 120, quantity: 1 }], 850, true, 'pickup')).toMatchObject({ walletApplied: 125, total: 0 });
  });
});

describe('breakdownOf', () => {
  it("stands for the cart answer's figures, with the wallet on or off", () => {
    const lines = [{ price: 140, quantity: 2 }];
    for (const useWallet of [false, true]) expect(breakdownOf(priceCart(lines, 100), useWallet)).toEqual(priceOrder(lines, 100, useWallet));
  });
});

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [49, '₹49'],
    [1250, '₹1,250'],
    [123456, '₹1,23,456'],
    [10000000, '₹1,00,00,000'],
  ])('writes %i as %s, grouped the Indian way', (amount, written) => {
    expect(formatRupees(amount)).toBe(written);
  });
});
