import { describe, expect, it } from 'vitest';
import { addToCartRequestSchema, storedCartSchema, updateCartItemRequestSchema } from './cart';
import {
  CART_MESSAGES,
  MAX_CART_LINES,
  MAX_QUANTITY_PER_LINE,
  cartBadgeLabel,
  cartLimitBroken,
  displayItemName,
  holdsOtherEatery,
  startsNewCart,
  totalItemsOf,
  withMergedDish,
  withMoreOf,
  withQuantityOf,
} from './cartRules';

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

describe('the cart’s rules', () => {
  const line = (menuItemId: string, quantity = 1) => ({ menuItemId, quantity });
  const lines = [line('thali', 2), line('roll')];

  it('keep one eatery per cart: another eatery’s dish starts a new cart, and asks first when the cart has dishes', () => {
    expect(startsNewCart('canteen', 'canteen', false)).toBe(false);
    expect(startsNewCart('canteen', 'canteen', true)).toBe(true);
    expect(startsNewCart('canteen', 'cafe', false)).toBe(true);
    expect(startsNewCart(null, 'cafe', false)).toBe(true);
    expect(holdsOtherEatery('canteen', 2, 'cafe')).toBe(true);
    expect(holdsOtherEatery('canteen', 2, 'canteen')).toBe(false);
    expect(holdsOtherEatery('canteen', 0, 'cafe')).toBe(false);
    expect(holdsOtherEatery(null, 0, 'cafe')).toBe(false);
  });

  it('add to a dish’s line or put a new one last, set a quantity, and remove a dish at 0', () => {
    expect(withMoreOf(lines, 'menuItemId', 'thali', 3, (quantity) => line('thali', quantity))).toEqual([line('thali', 5), line('roll')]);
    expect(withMoreOf(lines, 'menuItemId', 'chai', 2, (quantity) => line('chai', quantity))).toEqual([...lines, line('chai', 2)]);
    expect(withQuantityOf(lines, 'menuItemId', 'roll', 4)).toEqual([line('thali', 2), line('roll', 4)]);
    expect(withQuantityOf(lines, 'menuItemId', 'thali', 0)).toEqual([line('roll')]);
  });

  it('refuse more than the per-dish maximum, then more dishes than a cart holds', () => {
    expect(cartLimitBroken(lines)).toBeNull();
    expect(cartLimitBroken([line('thali', MAX_QUANTITY_PER_LINE)])).toBeNull();
    expect(cartLimitBroken([line('thali', MAX_QUANTITY_PER_LINE + 1)])).toBe(CART_MESSAGES.tooMany);
    const full = Array.from({ length: MAX_CART_LINES }, (_, index) => line(`dish${index}`));
    expect(cartLimitBroken(full)).toBeNull();
    expect(cartLimitBroken([...full, line('one more')])).toBe(CART_MESSAGES.tooManyLines);
  });

  it('merge a signed-out cart dish by dish: quantities add up to the maximum, a new dish only while there is room', () => {
    const merge = (into: typeof lines, menuItemId: string, quantity: number) =>
      withMergedDish(into, 'menuItemId', menuItemId, quantity, (count) => line(menuItemId, count));
    expect(merge(lines, 'thali', MAX_QUANTITY_PER_LINE)).toEqual([line('thali', MAX_QUANTITY_PER_LINE), line('roll')]);
    expect(merge(lines, 'chai', 3)).toEqual([...lines, line('chai', 3)]);
    const full = Array.from({ length: MAX_CART_LINES }, (_, index) => line(`dish${index}`));
    expect(merge(full, 'chai', 1)).toBeUndefined();
    expect(merge(full, 'dish0', 2)?.[0]).toEqual(line('dish0', 3));
  });
});
