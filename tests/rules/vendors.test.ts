import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('vendors');
const everyone = Object.keys(ACTORS) as ActorName[];

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'vendors/eatery1'), { name: 'Hostel Canteen', ownerUid: 'vendorA', isOpen: true });
    await setDoc(doc(db, 'vendors/eatery1/menuItems/item1'), { name: 'Veg Thali', price: 90 });
  });
});

describe('vendors and menus: public to read, written only by the API', () => {
  it.each(everyone)('%s may read eateries and menus', async (actor) => {
    const db = rules.as(actor);
    await assertSucceeds(getDoc(doc(db, 'vendors/eatery1')));
    await assertSucceeds(getDocs(collection(db, 'vendors')));
    await assertSucceeds(getDocs(collection(db, 'vendors/eatery1/menuItems')));
  });

  it.each(everyone)('%s may not create, change or delete an eatery or a dish', async (actor) => {
    const db = rules.as(actor);
    await assertFails(setDoc(doc(db, 'vendors/eatery2'), { name: 'Mine now', ownerUid: ACTORS[actor]?.uid ?? null }));
    await assertFails(updateDoc(doc(db, 'vendors/eatery1'), { isOpen: false }));
    await assertFails(updateDoc(doc(db, 'vendors/eatery1/menuItems/item1'), { price: 1 }));
    await assertFails(deleteDoc(doc(db, 'vendors/eatery1')));
  });
});

describe('anything else', () => {
  it.each(everyone)('%s may not read or write an unlisted collection', async (actor) => {
    const db = rules.as(actor);
    await assertFails(getDoc(doc(db, 'secrets/one')));
    await assertFails(setDoc(doc(db, 'secrets/one'), { x: 1 }));
  });
});
