import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT, FORMER_STUDENT } from '../../common/src/privacy';
import { ACTORS, EATERIES, useRulesEnvironment, type ActorName } from '../support/rules';

// What a deleted account leaves (docs/decisions/0017-student-data-rights.md): its orders and reviews, their uid
// blanked. `owner` plays the deleted student, whose ID token the rules still accept until it expires: it must open
// nothing that was theirs, and write nothing anywhere. The eatery's vendor and admins still read the order.

const rules = useRulesEnvironment('deleted-account');
const everyone = Object.keys(ACTORS) as ActorName[];
const ORDER = 'orders/kept1';
const REVIEW = 'reviews/kept1';
const deleted = ACTORS.owner.uid;

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'vendors/eatery1'), EATERIES.eatery1);
    await setDoc(doc(db, ORDER), {
      uid: '',
      vendorId: 'eatery1',
      status: 'delivered',
      total: 174,
      address: { label: DELETED_ACCOUNT, street: '', landmark: '', phone: '' },
      createdAt: new Date(),
    });
    await setDoc(doc(db, REVIEW), { uid: '', vendorId: 'eatery1', rating: 4, author: FORMER_STUDENT, hidden: false });
  });
});

const VENDOR_AND_ADMINS: [ActorName, boolean][] = [
  ['owner', false],
  ['anonymous', false],
  ['otherStudent', false],
  ['vendor', true],
  ['otherVendor', false],
  ['admin', true],
];

describe('what a deleted account leaves', () => {
  it.each(VENDOR_AND_ADMINS)('%s reading a kept order: allowed = %s', async (actor, allowed) => {
    const read = getDoc(doc(rules.as(actor), ORDER));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  it.each(VENDOR_AND_ADMINS)('%s reading a kept review: allowed = %s', async (actor, allowed) => {
    const read = getDoc(doc(rules.as(actor), REVIEW));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  it('the deleted student’s own lists are empty, and the blanked uid opens nothing', async () => {
    const own = await assertSucceeds(getDocs(query(collection(rules.as('owner'), 'orders'), where('uid', '==', deleted))));
    expect(own.size).toBe(0);
    await assertFails(getDocs(query(collection(rules.as('owner'), 'orders'), where('uid', '==', ''))));
    await assertFails(getDocs(query(collection(rules.as('owner'), 'reviews'), where('uid', '==', ''))));
  });

  it.each(everyone)('%s may not write a kept order or review back', async (actor) => {
    const db = rules.as(actor);
    await assertFails(setDoc(doc(db, ORDER), { uid: deleted }, { merge: true }));
    await assertFails(setDoc(doc(db, REVIEW), { uid: deleted }, { merge: true }));
    await assertFails(setDoc(doc(db, `users/${deleted}`), { name: { first: 'Back', last: 'Again' } }));
  });
});
