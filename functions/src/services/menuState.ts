import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type { MenuItemDocument, VendorDocument } from '@campuseats/common/documents';
import type { MenuItem, RestaurantSummary } from '@campuseats/common/restaurants';
import { busyText } from '@campuseats/common/hours';
import type { SlotEatery } from '@campuseats/common/slots';
import { notFound, refused } from '../lib/apiError';
import { menuItemsCollection, vendorsCollection } from '../lib/collections';
import { Reads } from '../lib/writes';
import { takesSlotOrders, toMenuItem, toSummary } from './restaurants';

/** An eatery and some of its dishes as they are right now: what carts and orders price from. */
export interface MenuState {
  vendor: RestaurantSummary | null;
  /** The vendor account that runs the eatery, to notify of new orders (null: none). */
  ownerUid: string | null;
  /** Each asked-for dish, or null when it is no longer on the menu. */
  items: Map<string, MenuItem | null>;
  /** What its pickup slots are cut from, when it takes slot orders and its switch is on (null otherwise). */
  slotEatery: SlotEatery | null;
}

type MenuRefs = [DocumentReference<VendorDocument>, ...DocumentReference<MenuItemDocument>[]];
type MenuSnapshots = readonly [DocumentSnapshot<VendorDocument>, ...DocumentSnapshot<MenuItemDocument>[]];

const dishRefs = (vendorId: string, ids: readonly string[]) => ids.map((id) => menuItemsCollection(vendorId).doc(id));

/** The eatery and dishes to read in one round trip with other documents, then given to `menuStateFrom`. */
export function menuRefs(vendorId: string, menuItemIds: readonly string[]): MenuRefs {
  return [vendorsCollection().doc(vendorId), ...dishRefs(vendorId, [...new Set(menuItemIds)])];
}

function dishesOf(ids: readonly string[], snapshots: readonly DocumentSnapshot<MenuItemDocument>[]): Map<string, MenuItem | null> {
  return new Map(
    ids.map((id, index) => {
      const dish = snapshots[index]?.data();
      return [id, dish ? toMenuItem(id, dish) : null];
    }),
  );
}

/** The menu state of the snapshots `menuRefs(vendorId, menuItemIds)` read. */
export function menuStateFrom(menuItemIds: readonly string[], [vendor, ...dishes]: MenuSnapshots): MenuState {
  const eatery = vendor.data();
  return {
    vendor: eatery ? toSummary(vendor.id, eatery) : null,
    ownerUid: eatery?.ownerUid ?? null,
    items: dishesOf([...new Set(menuItemIds)], dishes),
    slotEatery: eatery ? slotEateryOf(eatery) : null,
  };
}

/** An eatery that takes slot orders now: its slots set and its switch on (no admin suspended it). */
export function slotEateryOf(eatery: VendorDocument): SlotEatery | null {
  return eatery.slots && takesSlotOrders(eatery) ? { hours: eatery.hours ?? null, slots: eatery.slots, busyUntil: eatery.busyUntil ?? null } : null;
}

type Lines = readonly { menuItemId: string }[];
const idsOf = (lines: Lines) => lines.map((line) => line.menuItemId);

/** Reads the eatery and the lines' dishes in one round trip (within a plan, through its reads). */
export async function readMenuState(vendorId: string, lines: Lines, reads: Reads = new Reads()): Promise<MenuState> {
  return menuStateFrom(idsOf(lines), await reads.getEach(...menuRefs(vendorId, idsOf(lines))));
}

/** The state with the lines' dishes read as well, where it lacks them (one more round trip, or none). */
export async function withDishes(state: MenuState, vendorId: string, lines: Lines, reads: Reads): Promise<MenuState> {
  const missing = [...new Set(idsOf(lines))].filter((id) => !state.items.has(id));
  if (missing.length === 0) return state;
  const more = dishesOf(missing, await reads.getAll(...dishRefs(vendorId, missing)));
  return { ...state, items: new Map([...state.items, ...more]) };
}

export function requireVendor(state: MenuState): RestaurantSummary {
  if (!state.vendor) throw notFound('Restaurant');
  return state.vendor;
}

/** A closed or busy eatery takes no new cart lines or orders (409), except for later slots of one that takes slot orders (services/slots.ts). */
export function assertOpen(vendor: RestaurantSummary, slotEatery: SlotEatery | null): void {
  if (slotEatery) return;
  if (vendor.busyUntil) throw refused(busyText(new Date(vendor.busyUntil)), 'eatery-busy', { busyUntil: vendor.busyUntil });
  if (!vendor.isOpen) throw refused(`${vendor.name} is closed right now`, 'eatery-closed');
}

/** A dish that exists and can be ordered now (404 when it is not on the menu, 409 when it is unavailable). */
export function requireOrderableItem(state: MenuState, menuItemId: string): MenuItem {
  const item = state.items.get(menuItemId);
  if (!item) throw notFound('Menu item');
  if (!item.available) throw refused(`${item.name} is not available right now`, 'item-unavailable', { menuItemId });
  return item;
}
