import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('orders');
const everyone = Object.keys(ACTORS) as ActorName[];
const ORDER = 'orders/order1';

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, ORDER), { uid: ACTORS.owner.uid, vendorId: 'eatery1', status: 'placed', total: 314, walletApplied: 0, createdAt: new Date() });
    await setDoc(doc(db, 'orders/order2'), { uid: ACTORS.otherStudent.uid, vendorId: 'eatery1', status: 'placed', total: 99, walletApplied: 0, createdAt: new Date() });
    await setDoc(doc(db, `idempotencyKeys/${ACTORS.owner.uid}_key12345`), { uid: ACTORS.owner.uid, orderId: 'order1' });
  });
});

describe('orders: the student who placed one reads it, nobody writes directly', () => {
  it.each([
    ['owner', true],
    ['anonymous', false],
    ['otherStudent', false],
    ['vendor', false],
    ['otherVendor', false],
    ['admin', false],
  ] as [ActorName, boolean][])('%s reading the owner\'s order: allowed = %s', async (actor, allowed) => {
    const read = getDoc(doc(rules.as(actor), ORDER));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  it('a student may list their own orders, and only by asking for their own', async () => {
    const mine = query(collection(rules.as('owner'), 'orders'), where('uid', '==', ACTORS.owner.uid), orderBy('createdAt', 'desc'));
    await assertSucceeds(getDocs(mine));
    await assertFails(getDocs(collection(rules.as('owner'), 'orders')));
    const theirs = query(collection(rules.as('otherStudent'), 'orders'), where('uid', '==', ACTORS.owner.uid));
    await assertFails(getDocs(theirs));
  });

  it.each(everyone)('%s may not place, change or delete an order, not even their own', async (actor) => {
    const db = rules.as(actor);
    await assertFails(setDoc(doc(db, 'orders/new1'), { uid: ACTORS[actor]?.uid ?? null, vendorId: 'eatery1', status: 'placed', total: 1 }));
    await assertFails(updateDoc(doc(db, ORDER), { status: 'delivered' }));
    await assertFails(updateDoc(doc(db, ORDER), { total: 0 }));
    await assertFails(deleteDoc(doc(db, ORDER)));
  });
});

describe('idempotency keys: the API\'s own records', () => {
  it.each(everyone)('%s may neither read nor write them', async (actor) => {
    const db = rules.as(actor);
    await assertFails(getDoc(doc(db, `idempotencyKeys/${ACTORS.owner.uid}_key12345`)));
    await assertFails(setDoc(doc(db, `idempotencyKeys/${ACTORS[actor]?.uid ?? 'x'}_key99999`), { orderId: 'order2' }));
  });
});
