import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('users');
const everyone = Object.keys(ACTORS) as ActorName[];
const ownerUid = ACTORS.owner.uid;

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, `users/${ownerUid}`), {
      firebaseUid: ownerUid,
      email: 'a@uni.test',
      name: { first: 'A', last: 'Student' },
      phone: '',
      walletBalance: 850,
    });
    await setDoc(doc(db, 'users/studentB'), {
      firebaseUid: 'studentB',
      email: 'b@uni.test',
      name: { first: 'B', last: 'Student' },
      phone: '',
      walletBalance: 0,
    });
  });
});

// Who may read studentA's record: only studentA. Nobody lists the collection.
const readsOwnerRecord: Record<ActorName, boolean> = { anonymous: false, owner: true, otherStudent: false, vendor: false, otherVendor: false, admin: false };

describe('users/{uid}: read by its owner only, written only by the API', () => {
  it.each(everyone)('%s reading studentA’s record', async (actor) => {
    const read = getDoc(doc(rules.as(actor), `users/${ownerUid}`));
    await (readsOwnerRecord[actor] ? assertSucceeds(read) : assertFails(read));
  });

  it.each(everyone)('%s may not list every user', async (actor) => {
    await assertFails(getDocs(collection(rules.as(actor), 'users')));
  });

  it.each(everyone)('%s may not give studentA a wallet balance, a role or new details', async (actor) => {
    const db = rules.as(actor);
    await assertFails(updateDoc(doc(db, `users/${ownerUid}`), { walletBalance: 100000 }));
    await assertFails(updateDoc(doc(db, `users/${ownerUid}`), { role: 'admin' }));
    await assertFails(updateDoc(doc(db, `users/${ownerUid}`), { name: { first: 'Changed', last: 'Name' } }));
    await assertFails(deleteDoc(doc(db, `users/${ownerUid}`)));
  });

  it.each(everyone)('%s may not create a record, not even their own', async (actor) => {
    const uid = ACTORS[actor]?.uid ?? 'nobody';
    await assertFails(setDoc(doc(rules.as(actor), `users/${uid}-new`), { firebaseUid: uid, walletBalance: 850 }));
    await assertFails(setDoc(doc(rules.as(actor), `users/${uid}`), { firebaseUid: uid, walletBalance: 850 }));
  });
});
