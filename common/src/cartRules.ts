import type { Cart } from './cart';

// Apart from cart.ts, so the shell uses the cart's rules on every page without zod.

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

// The cart's rules, applied alike to the stored cart and to the web app's unanswered taps (docs/product.md#cart); each side keys lines by its own field.

/** One eatery per cart: adding from `vendorId` starts a new cart unless the cart is that eatery's, or when the student agreed. */
export function startsNewCart(cartVendor: string | null, vendorId: string, replaceCart: boolean): boolean {
  return replaceCart || cartVendor !== vendorId;
}

/** True when the cart holds another eatery's dishes: adding from `vendorId` then needs the student's go-ahead. */
export function holdsOtherEatery(cartVendor: string | null, lineCount: number, vendorId: string): boolean {
  return lineCount > 0 && cartVendor !== null && cartVendor !== vendorId;
}

type Line<K extends string> = Record<K, string> & { quantity: number };

/** The lines with `quantity` more of a dish: its line grows, or a new line (from `newLine`) comes last. */
export function withMoreOf<K extends string, L extends Line<K>>(
  lines: readonly L[],
  key: K,
  dish: string,
  quantity: number,
  newLine: (quantity: number) => L,
): L[] {
  const existing = lines.find((line) => line[key] === dish);
  return existing ? lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line)) : [...lines, newLine(quantity)];
}

/** The lines with a dish set to `quantity`; 0 removes it (the stepper's minus at one). */
export function withQuantityOf<K extends string, L extends Line<K>>(lines: readonly L[], key: K, dish: string, quantity: number): L[] {
  return quantity <= 0 ? lines.filter((line) => line[key] !== dish) : lines.map((line) => (line[key] === dish ? { ...line, quantity } : line));
}

/** Why a cart of these lines is refused, or null: at most MAX_QUANTITY_PER_LINE of a dish, MAX_CART_LINES dishes. */
export function cartLimitBroken(lines: readonly { quantity: number }[]): string | null {
  if (lines.some((line) => line.quantity > MAX_QUANTITY_PER_LINE)) return CART_MESSAGES.tooMany;
  return lines.length > MAX_CART_LINES ? CART_MESSAGES.tooManyLines : null;
}

/** Merges one signed-out dish into the account's cart: quantities add up to the maximum; undefined when no room is left. */
export function withMergedDish<K extends string, L extends Line<K>>(
  lines: readonly L[],
  key: K,
  dish: string,
  quantity: number,
  newLine: (quantity: number) => L,
): L[] | undefined {
  if (!lines.some((line) => line[key] === dish) && lines.length >= MAX_CART_LINES) return undefined;
  return withMoreOf(lines, key, dish, quantity, newLine).map((line) =>
    line[key] === dish && line.quantity > MAX_QUANTITY_PER_LINE ? { ...line, quantity: MAX_QUANTITY_PER_LINE } : line,
  );
}

/** The cart's item count (badge, "Items (n)"): the sum of quantities. */
export function totalItemsOf(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The accessible name of a link to the cart: "Cart" or "Cart, 3 items". */
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
