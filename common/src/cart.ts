// zod/mini: the web app's shell parses the stored cart and the cart API's answers (see restaurants.ts).
import * as z from 'zod/mini';
import { documentIdSchema } from './restaurants';

/** A sane ceiling for one dish in one order (a hostel floor's party, not a typo of 500). */
export const MAX_QUANTITY_PER_LINE = 50;
/** Distinct dishes a cart may hold. */
export const MAX_CART_LINES = 30;
/** The browser-storage key of the cart (DESIGN.md: `{product}-cart`). */
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

const quantity = (min: number) =>
  z.int({ error: 'Quantity must be a whole number' }).check(z.gte(min, `Quantity must be at least ${min}`), z.lte(MAX_QUANTITY_PER_LINE, CART_MESSAGES.tooMany));

/**
 * POST /api/v1/cart. A dish id is unique only inside its eatery's menu, so the eatery comes along.
 * `replaceCart` starts a new cart with this dish (after the student agreed to drop a cart from another eatery).
 * No price: the server reads it from the menu. Unknown fields are refused rather than ignored.
 */
export const addToCartRequestSchema = z.strictObject({
  vendorId: documentIdSchema,
  menuItemId: documentIdSchema,
  quantity: z._default(quantity(1), 1),
  replaceCart: z._default(z.boolean(), false),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** PATCH /api/v1/cart/item: sets a line's quantity; 0 removes it. The spec's messages for a missing id. */
export const updateCartItemRequestSchema = z.pipe(
  z.strictObject({
    menuItemId: z.optional(z.unknown()),
    quantity: quantity(0),
  }),
  z.transform((body, context) => {
    const parsed = documentIdSchema.safeParse(body.menuItemId);
    if (!parsed.success) {
      context.issues.push({
        code: 'custom',
        path: ['menuItemId'],
        message: body.quantity === 0 ? CART_MESSAGES.invalidIdForRemoval : CART_MESSAGES.invalidIdForUpdate,
        input: body.menuItemId,
      });
      return z.NEVER;
    }
    return { menuItemId: parsed.data, quantity: body.quantity };
  }),
);
export type UpdateCartItemRequest = z.input<typeof updateCartItemRequestSchema>;

/** POST /api/v1/cart/merge: the cart a student filled while signed out, moved into their account at login. */
export const mergeCartRequestSchema = z.strictObject({
  vendorId: documentIdSchema,
  items: z.array(z.strictObject({ menuItemId: documentIdSchema, quantity: quantity(1) })).check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
});
export type MergeCartRequest = z.input<typeof mergeCartRequestSchema>;

/** One cart line as the API answers it: the price is today's menu price. */
export const cartLineSchema = z.object({
  _id: z.string(),
  menuItem: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.int().check(z.gte(1), z.lte(MAX_QUANTITY_PER_LINE)),
  price: z.int().check(z.gte(0)),
  veg: z.boolean(),
  /** False when the dish was taken off the menu or marked unavailable after it was added. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** The eatery of every line, or null for an empty cart. */
  vendor: z.nullable(z.string()),
  vendorName: z.nullable(z.string()),
  vendorOpen: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

export const EMPTY_CART: Cart = { items: [], vendor: null, vendorName: null, vendorOpen: true };

export const cartResponseSchema = z.object({
  data: cartSchema,
  /** Something the student should know, e.g. dishes that could not be added back. */
  message: z.optional(z.string()),
  skipped: z.optional(z.array(z.string())),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** Why adding answered 409: the web app offers to start a new cart when the cart holds another eatery. */
export const OTHER_EATERY_REASON = 'cart-has-other-eatery';
export const otherEateryDetailsSchema = z.object({
  reason: z.literal(OTHER_EATERY_REASON),
  cartVendor: z.string(),
  cartVendorName: z.string(),
});

/** Cart totals as the spec defines them: totalItems is the sum of quantities. */
export function totalItemsOf(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The header badge: the count, capped at "99+"; nothing for an empty cart. */
export function cartBadgeLabel(totalItems: number): string | null {
  if (totalItems <= 0) return null;
  return totalItems > 99 ? '99+' : String(totalItems);
}

/** Dish names as stored may carry stray quotes; a missing name shows "Unnamed Item" (spec section 5). */
export function displayItemName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim().replace(/^["'“”‘’]+|["'“”‘’]+$/g, '').trim() : '';
  return trimmed || 'Unnamed Item';
}
