import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('addresses');
const everyone = Object.keys(ACTORS) as ActorName[];
const ownerUid = ACTORS.owner.uid;
const address = { label: 'Hostel', street: 'Block C, Room 214', city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark: '', phone: '+919876543210' };

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'addresses/ownerHome'), { ...address, uid: ownerUid, isDefault: true });
    await setDoc(doc(db, 'addresses/otherHome'), { ...address, uid: 'studentB', isDefault: true });
    await setDoc(doc(db, `addressBooks/${ownerUid}`), { uid: ownerUid });
  });
});

const readsOwnerAddress: Record<ActorName, boolean> = { anonymous: false, owner: true, otherStudent: false, vendor: false, otherVendor: false, admin: false };

describe('addresses: each student reads only their own, only the API writes', () => {
  it.each(everyone)('%s reading studentA’s address', async (actor) => {
    const read = getDoc(doc(rules.as(actor), 'addresses/ownerHome'));
    await (readsOwnerAddress[actor] ? assertSucceeds(read) : assertFails(read));
  });

  it.each(everyone)('%s querying studentA’s addresses by uid', async (actor) => {
    const list = getDocs(query(collection(rules.as(actor), 'addresses'), where('uid', '==', ownerUid)));
    await (readsOwnerAddress[actor] ? assertSucceeds(list) : assertFails(list));
  });

  it.each(everyone)('%s may not list addresses without filtering on their own uid', async (actor) => {
    await assertFails(getDocs(collection(rules.as(actor), 'addresses')));
  });

  it.each(everyone)('%s may not add, change, re-own or delete an address', async (actor) => {
    const db = rules.as(actor);
    const uid = ACTORS[actor]?.uid ?? 'nobody';
    await assertFails(addDoc(collection(db, 'addresses'), { ...address, uid, isDefault: true }));
    await assertFails(updateDoc(doc(db, 'addresses/ownerHome'), { isDefault: false }));
    await assertFails(updateDoc(doc(db, 'addresses/ownerHome'), { uid }));
    await assertFails(updateDoc(doc(db, 'addresses/otherHome'), { street: 'Elsewhere' }));
    await assertFails(deleteDoc(doc(db, 'addresses/ownerHome')));
  });

  it.each(everyone)('%s may not touch the API’s address-book lock', async (actor) => {
    const db = rules.as(actor);
    await assertFails(getDoc(doc(db, `addressBooks/${ownerUid}`)));
    await assertFails(setDoc(doc(db, `addressBooks/${ownerUid}`), { uid: ownerUid }));
  });
});
