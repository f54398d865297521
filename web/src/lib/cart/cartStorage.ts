import * as z from 'zod/mini';
import { CART_STORAGE_KEY, EMPTY_CART, cartSchema, type Cart } from '@campuseats/common/cart';

/**
 * The cart in browser storage (key `campuseats-cart`). `owner` null is a cart filled while signed out, which
 * moves into the account at login; a signed-in student's cart is mirrored here (for an instant badge on the
 * next visit) and forgotten at logout.
 */
const storedCartSchema = z.object({ owner: z.nullable(z.string()), cart: cartSchema });
export type StoredCart = z.infer<typeof storedCartSchema>;

export function readStoredCart(): StoredCart {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    const parsed = storedCartSchema.safeParse(raw ? JSON.parse(raw) : undefined);
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable or blocked storage: start empty.
  }
  return { owner: null, cart: EMPTY_CART };
}

export function writeStoredCart(owner: string | null, cart: Cart): void {
  try {
    if (cart.items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ owner, cart } satisfies StoredCart));
  } catch {
    // Private mode or a full quota: the cart still works for this visit.
  }
}
