import type { Cart, CartLine } from '@campuseats/common/cart';
import { isArrayOf, isBoolean, isInteger, isNullable, isObject, isString } from '@/lib/answerChecks';

// The cart in browser storage, checked with the light checks of answerChecks.ts rather than zod: a returning
// student's every page reads it at start, and zod's core (about 15 KB gzipped, in seven files) then competed with
// the screen's own code for the phone's connection (docs/bench/2026-11-first-paint.md#every-other-route). The server checks
// every write made from it.

export interface StoredCart {
  owner: string | null;
  cart: Cart;
}

const isCartLine = isObject<CartLine>({
  _id: isString,
  menuItem: isString,
  name: isString,
  description: isString,
  quantity: isInteger,
  price: isInteger,
  veg: isBoolean,
  available: isBoolean,
});

const isCart = isObject<Cart>({ items: isArrayOf(isCartLine), vendor: isNullable(isString), vendorName: isNullable(isString), vendorOpen: isBoolean });

const isStoredCart = isObject<StoredCart>({ owner: isNullable(isString), cart: isCart });

/** The stored cart when it has the stored shape, as a plain cart (the server's price figures stored with it left out). */
export function parseStoredCart(value: unknown): StoredCart | undefined {
  if (!isStoredCart(value)) return undefined;
  const { owner, cart } = value;
  const items = cart.items.map(({ _id, menuItem, name, description, quantity, price, veg, available }) => ({
    _id,
    menuItem,
    name,
    description,
    quantity,
    price,
    veg,
    available,
  }));
  return { owner, cart: { items, vendor: cart.vendor, vendorName: cart.vendorName, vendorOpen: cart.vendorOpen } };
}
