import type { Cart, CartLine } from '@campuseats/common/cart';
import { EMPTY_CART, displayItemName, startsNewCart, withMoreOf, withQuantityOf } from '@campuseats/common/cartRules';

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

/** The cart after one change, as the server will answer it: the cart's rules of common/src/cartRules.ts. */
export function applyCartOp(cart: Cart, op: CartOp): Cart {
  if (op.kind === 'add') {
    const fresh = startsNewCart(cart.vendor, op.vendor.id, op.replaceCart);
    const items = withMoreOf(fresh ? [] : cart.items, 'menuItem', op.item.menuItemId, op.quantity, (quantity) => lineOf(op.item, quantity));
    return { items, vendor: op.vendor.id, vendorName: op.vendor.name, vendorOpen: fresh ? true : cart.vendorOpen };
  }
  const items = withQuantityOf(cart.items, 'menuItem', op.menuItemId, op.quantity);
  // A new object of the cart's own fields: the server's prices of the old lines do not carry over.
  return items.length === 0
    ? EMPTY_CART
    : { items, vendor: cart.vendor, vendorName: cart.vendorName, vendorOpen: cart.vendorOpen, vendorBusyUntil: cart.vendorBusyUntil };
}

export function quantityIn(cart: Cart, menuItemId: string): number {
  return cart.items.find((line) => line.menuItem === menuItemId)?.quantity ?? 0;
}
