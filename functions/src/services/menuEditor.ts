import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { MenuItemDocument } from '@campuseats/common/documents';
import { MENU_LIMITS, MENU_MESSAGES, type VendorMenu } from '@campuseats/common/menuEditor';
import type { MenuItem } from '@campuseats/common/restaurants';
import { ApiError, notFound } from '../lib/apiError';
import { menuItemsCollection } from '../lib/collections';
import { commitIfUnchanged, type PlannedWrite, type Reads } from '../lib/writes';
import { sectionsOf, toMenuItem } from './restaurants';

// The menu editor (docs/product.md#vendor-console): a change prices new carts and orders only, never a placed order.

type DishInput = Omit<MenuItemDocument, 'available' | 'position'>;
type DishSnapshot = QueryDocumentSnapshot<MenuItemDocument>;

const byPosition = (a: DishSnapshot, b: DishSnapshot) => a.data().position - b.data().position || a.id.localeCompare(b.id);
const readMenu = async (reads: Reads, vendorId: string) => [...(await reads.query(menuItemsCollection(vendorId))).docs].sort(byPosition);
const lastPosition = (menu: readonly DishSnapshot[]) => menu.reduce((last, dish) => Math.max(last, dish.data().position), -1);

function requireDish(menu: readonly DishSnapshot[], id: string): DishSnapshot {
  const dish = menu.find((candidate) => candidate.id === id);
  if (!dish) throw notFound('Menu item');
  return dish;
}

/** Every dish of the eatery, sold-out ones included, by section in menu order. */
export async function vendorMenu(vendorId: string): Promise<VendorMenu> {
  const menu = [...(await menuItemsCollection(vendorId).get()).docs].sort(byPosition);
  return { sections: sectionsOf(menu.map((dish) => toMenuItem(dish.id, dish.data()))) };
}

/** A new dish, at the end of its section (a new section goes at the end of the menu). */
export function addDish(vendorId: string, input: DishInput): Promise<MenuItem> {
  return commitIfUnchanged(async (reads) => {
    const menu = await readMenu(reads, vendorId);
    if (menu.length >= MENU_LIMITS.itemsMax) throw new ApiError('resource-exhausted', MENU_MESSAGES.tooManyItems);
    const ref = menuItemsCollection(vendorId).doc();
    const dish: MenuItemDocument = { ...input, available: true, position: lastPosition(menu) + 1 };
    return { value: toMenuItem(ref.id, dish), writes: [{ ref, create: dish }] };
  });
}

/** Changes a dish; one moved to another section goes to that section's end. */
export function editDish(vendorId: string, id: string, input: DishInput): Promise<MenuItem> {
  return commitIfUnchanged(async (reads) => {
    const menu = await readMenu(reads, vendorId);
    const current = requireDish(menu, id).data();
    const position = current.category === input.category ? current.position : lastPosition(menu) + 1;
    const dish: MenuItemDocument = { ...current, ...input, position };
    return { value: toMenuItem(id, dish), writes: [{ ref: menuItemsCollection(vendorId).doc(id), update: { ...input, position } }] };
  });
}

/** The "Sold out" switch: off every student's menu and out of new cart adds at once (the cart API reads it live). */
export function setDishAvailable(vendorId: string, id: string, available: boolean): Promise<MenuItem> {
  return commitIfUnchanged(async (reads) => {
    const snapshot = await reads.get(menuItemsCollection(vendorId).doc(id));
    const dish = snapshot.data();
    if (!dish) throw notFound('Menu item');
    return { value: toMenuItem(id, { ...dish, available }), writes: [{ ref: snapshot.ref, update: { available } }] };
  });
}

/** Takes a dish off the menu for good; a cart still holding it is told at checkout, like a sold-out dish. */
export function removeDish(vendorId: string, id: string): Promise<void> {
  return commitIfUnchanged(async (reads) => {
    const snapshot = await reads.get(menuItemsCollection(vendorId).doc(id));
    if (!snapshot.exists) throw notFound('Menu item');
    return { value: undefined, writes: [{ ref: snapshot.ref, delete: true }] };
  });
}

/** Puts the sections in `categories`' order (each named once), keeping each section's dishes in their order. */
export function orderSections(vendorId: string, categories: readonly string[]): Promise<VendorMenu> {
  return commitIfUnchanged(async (reads) => {
    const menu = await readMenu(reads, vendorId);
    const present = new Set(menu.map((dish) => dish.data().category));
    if (categories.length !== present.size || new Set(categories).size !== categories.length || categories.some((name) => !present.has(name))) {
      throw new ApiError('invalid-argument', MENU_MESSAGES.categoriesMismatch, { categories: [...present] });
    }
    const ordered = categories.flatMap((name) => menu.filter((dish) => dish.data().category === name));
    const writes: PlannedWrite[] = ordered.flatMap((dish, position) => (dish.data().position === position ? [] : [{ ref: dish.ref, update: { position } }]));
    return { value: { sections: sectionsOf(ordered.map((dish) => toMenuItem(dish.id, dish.data()))) }, writes };
  });
}
