import { describe, expect, it } from 'vitest';
import type { Cart } from '@campuseats/common/cart';
import { EMPTY_CART } from '@campuseats/common/cartRules';
import { applyCartOp, quantityIn, type AddableItem, type CartOp } from './cartOps';

const canteen = { id: 'canteen', name: 'Hostel Canteen' };
const cafe = { id: 'cafe', name: 'Campus Cafe' };
const thali: AddableItem = { menuItemId: 'thali', name: '"Veg Thali"', description: 'Rice, dal, sabzi', price: 90, veg: true };
const roll: AddableItem = { menuItemId: 'roll', name: 'Chicken Roll', description: '', price: 70, veg: false };
const add = (item: AddableItem, vendor = canteen, replaceCart = false): CartOp => ({ kind: 'add', vendor, item, quantity: 1, replaceCart });

const run = (...ops: CartOp[]): Cart => ops.reduce(applyCartOp, EMPTY_CART);

describe('applyCartOp', () => {
  it('adds a line, then counts up; names lose their quotes', () => {
    const cart = run(add(thali), add(thali), add(roll));
    expect(cart.vendor).toBe('canteen');
    expect(cart.vendorName).toBe('Hostel Canteen');
    expect(cart.items.map((line) => [line.menuItem, line.name, line.quantity])).toEqual([
      ['thali', 'Veg Thali', 2],
      ['roll', 'Chicken Roll', 1],
    ]);
  });

  it('sets a quantity, removes at 0, and empties the cart with its last line', () => {
    const cart = run(add(thali), add(roll), { kind: 'set', menuItemId: 'thali', quantity: 4 });
    expect(quantityIn(cart, 'thali')).toBe(4);
    const fewer = applyCartOp(cart, { kind: 'set', menuItemId: 'roll', quantity: 0 });
    expect(fewer.items.map((line) => line.menuItem)).toEqual(['thali']);
    expect(applyCartOp(fewer, { kind: 'set', menuItemId: 'thali', quantity: 0 })).toEqual(EMPTY_CART);
  });

  it('keeps why the eatery takes no order now: a quantity changed while it is busy still shows until when', () => {
    const paused = { ...run(add(thali)), vendorOpen: false, vendorBusyUntil: '2026-11-20T07:15:00.000Z' };
    expect(applyCartOp(paused, { kind: 'set', menuItemId: 'thali', quantity: 2 })).toMatchObject({
      vendorOpen: false,
      vendorBusyUntil: '2026-11-20T07:15:00.000Z',
    });
  });

  it('starts a new cart for another eatery (the student has agreed by then)', () => {
    const cart = run(add(thali), add(roll, cafe, true));
    expect(cart.vendor).toBe('cafe');
    expect(cart.items.map((line) => line.menuItem)).toEqual(['roll']);
  });
});

describe('applyCartOp on a cart the server priced', () => {
  it('drops the server’s figures, which priced the cart before the tap', () => {
    const priced = {
      ...run(add(thali)),
      subtotal: 120,
      deliveryFee: 49,
      platformFee: 5,
      total: 174,
      walletBalance: 0,
      walletApplicable: 0,
      totalWithWallet: 174,
    };
    const tapped = applyCartOp(priced, { kind: 'set', menuItemId: 'thali', quantity: 3 });
    expect(tapped.items[0]?.quantity).toBe(3);
    expect(tapped).not.toHaveProperty('total');
    expect(applyCartOp(priced, add(roll))).not.toHaveProperty('total');
  });
});
