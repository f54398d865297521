import type { Cart, CartLine } from '@campuseats/common/cart';
import { EMPTY_CART, displayItemName } from '@campuseats/common/cartRules';

/** What the menu knows about a dish when a student taps ADD (the server re-prices it from the menu). */
export interface AddableItem {
  menuItemId: string;
  name: string;
  description: string;
  price: number;
  veg: boolean;
}

export interface CartVendor {
  id: string;
  name: string;
}

/** One change a student makes; applied at once on screen, and sent to the server in order. */
export type CartOp =
  { kind: 'add'; vendor: CartVendor; item: AddableItem; quantity: number; replaceCart: boolean } | { kind: 'set'; menuItemId: string; quantity: number };

function lineOf(item: AddableItem, quantity: number): CartLine {
  return {
    _id: item.menuItemId,
    menuItem: item.menuItemId,
    name: displayItemName(item.name),
    description: item.description,
    quantity,
    price: item.price,
    veg: item.veg,
    available: true,
  };
}

/** The cart after one change, as the server will answer it (the stepper's rule: 0 removes). */
export function applyCartOp(cart: Cart, op: CartOp): Cart {
  if (op.kind === 'add') {
    const fresh = op.replaceCart || cart.vendor !== op.vendor.id;
    const base = fresh ? [] : cart.items;
    const existing = base.find((line) => line.menuItem === op.item.menuItemId);
    const items = existing
      ? base.map((line) => (line === existing ? { ...line, quantity: line.quantity + op.quantity } : line))
      : [...base, lineOf(op.item, op.quantity)];
    return { items, vendor: op.vendor.id, vendorName: op.vendor.name, vendorOpen: fresh ? true : cart.vendorOpen };
  }
  const items =
    op.quantity <= 0
      ? cart.items.filter((line) => line.menuItem !== op.menuItemId)
      : cart.items.map((line) => (line.menuItem === op.menuItemId ? { ...line, quantity: op.quantity } : line));
  // A new object of the cart's own fields: the server's prices of the old lines do not carry over.
  return items.length === 0 ? EMPTY_CART : { items, vendor: cart.vendor, vendorName: cart.vendorName, vendorOpen: cart.vendorOpen };
}

/** True when adding from this eatery needs the student's go-ahead to drop the current cart. */
export function conflictsWith(cart: Cart, vendorId: string): boolean {
  return cart.items.length > 0 && cart.vendor !== null && cart.vendor !== vendorId;
}

export function quantityIn(cart: Cart, menuItemId: string): number {
  return cart.items.find((line) => line.menuItem === menuItemId)?.quantity ?? 0;
}
