import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, EATERIES, OWNER_ITS_VENDOR_AND_ADMINS, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('reviews');
const everyone = Object.keys(ACTORS) as ActorName[];
const review = (orderId: string, fields: { uid: string; vendorId: string; hidden: boolean }) => ({
  orderId,
  rating: 4,
  comment: 'Good',
  author: 'Test S.',
  createdAt: new Date(),
  ...fields,
});

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'vendors/eatery1'), EATERIES.eatery1);
    await setDoc(doc(db, 'vendors/eatery2'), EATERIES.eatery2);
    await setDoc(doc(db, 'reviews/shown1'), review('shown1', { uid: ACTORS.owner.uid, vendorId: 'eatery1', hidden: false }));
    await setDoc(doc(db, 'reviews/hidden1'), review('hidden1', { uid: ACTORS.owner.uid, vendorId: 'eatery1', hidden: true }));
  });
});

// A review holds its student's uid and order: the public reads reviews through the API, which leaves those out
// (GET /api/v1/vendors/restaurants/{id}/reviews); in Firestore only its student, its eatery's vendor and admins do.
describe('reviews: readable by those the consoles show them to, never written by a client', () => {
  it.each(OWNER_ITS_VENDOR_AND_ADMINS)('%s reading a shown review: allowed = %s', async (actor, allowed) => {
    const read = getDoc(doc(rules.as(actor), 'reviews/shown1'));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  it.each(OWNER_ITS_VENDOR_AND_ADMINS)('%s reading a hidden review: allowed = %s', async (actor, allowed) => {
    const read = getDoc(doc(rules.as(actor), 'reviews/hidden1'));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  it("no visitor or student lists an eatery's reviews, shown ones included; its vendor lists all of them; another vendor cannot", async () => {
    const reviews = (actor: ActorName) => collection(rules.as(actor), 'reviews');
    for (const actor of ['anonymous', 'otherStudent'] as const) {
      await assertFails(getDocs(query(reviews(actor), where('vendorId', '==', 'eatery1'), where('hidden', '==', false), orderBy('createdAt', 'desc'))));
    }
    await assertFails(getDocs(query(reviews('anonymous'), where('vendorId', '==', 'eatery1'), orderBy('createdAt', 'desc'))));
    await assertSucceeds(getDocs(query(reviews('vendor'), where('vendorId', '==', 'eatery1'), orderBy('createdAt', 'desc'))));
    await assertFails(getDocs(query(reviews('otherVendor'), where('vendorId', '==', 'eatery1'), orderBy('createdAt', 'desc'))));
    await assertSucceeds(getDocs(query(reviews('admin'), orderBy('createdAt', 'desc'))));
  });

  it.each(everyone)('%s may not write, change or delete a review, not even their own', async (actor) => {
    const db = rules.as(actor);
    await assertFails(setDoc(doc(db, 'reviews/new1'), review('new1', { uid: ACTORS[actor]?.uid ?? 'x', vendorId: 'eatery1', hidden: false })));
    await assertFails(updateDoc(doc(db, 'reviews/shown1'), { rating: 5 }));
    await assertFails(updateDoc(doc(db, 'reviews/hidden1'), { hidden: false }));
    await assertFails(deleteDoc(doc(db, 'reviews/shown1')));
  });
});
