import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, EATERIES, useRulesEnvironment, type ActorName } from '../support/rules';

// accounts/{uid}: the role and disabled flag the API keeps for each staff or disabled account
// (docs/architecture.md#data). The rules read them from there, so a change applies to the
// next read of a token issued before it, whatever role that token's claim still names.

const rules = useRulesEnvironment('accounts');
const everyone = Object.keys(ACTORS) as ActorName[];
const OWNER = ACTORS.owner.uid;

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'vendors/eatery1'), EATERIES.eatery1);
    await setDoc(doc(db, 'orders/order1'), { uid: OWNER, vendorId: 'eatery1', status: 'placed', total: 314, walletApplied: 0, createdAt: new Date() });
    await setDoc(doc(db, `users/${OWNER}`), { firebaseUid: OWNER, email: 'a@campuseats.test', walletBalance: 10 });
    await setDoc(doc(db, `users/${OWNER}/notifications/n1`), {
      kind: 'order-status',
      title: 'Accepted',
      body: '',
      link: '/',
      read: false,
      createdAt: new Date(),
    });
    await setDoc(doc(db, 'addresses/address1'), { uid: OWNER, label: 'Hostel', isDefault: true });
    await setDoc(doc(db, `carts/${OWNER}`), { vendorId: 'eatery1', items: [] });
    await setDoc(doc(db, 'eateryDays/eatery1_2026-11-23'), { vendorId: 'eatery1', day: '2026-11-23', delivered: 2 });
    await setDoc(doc(db, 'auditLog/entry1'), { actorUid: ACTORS.admin.uid, action: 'eatery.suspend', at: new Date() });
  });
});

/** The API's change of one account (rules off): what PATCH /admin/users/{uid} writes. */
const changeAccount = (uid: string, account: { role: string; disabled: boolean }) =>
  rules.seed(async (db) => {
    await setDoc(doc(db, `accounts/${uid}`), { ...account, updatedAt: new Date() });
  });

/** What an admin's console reads. */
const adminReads = (actor: ActorName) => {
  const db = rules.as(actor);
  return [
    () => getDoc(doc(db, 'orders/order1')),
    () => getDocs(collection(db, 'orders')),
    () => getDocs(collection(db, 'auditLog')),
    () => getDocs(collection(db, 'eateryDays')),
  ];
};

/** What a vendor's console reads of its eatery. */
const vendorReads = (actor: ActorName) => {
  const db = rules.as(actor);
  return [
    () => getDoc(doc(db, 'orders/order1')),
    () => getDocs(query(collection(db, 'orders'), where('vendorId', '==', 'eatery1'))),
    () => getDoc(doc(db, 'eateryDays/eatery1_2026-11-23')),
  ];
};

/** What a student reads of their own. */
const studentReads = (actor: ActorName) => {
  const db = rules.as(actor);
  return [
    () => getDoc(doc(db, `users/${OWNER}`)),
    () => getDocs(query(collection(db, `users/${OWNER}/notifications`))),
    () => getDocs(query(collection(db, 'addresses'), where('uid', '==', OWNER))),
    () => getDoc(doc(db, `carts/${OWNER}`)),
    () => getDoc(doc(db, 'orders/order1')),
    () => getDocs(query(collection(db, 'orders'), where('uid', '==', OWNER))),
  ];
};

async function expectEach(reads: (() => Promise<unknown>)[], allowed: boolean) {
  for (const read of reads) await (allowed ? assertSucceeds(read()) : assertFails(read()));
}

describe('accounts: only the API reads and writes them', () => {
  it.each(everyone)('%s may not read an account, not even their own, nor give one a role', async (actor) => {
    const db = rules.as(actor);
    await assertFails(getDoc(doc(db, `accounts/${ACTORS.admin.uid}`)));
    await assertFails(getDoc(doc(db, `accounts/${ACTORS[actor]?.uid ?? 'nobody'}`)));
    await assertFails(setDoc(doc(db, `accounts/${ACTORS[actor]?.uid ?? 'nobody'}`), { role: 'admin', disabled: false }));
    await assertFails(updateDoc(doc(db, `accounts/${ACTORS.admin.uid}`), { disabled: true }));
    await assertFails(deleteDoc(doc(db, `accounts/${ACTORS.admin.uid}`)));
  });
});

describe('a role change or a disabled account reaches the rules at once, whatever the token still says', () => {
  it('an admin demoted to a student: the same token (its claim still "admin") reads nothing an admin reads', async () => {
    await expectEach(adminReads('admin'), true);
    await changeAccount(ACTORS.admin.uid, { role: 'user', disabled: false });
    await expectEach(adminReads('admin'), false);
  });

  it('a disabled admin reads nothing an admin reads', async () => {
    await expectEach(adminReads('admin'), true);
    await changeAccount(ACTORS.admin.uid, { role: 'admin', disabled: true });
    await expectEach(adminReads('admin'), false);
  });

  it('a vendor demoted to a student: the same token no longer reads its eatery’s orders or figures', async () => {
    await expectEach(vendorReads('vendor'), true);
    await changeAccount(ACTORS.vendor.uid, { role: 'user', disabled: false });
    await expectEach(vendorReads('vendor'), false);
  });

  it('a disabled vendor no longer reads its eatery’s orders or figures', async () => {
    await expectEach(vendorReads('vendor'), true);
    await changeAccount(ACTORS.vendor.uid, { role: 'vendor', disabled: true });
    await expectEach(vendorReads('vendor'), false);
  });

  it('a disabled student reads nothing of their own (profile, feed, addresses, cart, orders) and marks nothing read', async () => {
    await expectEach(studentReads('owner'), true);
    await changeAccount(OWNER, { role: 'user', disabled: true });
    await expectEach(studentReads('owner'), false);
    await assertFails(updateDoc(doc(rules.as('owner'), `users/${OWNER}/notifications/n1`), { read: true, readAt: serverTimestamp() }));
  });

  it('a token whose claim names a staff role its account does not have gets nothing of that role', async () => {
    const forged = rules.env.authenticatedContext(OWNER, { role: 'admin' }).firestore();
    await assertSucceeds(getDoc(doc(forged, `users/${OWNER}`)));
    await assertFails(getDocs(collection(forged, 'auditLog')));
    await assertFails(getDocs(collection(forged, 'orders')));
  });
});
