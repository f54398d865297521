import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, OWNER_ALONE, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('carts');
const everyone = Object.keys(ACTORS) as ActorName[];
const ownerCart = `carts/${ACTORS.owner.uid}`;

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, ownerCart), {
      uid: ACTORS.owner.uid,
      vendorId: 'eatery1',
      vendorName: 'Hostel Canteen',
      items: [{ menuItemId: 'item1', name: 'Veg Thali', price: 90, quantity: 2, veg: true }],
    });
  });
});

describe('carts: the owner reads their own, nobody writes directly', () => {
  it.each(OWNER_ALONE)("%s reading the owner's cart: allowed = %s", async (actor, allowed) => {
    const read = getDoc(doc(rules.as(actor), ownerCart));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  it.each(everyone)('%s may not create, change or delete a cart, not even their own', async (actor) => {
    const db = rules.as(actor);
    const own = `carts/${ACTORS[actor]?.uid ?? 'nobody'}`;
    await assertFails(setDoc(doc(db, own), { vendorId: 'eatery1', items: [{ menuItemId: 'item1', price: 1, quantity: 1 }] }));
    await assertFails(updateDoc(doc(db, ownerCart), { 'items.0.price': 1 }));
    await assertFails(deleteDoc(doc(db, ownerCart)));
  });
});
