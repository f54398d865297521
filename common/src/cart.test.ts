import { describe, expect, it } from 'vitest';
import { addToCartRequestSchema, updateCartItemRequestSchema } from './cart';
import { MAX_QUANTITY_PER_LINE, cartBadgeLabel, displayItemName, totalItemsOf } from './cartRules';

describe('cartBadgeLabel', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('%i items show %s', (count, label) => {
    expect(cartBadgeLabel(count)).toBe(label);
  });
});

describe('totalItemsOf', () => {
  it('sums the quantities, not the lines', () => {
    expect(totalItemsOf([])).toBe(0);
    expect(totalItemsOf([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });
});

describe('displayItemName', () => {
  it.each([
    ['"Masala Chai"', 'Masala Chai'],
    ["'Samosa'", 'Samosa'],
    ['“Cold Coffee”', 'Cold Coffee'],
    ['  Veg Thali ', 'Veg Thali'],
    ['Dad\'s "Special" Roll', 'Dad\'s "Special" Roll'],
    ['""', 'Unnamed Item'],
    ['', 'Unnamed Item'],
    [undefined, 'Unnamed Item'],
  ])('%j shows as %j', (name, shown) => {
    expect(displayItemName(name)).toBe(shown);
  });
});

describe('addToCartRequestSchema', () => {
  it('adds one by default, needs no eatery, and drops what the server decides', () => {
    expect(addToCartRequestSchema.parse({ vendorId: 'v1', menuItemId: 'm1' })).toEqual({ vendorId: 'v1', menuItemId: 'm1', quantity: 1, replaceCart: false });
    expect(addToCartRequestSchema.parse({ menuItemId: 'm1', quantity: 2 })).toEqual({ menuItemId: 'm1', quantity: 2, replaceCart: false });
    expect(addToCartRequestSchema.parse({ vendorId: 'v1', menuItemId: 'm1', price: 5, total: 5 })).toEqual({
      vendorId: 'v1',
      menuItemId: 'm1',
      quantity: 1,
      replaceCart: false,
    });
    expect(addToCartRequestSchema.safeParse({ vendorId: 'v1', menuItemId: 'm1', quantity: MAX_QUANTITY_PER_LINE + 1 }).success).toBe(false);
  });
});

describe('updateCartItemRequestSchema', () => {
  const messageOf = (body: unknown) => updateCartItemRequestSchema.safeParse(body).error?.issues[0]?.message;

  it('takes 0 to remove and the cart messages for a missing id', () => {
    expect(updateCartItemRequestSchema.parse({ menuItemId: 'm1', quantity: 0 })).toEqual({ menuItemId: 'm1', quantity: 0 });
    expect(messageOf({ quantity: 2 })).toBe('Invalid item id for update');
    expect(messageOf({ menuItemId: '', quantity: 0 })).toBe('Invalid item id for removal');
    expect(messageOf({ menuItemId: 'm1', quantity: -1 })).toBe('Quantity must be at least 0');
    expect(messageOf({ menuItemId: 'm1', quantity: 1.5 })).toBe('Quantity must be a whole number');
  });
});
