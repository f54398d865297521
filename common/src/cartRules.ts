import type { Cart } from './cart';

// The cart's limits, messages and helpers, apart from its schemas (cart.ts): the web app's shell uses these on
// every page, and loads the schemas (and zod) only with the first answer it has to check.

/** A sane ceiling for one dish in one order (a hostel floor's party, not a typo of 500). */
export const MAX_QUANTITY_PER_LINE = 50;
/** Distinct dishes a cart may hold. */
export const MAX_CART_LINES = 30;
/** The browser-storage key of the cart (docs/product.md#cart). */
export const CART_STORAGE_KEY = 'campuseats-cart';

export const CART_MESSAGES = {
  invalidIdForUpdate: 'Invalid item id for update',
  invalidIdForRemoval: 'Invalid item id for removal',
  tooMany: `You can order at most ${MAX_QUANTITY_PER_LINE} of one dish`,
  tooManyLines: `A cart holds at most ${MAX_CART_LINES} different dishes`,
  notLoggedIn: 'User not logged in',
  addFailed: 'Failed to add item to cart',
  updateFailed: 'Failed to update item quantity',
  removeFailed: 'Failed to remove item',
  addError: 'Error adding item to cart',
  updateError: 'Error updating item quantity',
  removeError: 'Error removing item',
} as const;

export const EMPTY_CART: Cart = { items: [], vendor: null, vendorName: null, vendorOpen: true };

/** Why adding answered 409: the web app offers to start a new cart when the cart holds another eatery. */
export const OTHER_EATERY_REASON = 'cart-has-other-eatery';

/** The cart's item count (badge, "Items (n)"): the sum of quantities. */
export function totalItemsOf(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The accessible name of a link to the cart: "Cart" or "Cart, 3 items". Self-contained: the pages' inline scripts run its source too. */
export function cartLinkLabel(totalItems: number): string {
  return totalItems > 0 ? `Cart, ${totalItems} ${totalItems === 1 ? 'item' : 'items'}` : 'Cart';
}

/** The header badge: the count, capped at "99+"; nothing for an empty cart. */
export function cartBadgeLabel(totalItems: number): string | null {
  if (totalItems <= 0) return null;
  return totalItems > 99 ? '99+' : String(totalItems);
}

/** Dish names as stored may carry stray quotes; a missing name shows "Unnamed Item". */
export function displayItemName(name: unknown): string {
  const trimmed =
    typeof name === 'string'
      ? name
          .trim()
          .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
          .trim()
      : '';
  return trimmed || 'Unnamed Item';
}
