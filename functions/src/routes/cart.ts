import type { SomeHandlers } from '../lib/endpoints';
import { addToCart, getCart, mergeCart, updateCartItem } from '../services/cart';

/** A student's cart: one eatery's dishes, priced from the menu on every answer. Every answer is the whole cart. */
export const cartHandlers = {
  getCart: async ({ caller }) => ({ data: await getCart(caller.uid) }),
  addToCart: async ({ caller, body }) => ({ data: await addToCart(caller.uid, body) }),
  updateCartItem: async ({ caller, body }) => ({ data: await updateCartItem(caller.uid, body) }),
  mergeCart: ({ caller, body }) => mergeCart(caller.uid, body),
} satisfies SomeHandlers;
