import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type { MenuItem, RestaurantSummary } from '@campuseats/common/restaurants';
import { ApiError, notFound } from '../lib/apiError';
import { db } from '../lib/firebase';
import { menuItemsCollection, toMenuItem, toSummary, vendorsCollection } from './restaurants';

/** An eatery and some of its dishes as they are right now: what carts and orders price from. */
export interface MenuState {
  vendor: RestaurantSummary | null;
  /** Each asked-for dish, or null when it is no longer on the menu. */
  items: Map<string, MenuItem | null>;
}

/** Whatever reads documents in one round trip: the database, or a plan's reads (lib/writes.ts). */
export interface DocumentReader {
  getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]>;
}

const dishRefs = (vendorId: string, ids: readonly string[]) => ids.map((id) => menuItemsCollection(vendorId).doc(id));

function dishesOf(ids: readonly string[], snapshots: readonly (DocumentSnapshot | undefined)[]): Map<string, MenuItem | null> {
  return new Map(ids.map((id, index) => [id, snapshots[index]?.exists ? toMenuItem(snapshots[index]) : null]));
}

/**
 * Reads `alongside` (say, the cart that decides which dishes matter) together with the eatery and the dishes
 * in one round trip; the snapshots of `alongside` come back in order.
 */
export async function readMenuStateWith(
  reader: DocumentReader,
  alongside: readonly DocumentReference[],
  vendorId: string,
  menuItemIds: readonly string[],
): Promise<{ alongside: DocumentSnapshot[]; state: MenuState }> {
  const ids = [...new Set(menuItemIds)];
  const snapshots = await reader.getAll(...alongside, vendorsCollection().doc(vendorId), ...dishRefs(vendorId, ids));
  const vendorSnapshot = snapshots[alongside.length];
  return {
    alongside: snapshots.slice(0, alongside.length),
    state: { vendor: vendorSnapshot?.exists ? toSummary(vendorSnapshot) : null, items: dishesOf(ids, snapshots.slice(alongside.length + 1)) },
  };
}

/** Reads the eatery and the dishes in one round trip. */
export async function readMenuState(vendorId: string, menuItemIds: readonly string[], reader: DocumentReader = db): Promise<MenuState> {
  return (await readMenuStateWith(reader, [], vendorId, menuItemIds)).state;
}

/** The state with `menuItemIds` read as well, where it lacks them (one more round trip, or none). */
export async function withDishes(state: MenuState, vendorId: string, menuItemIds: readonly string[], reader: DocumentReader = db): Promise<MenuState> {
  const missing = [...new Set(menuItemIds)].filter((id) => !state.items.has(id));
  if (missing.length === 0) return state;
  const more = dishesOf(missing, await reader.getAll(...dishRefs(vendorId, missing)));
  return { vendor: state.vendor, items: new Map([...state.items, ...more]) };
}

export function requireVendor(state: MenuState): RestaurantSummary {
  if (!state.vendor) throw notFound('Restaurant');
  return state.vendor;
}

/** A closed eatery takes no orders, so nothing new goes into a cart for it either. */
export function assertOpen(vendor: RestaurantSummary): void {
  if (!vendor.isOpen) throw new ApiError('aborted', `${vendor.name} is closed right now`, { reason: 'eatery-closed' });
}

/** A dish that exists and can be ordered now (404 when it is not on the menu, 409 when it is unavailable). */
export function requireOrderableItem(state: MenuState, menuItemId: string): MenuItem {
  const item = state.items.get(menuItemId);
  if (!item) throw notFound('Menu item');
  if (!item.available) throw new ApiError('aborted', `${item.name} is not available right now`, { reason: 'item-unavailable', menuItemId });
  return item;
}
