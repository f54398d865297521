import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('notifications');
const everyone = Object.keys(ACTORS) as ActorName[];
const OWNER_ITEM = `users/${ACTORS.owner.uid}/notifications/n1`;
const item = {
  kind: 'order-status',
  title: 'Your order was accepted',
  body: 'Eatery One · CE-TEST-0001',
  link: '/orders/order1',
  createdAt: new Date(),
  read: false,
};

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, OWNER_ITEM), item);
    await setDoc(doc(db, `users/${ACTORS.vendor.uid}/notifications/n2`), { ...item, kind: 'new-order', link: '/vendor/dashboard' });
  });
});

describe('notifications: a user reads only their own feed and may only mark items read', () => {
  it.each([
    ['owner', true],
    ['anonymous', false],
    ['otherStudent', false],
    ['vendor', false],
    ['admin', false],
  ] as [ActorName, boolean][])("%s reading the owner's notification: allowed = %s", async (actor, allowed) => {
    const read = getDoc(doc(rules.as(actor), OWNER_ITEM));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  it("the owner lists their feed, unread or newest first; nobody lists someone else's", async () => {
    const feed = (actor: ActorName, uid: string) => collection(rules.as(actor), `users/${uid}/notifications`);
    await assertSucceeds(getDocs(query(feed('owner', ACTORS.owner.uid), orderBy('createdAt', 'desc'), limit(15))));
    await assertSucceeds(getDocs(query(feed('owner', ACTORS.owner.uid), where('read', '==', false))));
    await assertSucceeds(getDocs(query(feed('vendor', ACTORS.vendor.uid), orderBy('createdAt', 'desc'))));
    await assertFails(getDocs(query(feed('otherStudent', ACTORS.owner.uid), orderBy('createdAt', 'desc'))));
  });

  it("the owner marks an item read, stamped with the server's time, and changes nothing else", async () => {
    const db = rules.as('owner');
    await assertFails(updateDoc(doc(db, OWNER_ITEM), { read: true, readAt: new Date(0) }));
    await assertFails(updateDoc(doc(db, OWNER_ITEM), { read: true, readAt: serverTimestamp(), title: 'Free food' }));
    await assertFails(updateDoc(doc(db, OWNER_ITEM), { link: 'https://evil.example' }));
    await assertSucceeds(updateDoc(doc(db, OWNER_ITEM), { read: true, readAt: serverTimestamp() }));
    // Read stays read.
    await assertFails(updateDoc(doc(db, OWNER_ITEM), { read: false }));
  });

  it.each(everyone)("%s may not create or delete a notification, nor mark someone else's read", async (actor) => {
    const db = rules.as(actor);
    const uid = ACTORS[actor]?.uid ?? 'nobody';
    await assertFails(setDoc(doc(db, `users/${uid}/notifications/mine`), item));
    await assertFails(deleteDoc(doc(db, OWNER_ITEM)));
    if (actor !== 'owner') await assertFails(updateDoc(doc(db, OWNER_ITEM), { read: true, readAt: serverTimestamp() }));
  });
});
