import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type MenuItemDocument, type VendorDocument } from '../../common/src/documents';

/**
 * Eateries that only the cart and order API tests use, so they can close an eatery or change a price without
 * touching the demo data other tests read. The API project's global setup writes them before any test file
 * starts (a test file listing every eatery sees them from its first read) and deletes them when it ends.
 * Ids start with "zz" so they sort after the demo eateries.
 */
export interface FixtureItem {
  id: string;
  name: string;
  price: number;
  veg: boolean;
  category: string;
  available: boolean;
}
export interface FixtureEatery {
  id: string;
  name: string;
  isOpen: boolean;
  items: FixtureItem[];
}

const menu = (prefix: string): FixtureItem[] => [
  { id: 'dalTadka', name: `${prefix} Dal Tadka`, price: 120, veg: true, category: 'Mains', available: true },
  { id: 'paneerRoll', name: `${prefix} Paneer Roll`, price: 150, veg: true, category: 'Mains', available: true },
  { id: 'chickenRoll', name: `${prefix} Chicken Roll`, price: 90, veg: false, category: 'Mains', available: true },
  { id: 'masalaChai', name: '"Masala Chai"', price: 20, veg: true, category: 'Drinks', available: true },
  { id: 'mangoLassi', name: `${prefix} Mango Lassi`, price: 80, veg: true, category: 'Drinks', available: false },
];

export const FIXTURE_EATERIES = {
  cart: { id: 'zzFixtureCartKitchen', name: 'Fixture Cart Kitchen', isOpen: true, items: menu('Cart') },
  orders: { id: 'zzFixtureOrdersKitchen', name: 'Fixture Orders Kitchen', isOpen: true, items: menu('Orders') },
  history: { id: 'zzFixtureHistoryKitchen', name: 'Fixture History Kitchen', isOpen: true, items: menu('History') },
  other: { id: 'zzFixtureOtherKitchen', name: 'Fixture Other Kitchen', isOpen: true, items: menu('Other') },
  closed: { id: 'zzFixtureClosedKitchen', name: 'Fixture Closed Kitchen', isOpen: false, items: menu('Closed') },
  // The order-lifecycle tests hand these to fresh vendor accounts (ownerUid) of their own.
  live: { id: 'zzFixtureLiveKitchen', name: 'Fixture Live Kitchen', isOpen: true, items: menu('Live') },
  liveOther: { id: 'zzFixtureLiveOtherKitchen', name: 'Fixture Live Other Kitchen', isOpen: true, items: menu('Live Other') },
  // The contract tests' Idempotency-Key case, which must never see this eatery closed by another file's test.
  contract: { id: 'zzFixtureContractKitchen', name: 'Fixture Contract Kitchen', isOpen: true, items: menu('Contract') },
  // The HTTP caching tests change a dish of this one to see its menu's ETag change.
  caching: { id: 'zzFixtureCachingKitchen', name: 'Fixture Caching Kitchen', isOpen: true, items: menu('Caching') },
} satisfies Record<string, FixtureEatery>;

/** Writes (or restores) one fixture eatery exactly as defined above. */
export async function writeFixtureEatery(db: Firestore, eatery: FixtureEatery): Promise<void> {
  const vendorRef = db.collection(COLLECTIONS.vendors).doc(eatery.id);
  const batch = db.batch();
  batch.set(vendorRef, {
    name: eatery.name,
    nameLower: eatery.name.toLowerCase(),
    cuisine: 'North Indian Thali',
    rating: 3.1,
    deliveryTime: '25-35',
    costForTwo: 250,
    dietType: 'both',
    address: 'Fixture Block, Campus',
    image: '/images/eateries/fixture.svg',
    isOpen: eatery.isOpen,
    ownerUid: null,
  } satisfies VendorDocument);
  eatery.items.forEach(({ id, ...item }, position) => {
    batch.set(vendorRef.collection(COLLECTIONS.menuItems).doc(id), {
      ...item,
      desc: `${item.name}, made fresh.`,
      image: '/images/dishes/fixture.svg',
      bestseller: position === 0,
      position,
    } satisfies MenuItemDocument);
  });
  await batch.commit();
}

export async function writeAllFixtureEateries(db: Firestore): Promise<void> {
  await Promise.all(Object.values(FIXTURE_EATERIES).map((eatery) => writeFixtureEatery(db, eatery)));
}

export async function deleteAllFixtureEateries(db: Firestore): Promise<void> {
  await Promise.all(Object.values(FIXTURE_EATERIES).map((eatery) => db.recursiveDelete(db.collection(COLLECTIONS.vendors).doc(eatery.id))));
}
