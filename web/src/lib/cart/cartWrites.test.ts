import { describe, expect, it } from 'vitest';
import type { Cart } from '@campuseats/common/cart';
import { EMPTY_CART } from '@campuseats/common/cartRules';
import { applyCartOp, quantityIn, type AddableItem, type CartOp, type CartVendor } from './cartOps';
import { nextCartWrite } from './cartWrites';

const canteen: CartVendor = { id: 'canteen', name: 'Hostel Canteen' };
const cafe: CartVendor = { id: 'cafe', name: 'Campus Cafe' };
const thali: AddableItem = { menuItemId: 'thali', name: 'Veg Thali', description: 'Rice, dal, sabzi', price: 90, veg: true };
const roll: AddableItem = { menuItemId: 'roll', name: 'Chicken Roll', description: '', price: 70, veg: false };
const chai: AddableItem = { menuItemId: 'chai', name: 'Masala Chai', description: '', price: 15, veg: true };

// Taps as CartProvider makes them: ADD and + add one, − and the bin set the quantity the screen showed, less one or 0.
const plus = (item: AddableItem, vendor = canteen): CartOp => ({ kind: 'add', vendor, item, quantity: 1, replaceCart: false });
const newCartWith = (item: AddableItem, vendor: CartVendor): CartOp => ({ kind: 'add', vendor, item, quantity: 1, replaceCart: true });
const setTo = (item: AddableItem, quantity: number): CartOp => ({ kind: 'set', menuItemId: item.menuItemId, quantity });

const cartOf = (...ops: CartOp[]): Cart => ops.reduce(applyCartOp, EMPTY_CART);
// The server keeps a line where it was when its quantity changes; the screen may have moved it: order aside.
const contentsOf = (cart: Cart) => ({ vendor: cart.vendor, lines: cart.items.map((line) => `${line.menuItem} x${line.quantity}`).sort() });
const times = (count: number, op: CartOp): CartOp[] => Array.from({ length: count }, () => op);

describe('nextCartWrite', () => {
  it('sends ten taps on + as one PATCH with the final quantity', () => {
    const server = cartOf(plus(thali));
    expect(nextCartWrite(server, times(10, plus(thali)))).toEqual({ write: setTo(thali, 11), rest: [] });
  });

  it('sends a dish the server does not have yet as one POST of everything tapped', () => {
    expect(nextCartWrite(EMPTY_CART, times(3, plus(thali)))).toEqual({ write: { ...plus(thali), quantity: 3 }, rest: [] });
  });

  it('sends nothing for taps that cancel out', () => {
    const server = cartOf(plus(thali));
    expect(nextCartWrite(server, [plus(thali), setTo(thali, 1)])).toBeNull();
    expect(nextCartWrite(server, [setTo(thali, 0), plus(thali)])).toBeNull();
    expect(nextCartWrite(EMPTY_CART, [plus(roll), plus(roll), setTo(roll, 1), setTo(roll, 0)])).toBeNull();
    expect(nextCartWrite(server, [])).toBeNull();
  });

  it('removes a dish with a PATCH to 0, however many taps took it there', () => {
    const server = cartOf(plus(thali), plus(thali), plus(roll));
    expect(nextCartWrite(server, [setTo(thali, 1), setTo(thali, 0)])).toEqual({ write: setTo(thali, 0), rest: [] });
    expect(nextCartWrite(cartOf(plus(roll)), [setTo(roll, 0)])).toEqual({ write: setTo(roll, 0), rest: [] });
  });

  it('nets each dish once when taps on several dishes interleave; lines the server has go before new dishes', () => {
    const server = cartOf(plus(thali), plus(roll), plus(roll));
    const taps = [plus(chai), plus(thali), setTo(roll, 1), plus(thali), plus(chai), setTo(roll, 0)];
    expect(nextCartWrite(server, taps)).toEqual({ write: setTo(thali, 3), rest: [setTo(roll, 0), { ...plus(chai), quantity: 2 }] });
  });

  it('drops a cart of another eatery only when the student chose to start a new one', () => {
    const server = cartOf(plus(thali), plus(roll));
    expect(nextCartWrite(server, [newCartWith(chai, cafe), plus(chai, cafe)])).toEqual({
      write: { kind: 'add', vendor: cafe, item: chai, quantity: 2, replaceCart: true },
      rest: [],
    });
    // Tapped while the server's cart was still loading: the server refuses, and the app asks the student.
    expect(nextCartWrite(server, [plus(chai, cafe)])?.write).toEqual({ kind: 'add', vendor: cafe, item: chai, quantity: 1, replaceCart: false });
  });

  it('owes the new cart’s other dishes after the write that starts it', () => {
    const server = cartOf(plus(thali));
    const next = nextCartWrite(server, [newCartWith(chai, cafe), plus(roll, cafe), plus(chai, cafe)]);
    expect(next).toEqual({
      write: { kind: 'add', vendor: cafe, item: chai, quantity: 2, replaceCart: true },
      rest: [{ kind: 'add', vendor: cafe, item: roll, quantity: 1, replaceCart: false }],
    });
  });

  it('empties a cart the student emptied, dish by dish', () => {
    const server = cartOf(plus(thali), plus(roll));
    const next = nextCartWrite(server, [setTo(thali, 0), setTo(roll, 0)]);
    expect(next).toEqual({ write: setTo(thali, 0), rest: [setTo(roll, 0)] });
  });

  it('reaches the cart on screen, one write at a time, whatever taps arrive between the answers', () => {
    // A server that answers each write as the API does (applyCartOp is the app's copy of its rules).
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const dishes = [thali, roll, chai];
    for (let round = 0; round < 200; round++) {
      let server = EMPTY_CART;
      let onScreen = EMPTY_CART;
      let owed: CartOp[] = [];
      let writes = 0;
      let taps = 0;
      for (let step = 0; step < 30; step++) {
        for (let burst = random(4); burst > 0; burst--) {
          const dish = dishes[random(dishes.length)]!;
          const shown = quantityIn(onScreen, dish.menuItemId);
          const tap = random(3) === 0 && shown > 0 ? setTo(dish, shown - 1) : plus(dish);
          onScreen = applyCartOp(onScreen, tap);
          owed.push(tap);
          taps++;
        }
        const next = nextCartWrite(server, owed);
        owed = next?.rest ?? [];
        if (next) {
          server = applyCartOp(server, next.write);
          writes++;
        }
        expect(contentsOf(owed.reduce(applyCartOp, server))).toEqual(contentsOf(onScreen));
      }
      for (let next = nextCartWrite(server, owed); next; next = nextCartWrite(server, owed)) {
        server = applyCartOp(server, next.write);
        owed = next.rest;
        writes++;
      }
      expect(contentsOf(server)).toEqual(contentsOf(onScreen));
      expect(writes).toBeLessThanOrEqual(taps);
    }
  });
});
