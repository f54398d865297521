import { categoriesOfEatery, type FoodCategorySlug } from '@campuseats/common/categories';
import {
  deliveryTimeUpperBound,
  type MenuItem,
  type MenuSection,
  type RestaurantDetail,
  type RestaurantListQuery,
  type RestaurantListResponse,
  type RestaurantSummary,
} from '@campuseats/common/restaurants';
import type { MenuItemDocument, VendorDocument } from '@campuseats/common/documents';
import { eateryStateAt } from '@campuseats/common/eateryState';
import { switchedOn } from '@campuseats/common/hours';
import { averageRating } from '@campuseats/common/ratings';
import { menuItemsCollection, readableDocuments, vendorsCollection } from '../lib/collections';
import { notFound } from '../lib/apiError';
import { absoluteUrl } from '../lib/publicUrl';
import { serverNow } from '../lib/clock';

/** An eatery as the API answers it. */
export function toSummary(id: string, vendor: VendorDocument, now = serverNow()): RestaurantSummary {
  const { name, cuisine, deliveryTime, costForTwo, dietType, image, address } = vendor;
  const { rating, ratingCount } = ratingOf(vendor);
  // The order path reads this live, so an eatery closes at the end of its hours for carts and checkout at once.
  const { isOpen, opensAt, busyUntil } = eateryStateAt(vendor, now);
  return { _id: id, name, cuisine, rating, ratingCount, deliveryTime, costForTwo, dietType, image, address, isOpen, opensAt, busyUntil };
}

/** The eatery's average and count from its figures; before any figures, the stored rating alone. */
export function ratingOf(vendor: VendorDocument): { rating: number; ratingCount: number } {
  const ratingCount = vendor.ratingCount ?? 0;
  return { rating: averageRating(vendor.ratingSum ?? 0, ratingCount) ?? vendor.rating, ratingCount };
}

export function toMenuItem(id: string, dish: MenuItemDocument): MenuItem {
  const { name, desc, price, image, veg, category, bestseller, available } = dish;
  return { _id: id, name, desc, price, image, veg, category, bestseller, available };
}

/** Search relevance: a name that starts with the text beats one that contains it, which beats a cuisine match. */
function searchScore(restaurant: RestaurantSummary, search: string): number {
  const name = restaurant.name.toLowerCase();
  if (name.startsWith(search)) return 3;
  if (name.includes(search)) return 2;
  if (restaurant.cuisine.toLowerCase().includes(search)) return 1;
  return 0;
}

type Comparator = (a: RestaurantSummary, b: RestaurantSummary) => number;
const byName: Comparator = (a, b) => a.name.localeCompare(b.name);
const SORTS: Record<Exclude<RestaurantListQuery['sort'], 'relevance'>, Comparator> = {
  rating: (a, b) => b.rating - a.rating,
  delivery_time: (a, b) => deliveryTimeUpperBound(a.deliveryTime) - deliveryTimeUpperBound(b.deliveryTime),
  cost: (a, b) => a.costForTwo - b.costForTwo,
  cost_desc: (a, b) => b.costForTwo - a.costForTwo,
};

function inCategory(vendor: VendorDocument, category: FoodCategorySlug | undefined): boolean {
  return !category || categoriesOfEatery(vendor.cuisine, vendor.categories).includes(category);
}

/** The same record with its picture on `origin` (the configured public origin, else a path on the app's own). */
const withImageOn =
  <Pictured extends { image: string }>(origin: string) =>
  (record: Pictured): Pictured => ({ ...record, image: absoluteUrl(record.image, origin) });

/** A campus has tens of eateries: filtering them here keeps search case-insensitive, which Firestore queries cannot do. */
export async function listRestaurants(query: RestaurantListQuery, origin: string): Promise<RestaurantListResponse> {
  const snapshot = await vendorsCollection().get();
  const search = query.search?.toLowerCase();
  const scored = readableDocuments(snapshot.docs)
    .filter((vendor) => inCategory(vendor.data, query.category))
    .map((vendor) => withImageOn<RestaurantSummary>(origin)(toSummary(vendor.id, vendor.data)))
    .filter((restaurant) => query.diet !== 'veg' || restaurant.dietType === 'veg')
    .map((restaurant) => ({ restaurant, score: search ? searchScore(restaurant, search) : 0 }))
    .filter(({ score }) => !search || score > 0);

  const relevance = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    Number(b.restaurant.isOpen) - Number(a.restaurant.isOpen) || b.score - a.score || b.restaurant.rating - a.restaurant.rating;
  const sorted =
    query.sort === 'relevance'
      ? scored.sort((a, b) => relevance(a, b) || byName(a.restaurant, b.restaurant)).map(({ restaurant }) => restaurant)
      : scored.map(({ restaurant }) => restaurant).sort((a, b) => SORTS[query.sort as keyof typeof SORTS](a, b) || byName(a, b));

  const totalPages = Math.max(1, Math.ceil(sorted.length / query.limit));
  const start = (query.page - 1) * query.limit;
  return { data: sorted.slice(start, start + query.limit), totalPages, currentPage: query.page, total: sorted.length };
}

/** Whether the eatery takes orders for its later slots even while it takes none now (busy, or before its hours): docs/product.md#slots. */
export function takesSlotOrders(vendor: VendorDocument): boolean {
  return vendor.slots !== undefined && switchedOn(vendor);
}

export async function getRestaurantDetail(vendorId: string, origin: string): Promise<RestaurantDetail> {
  const [vendor, items] = await Promise.all([vendorsCollection().doc(vendorId).get(), menuItemsCollection(vendorId).orderBy('position').get()]);
  const eatery = vendor.data();
  if (!eatery) throw notFound('Restaurant');

  const menuItems = readableDocuments(items.docs).map((dish) => withImageOn<MenuItem>(origin)(toMenuItem(dish.id, dish.data)));
  return {
    restaurant: withImageOn<RestaurantSummary>(origin)(toSummary(vendor.id, eatery)),
    bestsellers: menuItems.filter((item) => item.bestseller),
    menu: sectionsOf(menuItems),
    preorders: takesSlotOrders(eatery),
  };
}

/** Dishes in menu order, grouped into sections in the order each section first appears. */
export function sectionsOf(menuItems: readonly MenuItem[]): MenuSection[] {
  const sections = new Map<string, MenuSection>();
  for (const item of menuItems) {
    const section = sections.get(item.category) ?? { name: item.category, items: [] };
    section.items.push(item);
    sections.set(item.category, section);
  }
  return [...sections.values()];
}
