import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, EATERIES, OWNER_ITS_VENDOR_AND_ADMINS, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('orders');
const everyone = Object.keys(ACTORS) as ActorName[];
const ORDER = 'orders/order1';

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, ORDER), { uid: ACTORS.owner.uid, vendorId: 'eatery1', status: 'placed', total: 314, walletApplied: 0, createdAt: new Date() });
    await setDoc(doc(db, 'orders/order2'), {
      uid: ACTORS.otherStudent.uid,
      vendorId: 'eatery1',
      status: 'placed',
      total: 99,
      walletApplied: 0,
      createdAt: new Date(),
    });
    await setDoc(doc(db, `idempotencyKeys/${ACTORS.owner.uid}_key12345`), { uid: ACTORS.owner.uid, orderId: 'order1' });
    // eatery1 is run by `vendor`; eatery2 by `otherVendor`, who has an order of their own.
    await setDoc(doc(db, 'vendors/eatery1'), EATERIES.eatery1);
    await setDoc(doc(db, 'vendors/eatery2'), EATERIES.eatery2);
    await setDoc(doc(db, 'orders/order3'), {
      uid: ACTORS.owner.uid,
      vendorId: 'eatery2',
      status: 'accepted',
      total: 150,
      walletApplied: 0,
      createdAt: new Date(),
    });
  });
});

describe('orders: the student who placed one, the vendor of its eatery and admins read it; nobody writes directly', () => {
  it.each(OWNER_ITS_VENDOR_AND_ADMINS)("%s reading the owner's order: allowed = %s", async (actor, allowed) => {
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

describe("idempotency keys: the API's own records", () => {
  it.each(everyone)('%s may neither read nor write them', async (actor) => {
    const db = rules.as(actor);
    await assertFails(getDoc(doc(db, `idempotencyKeys/${ACTORS.owner.uid}_key12345`)));
    await assertFails(setDoc(doc(db, `idempotencyKeys/${ACTORS[actor]?.uid ?? 'x'}_key99999`), { orderId: 'order2' }));
  });
});

describe('orders: the live lists the screens listen to', () => {
  const orders = (actor: ActorName) => collection(rules.as(actor), 'orders');

  it("a vendor lists their eatery's orders (all, or by status, newest first), and no other eatery's", async () => {
    await assertSucceeds(getDocs(query(orders('vendor'), where('vendorId', '==', 'eatery1'), orderBy('createdAt', 'desc'))));
    await assertSucceeds(
      getDocs(query(orders('vendor'), where('vendorId', '==', 'eatery1'), where('status', 'in', ['placed', 'accepted']), orderBy('createdAt', 'desc'))),
    );
    await assertFails(getDocs(query(orders('vendor'), where('vendorId', '==', 'eatery2'))));
    await assertFails(getDocs(query(orders('otherVendor'), where('vendorId', '==', 'eatery1'))));
    await assertFails(getDocs(orders('vendor')));
    // An eatery that does not exist has no owner to match.
    await assertFails(getDocs(query(orders('vendor'), where('vendorId', '==', 'noSuchEatery'))));
  });

  it("the vendor of one eatery reads that eatery's order but not another eatery's order of the same student", async () => {
    await assertSucceeds(getDoc(doc(rules.as('otherVendor'), 'orders/order3')));
    await assertFails(getDoc(doc(rules.as('vendor'), 'orders/order3')));
  });

  it("a student role does not make a vendor: a student listing an eatery's orders is refused", async () => {
    await assertFails(getDocs(query(orders('owner'), where('vendorId', '==', 'eatery1'))));
    await assertFails(getDocs(query(orders('anonymous'), where('vendorId', '==', 'eatery1'))));
  });

  it('an account whose uid owns an eatery but whose role is not vendor reads no eatery orders', async () => {
    // The role is the account's, in accounts/{uid} (docs/architecture.md#data): neither it nor the token says vendor.
    await rules.seed(async (db) => setDoc(doc(db, `accounts/${ACTORS.vendor.uid}`), { role: 'user', disabled: false, updatedAt: new Date() }));
    const db = rules.env.authenticatedContext(ACTORS.vendor.uid, { role: 'user' }).firestore();
    await assertFails(getDocs(query(collection(db, 'orders'), where('vendorId', '==', 'eatery1'))));
    await assertFails(getDoc(doc(db, ORDER)));
  });

  it("an admin lists every order, today's or of any status; nobody else lists them all", async () => {
    await assertSucceeds(getDocs(orders('admin')));
    await assertSucceeds(getDocs(query(orders('admin'), where('createdAt', '>=', new Date(Date.now() - 86_400_000)), orderBy('createdAt', 'desc'))));
    for (const actor of ['anonymous', 'owner', 'otherStudent', 'vendor', 'otherVendor'] as ActorName[]) {
      await assertFails(getDocs(orders(actor)));
    }
  });

  it("a student lists their own active orders by status (the header), and not someone else's", async () => {
    const active = (actor: ActorName, uid: string) =>
      query(orders(actor), where('uid', '==', uid), where('status', 'in', ['placed', 'accepted']), orderBy('createdAt', 'desc'));
    await assertSucceeds(getDocs(active('owner', ACTORS.owner.uid)));
    await assertFails(getDocs(active('otherStudent', ACTORS.owner.uid)));
  });
});
