import type { Cart, CartLine } from '@campuseats/common/cart';
import { applyCartOp, type CartOp } from './cartOps';

/** The add that puts `line` of `cart` in a cart, at the line's quantity. */
export function addOf(cart: Cart, line: CartLine, replaceCart: boolean): CartOp {
  return {
    kind: 'add',
    vendor: { id: cart.vendor ?? '', name: cart.vendorName ?? '' },
    item: { menuItemId: line.menuItem, name: line.name, description: line.description, price: line.price, veg: line.veg },
    quantity: line.quantity,
    replaceCart,
  };
}

/** The writes that turn `server` into `wanted`; only `newCartAgreed` lets one drop another eatery's cart. */
function cartWritesBetween(server: Cart, wanted: Cart, newCartAgreed: boolean): CartOp[] {
  const startsOver = server.items.length > 0 && wanted.items.length > 0 && wanted.vendor !== server.vendor;
  if (startsOver) return wanted.items.map((line, index) => addOf(wanted, line, index === 0 && newCartAgreed));

  const wantedQuantities = new Map(wanted.items.map((line) => [line.menuItem, line.quantity]));
  const serverDishes = new Set(server.items.map((line) => line.menuItem));
  // Lines the server has go first: a removal frees a place before a new dish needs one (a cart's lines are capped).
  const changes: CartOp[] = server.items
    .filter((line) => (wantedQuantities.get(line.menuItem) ?? 0) !== line.quantity)
    .map((line) => ({ kind: 'set', menuItemId: line.menuItem, quantity: wantedQuantities.get(line.menuItem) ?? 0 }));
  const additions = wanted.items.filter((line) => !serverDishes.has(line.menuItem)).map((line) => addOf(wanted, line, false));
  return [...changes, ...additions];
}

/**
 * The next request for the taps not sent yet, carrying the net of every tap on its dish so quick taps cost one request
 * (a PATCH for a line the server has, a POST for a new dish), and the other dishes' netted changes to go out after it;
 * null when the taps add up to no change.
 */
export function nextCartWrite(server: Cart, taps: readonly CartOp[]): { write: CartOp; rest: CartOp[] } | null {
  const wanted = taps.reduce(applyCartOp, server);
  const newCartAgreed = taps.some((tap) => tap.kind === 'add' && tap.replaceCart);
  const [write, ...rest] = cartWritesBetween(server, wanted, newCartAgreed);
  return write ? { write, rest } : null;
}
