import type { Cart, StoredCart } from '@campuseats/common/cart';
import { CART_STORAGE_KEY, EMPTY_CART } from '@campuseats/common/cartRules';

// The cart in browser storage; `owner` null is a signed-out visitor's cart, moved into the account at login.

const NO_STORED_CART: StoredCart = { owner: null, cart: EMPTY_CART };

/** The stored cart, checked against its schema, which loads only when there is one; never fails, starting empty instead. */
export async function readStoredCart(): Promise<StoredCart> {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return NO_STORED_CART;
    const { storedCartSchema } = await import('@campuseats/common/cart');
    const parsed = storedCartSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Blocked storage, unreadable JSON, or the schema's module could not load (offline): start empty.
  }
  return NO_STORED_CART;
}

export function writeStoredCart(owner: string | null, cart: Cart): void {
  try {
    if (cart.items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ owner, cart } satisfies StoredCart));
  } catch {
    // Private mode or a full quota: the cart still works for this visit.
  }
}
