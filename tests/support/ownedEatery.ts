import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type MenuItemDocument, type VendorDocument } from '../../common/src/documents';

export interface OwnedEatery {
  id: string;
  name: string;
}

/**
 * A fresh eatery run by `ownerUid` (a fresh vendor account), with two dishes, for a browser test that must not
 * share an eatery with any other test (or with itself running in the other Playwright project). Rated 1.0 so
 * it sorts after the demo eateries in every list that other tests read; `deleteOwnedEatery` removes it.
 */
export async function createOwnedEatery(db: Firestore, ownerUid: string): Promise<OwnedEatery> {
  const suffix = randomUUID().replace(/-/g, '').slice(0, 10);
  const id = `zzLive${suffix}`;
  const name = `Zz Live Kitchen ${suffix.slice(0, 4).toUpperCase()}`;
  const ref = db.collection(COLLECTIONS.vendors).doc(id);
  const batch = db.batch();
  batch.set(ref, {
    name,
    nameLower: name.toLowerCase(),
    cuisine: 'North Indian Thali',
    rating: 1.0,
    deliveryTime: '25-35',
    costForTwo: 250,
    dietType: 'veg',
    address: 'Test Block, Campus',
    image: '/images/eateries/hostel4Canteen.svg',
    isOpen: true,
    ownerUid,
  } satisfies VendorDocument);
  batch.set(ref.collection(COLLECTIONS.menuItems).doc('dalTadka'), {
    name: 'Dal Tadka',
    desc: 'Yellow dal, tempered.',
    price: 120,
    image: '/images/dishes/curry.svg',
    veg: true,
    category: 'Mains',
    bestseller: true,
    available: true,
    position: 0,
  } satisfies MenuItemDocument);
  batch.set(ref.collection(COLLECTIONS.menuItems).doc('masalaChai'), {
    name: 'Masala Chai',
    desc: 'Hot and sweet.',
    price: 20,
    image: '/images/dishes/tea.svg',
    veg: true,
    category: 'Drinks',
    bestseller: false,
    available: true,
    position: 1,
  } satisfies MenuItemDocument);
  await batch.commit();
  return { id, name };
}

export async function deleteOwnedEatery(db: Firestore, eatery: OwnedEatery): Promise<void> {
  await db.recursiveDelete(db.collection(COLLECTIONS.vendors).doc(eatery.id));
}
