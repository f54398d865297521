import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { PricedCart, PricedCartResponse, addToCartRequestSchema, mergeCartRequestSchema, updateCartItemRequestSchema } from '@campuseats/common/cart';
import { priceCart } from '@campuseats/common/pricing';
import {
  EMPTY_CART,
  OTHER_EATERY_REASON,
  cartLimitBroken,
  displayItemName,
  holdsOtherEatery,
  startsNewCart,
  withMergedDish,
  withMoreOf,
  withQuantityOf,
} from '@campuseats/common/cartRules';
import type { MenuItem } from '@campuseats/common/restaurants';
import type { z } from 'zod';
import { ApiError, notFound, refused } from '../lib/apiError';
import type { CartDocument, CartLineDocument } from '@campuseats/common/documents';
import { cartsCollection, menuItemsCollection, usersCollection, vendorsCollection } from '../lib/collections';
import { db } from '../lib/firebase';
import { commitIfUnchanged, Reads, type PlannedWrite } from '../lib/writes';
import { assertOpen, menuRefs, menuStateFrom, readMenuState, requireOrderableItem, requireVendor, withDishes, type MenuState } from './menuState';
import { walletBalanceOf } from './wallet';

export const cartRef = (uid: string) => cartsCollection().doc(uid);

/** The cart as the services work on it: no eatery while it is empty. */
export interface StoredCart {
  vendorId: string | null;
  vendorName: string | null;
  items: CartLineDocument[];
}

const EMPTY_STORED_CART: StoredCart = { vendorId: null, vendorName: null, items: [] };

export function readStoredCart(snapshot: DocumentSnapshot<CartDocument> | undefined): StoredCart {
  const stored = snapshot?.data();
  if (!stored || stored.items.length === 0) return EMPTY_STORED_CART;
  return { vendorId: stored.vendorId, vendorName: stored.vendorName, items: stored.items };
}

function lineFromMenu(item: MenuItem, quantity: number): CartLineDocument {
  return { menuItemId: item._id, name: displayItemName(item.name), description: item.desc, price: item.price, quantity, veg: item.veg };
}

/** Keeps each line's snapshot (name, price) in step with the menu as just read. */
function refreshLines(lines: readonly CartLineDocument[], state: MenuState): CartLineDocument[] {
  return lines.map((line) => {
    const current = state.items.get(line.menuItemId);
    return current ? lineFromMenu(current, line.quantity) : line;
  });
}

/** The write that stores `cart` as the student's cart document: an empty cart is no document at all. */
export function storeCart(uid: string, cart: StoredCart): PlannedWrite {
  const ref = cartRef(uid);
  if (!cart.vendorId || cart.items.length === 0) return { ref, delete: true };
  return { ref, put: { uid, vendorId: cart.vendorId, vendorName: cart.vendorName ?? '', items: cart.items, updatedAt: FieldValue.serverTimestamp() } };
}

/** The cart as the API answers it: today's prices, availability, and the money as checkout will charge it. */
export function cartView(stored: StoredCart, state: MenuState | null, walletBalance: number): PricedCart {
  if (!stored.vendorId || stored.items.length === 0) return { ...EMPTY_CART, ...priceCart([], walletBalance) };
  const vendor = state?.vendor ?? null;
  const items = stored.items.map((line) => {
    const current = state?.items.get(line.menuItemId) ?? null;
    return {
      _id: line.menuItemId,
      menuItem: line.menuItemId,
      name: displayItemName(current?.name ?? line.name),
      description: current?.desc ?? line.description,
      quantity: line.quantity,
      price: current?.price ?? line.price,
      veg: current?.veg ?? line.veg,
      available: vendor !== null && current !== null && current.available,
    };
  });
  return {
    items,
    vendor: stored.vendorId,
    vendorName: vendor?.name ?? stored.vendorName,
    // One that takes slot orders takes them for a later slot while busy or before it opens (docs/product.md#slots).
    vendorOpen: (vendor?.isOpen ?? false) || (state?.slotEatery ?? null) !== null,
    vendorBusyUntil: vendor?.busyUntil ?? null,
    ...priceCart(items, walletBalance),
  };
}

const menuStateOf = (cart: StoredCart) => (cart.vendorId ? readMenuState(cart.vendorId, cart.items) : Promise.resolve(null));

const userRef = (uid: string) => usersCollection().doc(uid);

export async function getCart(uid: string): Promise<PricedCart> {
  const [cartSnapshot, user] = await new Reads().getEach(cartRef(uid), userRef(uid));
  const stored = readStoredCart(cartSnapshot);
  return cartView(stored, await menuStateOf(stored), walletBalanceOf(user));
}

type AddRequest = z.output<typeof addToCartRequestSchema>;

/** The eatery of a dish added without one: the cart's, else the only eatery whose menu has it. */
async function eateryServing(uid: string, menuItemId: string): Promise<string> {
  const cart = readStoredCart(await cartRef(uid).get());
  if (cart.vendorId && (await menuItemsCollection(cart.vendorId).doc(menuItemId).get()).exists) return cart.vendorId;
  const eateries = await vendorsCollection().select().get();
  if (eateries.empty) throw notFound('Menu item');
  const serving = (await db.getAll(...eateries.docs.map((eatery) => menuItemsCollection(eatery.id).doc(menuItemId)))).filter((item) => item.exists);
  const vendorIds = serving.map((item) => item.ref.parent.parent?.id).filter((id): id is string => id !== undefined);
  const [only, ...others] = vendorIds;
  if (!only) throw notFound('Menu item');
  if (others.length > 0) {
    throw new ApiError('invalid-argument', "This dish is on more than one eatery's menu: add vendorId (the eatery's id) to the request", {
      reason: 'ambiguous-menu-item',
      vendorIds,
    });
  }
  return only;
}

/** Adds `quantity` of a dish; concurrent adds each count (each write is conditional on the cart it read). */
export async function addToCart(uid: string, request: AddRequest): Promise<PricedCart> {
  const vendorId = request.vendorId ?? (await eateryServing(uid, request.menuItemId));
  return commitIfUnchanged(async (reads) => {
    // The cart, the wallet and the dish in one round trip; the cart's other dishes, if any, in a second.
    const [cartSnapshot, user, ...menu] = await reads.getEach(cartRef(uid), userRef(uid), ...menuRefs(vendorId, [request.menuItemId]));
    const current = readStoredCart(cartSnapshot);
    const otherEatery = holdsOtherEatery(current.vendorId, current.items.length, vendorId);
    const base = startsNewCart(current.vendorId, vendorId, request.replaceCart) ? [] : current.items;
    const state = await withDishes(menuStateFrom([request.menuItemId], menu), vendorId, base, reads);
    const vendor = requireVendor(state);
    const item = requireOrderableItem(state, request.menuItemId);
    assertOpen(vendor, state.slotEatery);
    if (otherEatery && !request.replaceCart) {
      const message = `Your cart has dishes from ${current.vendorName}. Start a new cart to order from ${vendor.name}.`;
      throw refused(message, OTHER_EATERY_REASON, { cartVendor: current.vendorId, cartVendorName: current.vendorName ?? '' });
    }

    const lines = withMoreOf(base, 'menuItemId', item._id, request.quantity, (quantity) => lineFromMenu(item, quantity));
    const refusal = cartLimitBroken(lines);
    if (refusal) throw new ApiError('invalid-argument', refusal);

    const next: StoredCart = { vendorId: vendor._id, vendorName: vendor.name, items: refreshLines(lines, state) };
    return { value: cartView(next, state, walletBalanceOf(user)), writes: [storeCart(uid, next)] };
  });
}

/** Sets a line's quantity; 0 removes it. Adding more of a dish needs it to be orderable, taking some away never does. */
export async function updateCartItem(uid: string, request: z.output<typeof updateCartItemRequestSchema>): Promise<PricedCart> {
  return commitIfUnchanged(async (reads) => {
    const [cartSnapshot, user] = await reads.getEach(cartRef(uid), userRef(uid));
    const current = readStoredCart(cartSnapshot);
    const existing = current.items.find((line) => line.menuItemId === request.menuItemId);
    if (!current.vendorId || !existing) throw new ApiError('not-found', 'Item not found in your cart');
    const state = await readMenuState(current.vendorId, current.items, reads);
    if (request.quantity > existing.quantity) {
      requireOrderableItem(state, existing.menuItemId);
      assertOpen(requireVendor(state), state.slotEatery);
    }
    const lines = withQuantityOf(current.items, 'menuItemId', existing.menuItemId, request.quantity);
    const next: StoredCart = { ...current, vendorName: state.vendor?.name ?? current.vendorName, items: refreshLines(lines, state) };
    return { value: cartView(next, state, walletBalanceOf(user)), writes: [storeCart(uid, next)] };
  });
}

const listOf = (names: readonly string[]) => names.join(', ');

/** `wanted` merged into `lines` at the menu as read; a dish that cannot be ordered, or has no room left, is named instead. */
export function mergeDishes(lines: CartLineDocument[], wanted: readonly { menuItemId: string; quantity: number; name?: string }[], state: MenuState) {
  const skipped: string[] = [];
  for (const dish of wanted) {
    const item = state.items.get(dish.menuItemId);
    const merged = item?.available ? withMergedDish(lines, 'menuItemId', item._id, dish.quantity, (quantity) => lineFromMenu(item, quantity)) : undefined;
    if (merged) lines = merged;
    else skipped.push(displayItemName(item?.name ?? dish.name ?? 'A dish that is no longer on the menu'));
  }
  return { lines, skipped };
}

type MergeOutcome = { changed: true; cart: PricedCart; skipped: string[]; message?: string } | { changed: false; skipped?: string[]; message: string };

/** Moves a signed-out cart into the account; dishes that cannot be ordered are left out and named, so logging in never fails on a stale cart. */
export async function mergeCart(uid: string, request: z.output<typeof mergeCartRequestSchema>): Promise<PricedCartResponse> {
  const outcome = await commitIfUnchanged<MergeOutcome>(async (reads) => {
    const [cartSnapshot, user] = await reads.getEach(cartRef(uid), userRef(uid));
    const current = readStoredCart(cartSnapshot);
    const sameVendor = current.vendorId === request.vendorId;
    const base = sameVendor ? current.items : [];
    const state = await readMenuState(request.vendorId, [...request.items, ...base], reads);
    const vendor = state.vendor;
    if (!vendor || !vendor.isOpen) {
      const why = vendor ? `${vendor.name} is closed right now` : 'That eatery is no longer on CampusEats';
      return { writes: [], value: { changed: false, message: `${why}, so the cart you filled before logging in was not added.` } };
    }

    const { lines, skipped } = mergeDishes(base, request.items, state);
    const added = lines.length > 0 && (sameVendor || lines.length > base.length);
    if (!added) return { writes: [], value: { changed: false, skipped, message: `These dishes could not be added: ${listOf(skipped)}` } };

    const next: StoredCart = { vendorId: vendor._id, vendorName: vendor.name, items: refreshLines(lines, state) };
    const notes = [
      !sameVendor && current.items.length > 0 ? `Your cart from ${current.vendorName} was replaced by the one you just filled.` : '',
      skipped.length > 0 ? `These dishes could not be added: ${listOf(skipped)}` : '',
    ].filter(Boolean);
    return {
      value: { changed: true, cart: cartView(next, state, walletBalanceOf(user)), skipped, message: notes.join(' ') || undefined },
      writes: [storeCart(uid, next)],
    };
  });

  const cart = outcome.changed ? outcome.cart : await getCart(uid);
  return { data: cart, ...(outcome.message ? { message: outcome.message } : {}), ...(outcome.skipped?.length ? { skipped: outcome.skipped } : {}) };
}
