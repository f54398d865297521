// zod/mini: the web app parses the cart on every page (docs/decisions/0016-one-validation-dialect.md); rules are in cartRules.ts.
import * as z from 'zod/mini';
import { CART_MESSAGES, MAX_CART_LINES, MAX_QUANTITY_PER_LINE, OTHER_EATERY_REASON } from './cartRules';
import { documentIdSchema } from './restaurants';

const quantity = (min: number) =>
  z
    .int({ error: 'Quantity must be a whole number' })
    .check(z.gte(min, `Quantity must be at least ${min}`), z.lte(MAX_QUANTITY_PER_LINE, CART_MESSAGES.tooMany));

/** POST /api/v1/cart: without `vendorId` the dish is looked up (docs/product.md, "Cart"); never a price, which comes from the menu. */
export const addToCartRequestSchema = z.object({
  vendorId: z.optional(documentIdSchema),
  menuItemId: documentIdSchema,
  quantity: z._default(quantity(1), 1),
  replaceCart: z._default(z.boolean(), false),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** PATCH /api/v1/cart/item: sets a line's quantity; 0 removes it. The messages for a missing id: docs/product.md#cart. */
export const updateCartItemRequestSchema = z.pipe(
  z.object({
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
// menuItemId is checked after the quantity (its message depends on it), but a client sends a document id all the same.
export type UpdateCartItemRequest = Omit<z.input<typeof updateCartItemRequestSchema>, 'menuItemId'> & { menuItemId: string };

/** POST /api/v1/cart/merge: the cart a student filled while signed out, moved into their account at login. */
export const mergeCartRequestSchema = z.object({
  vendorId: documentIdSchema,
  items: z.array(z.object({ menuItemId: documentIdSchema, quantity: quantity(1) })).check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
});
export type MergeCartRequest = z.input<typeof mergeCartRequestSchema>;

/** One cart line as the API answers it: the price is today's menu price. */
const cartLineSchema = z.object({
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

const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** The eatery of every line, or null for an empty cart. */
  vendor: z.nullable(z.string()),
  vendorName: z.nullable(z.string()),
  /** Whether the eatery takes orders now: open, or taking orders for its later time slots. */
  vendorOpen: z.boolean(),
  /** While the eatery's busy switch pauses new orders, when they resume (ISO); absent or null otherwise. */
  vendorBusyUntil: z.optional(z.nullable(z.string())),
});
export type Cart = z.infer<typeof cartSchema>;

/** The cart in browser storage (docs/product.md#cart), `owner` null when filled signed out; parsing drops stored price figures. */
export const storedCartSchema = z.object({ owner: z.nullable(z.string()), cart: cartSchema });
export type StoredCart = z.infer<typeof storedCartSchema>;

const rupees = () => z.int().check(z.gte(0));

/** The cart as the API answers it, priced as checkout will charge it, so clients show these figures rather than price. */
export const pricedCartSchema = z.extend(cartSchema, {
  subtotal: rupees(),
  deliveryFee: rupees(),
  platformFee: rupees(),
  total: rupees(),
  walletBalance: rupees(),
  walletApplicable: rupees(),
  totalWithWallet: rupees(),
});
export type PricedCart = z.infer<typeof pricedCartSchema>;

/** What the cart endpoints answer: the priced cart, and anything the student should know. */
export const pricedCartResponseSchema = z.object({
  data: pricedCartSchema,
  message: z.optional(z.string()),
  skipped: z.optional(z.array(z.string())),
});
export type PricedCartResponse = z.infer<typeof pricedCartResponseSchema>;

/** Why adding answered 409 (OTHER_EATERY_REASON): the web app offers to start a new cart. */
export const otherEateryDetailsSchema = z.object({
  reason: z.literal(OTHER_EATERY_REASON),
  cartVendor: z.string(),
  cartVendorName: z.string(),
});
