import { describe, expect, it } from 'vitest';
import { addToCartRequestSchema, storedCartSchema, updateCartItemRequestSchema } from './cart';
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

describe('storedCartSchema', () => {
  const line = { _id: 'l1', menuItem: 'cuttingChai', name: 'Cutting Chai', description: 'Half a glass', quantity: 3, price: 15, veg: true, available: true };
  const cart = { items: [line], vendor: 'chaiPointKiosk', vendorName: 'Chai Point Kiosk', vendorOpen: true };

  it('takes a stored cart and keeps the cart fields alone (the stored price figures are left out)', () => {
    const priced = { ...cart, subtotal: 45, deliveryFee: 49, platformFee: 5, total: 99, walletBalance: 0, walletApplicable: 0, totalWithWallet: 99 };
    expect(storedCartSchema.parse({ owner: 'uid-1', cart: priced })).toEqual({ owner: 'uid-1', cart });
    const empty = { owner: null, cart: { items: [], vendor: null, vendorName: null, vendorOpen: true } };
    expect(storedCartSchema.parse(empty)).toEqual(empty);
  });

  it('refuses what is not a stored cart: a missing or mistyped field, a fractional quantity', () => {
    const { available: _available, ...withoutAvailable } = line;
    for (const broken of [
      null,
      'cart',
      { cart },
      { owner: 7, cart },
      { owner: null, cart: { ...cart, vendorOpen: 'yes' } },
      { owner: null, cart: { ...cart, items: [withoutAvailable] } },
      { owner: null, cart: { ...cart, items: [{ ...line, quantity: 1.5 }] } },
      { owner: null, cart: { ...cart, items: [{ ...line, price: '15' }] } },
    ]) {
      expect(storedCartSchema.safeParse(broken).success).toBe(false);
    }
  });
});
