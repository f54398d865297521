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

/** Reads the eatery and the dishes in one round trip. */
export async function readMenuState(vendorId: string, menuItemIds: readonly string[], reader: DocumentReader = db): Promise<MenuState> {
  const ids = [...new Set(menuItemIds)];
  const refs: DocumentReference[] = [vendorsCollection().doc(vendorId), ...ids.map((id) => menuItemsCollection(vendorId).doc(id))];
  const [vendorSnapshot, ...itemSnapshots] = await reader.getAll(...refs);
  const items = new Map<string, MenuItem | null>();
  ids.forEach((id, index) => {
    const snapshot = itemSnapshots[index];
    items.set(id, snapshot?.exists ? toMenuItem(snapshot) : null);
  });
  return { vendor: vendorSnapshot?.exists ? toSummary(vendorSnapshot) : null, items };
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
