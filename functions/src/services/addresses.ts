import { FieldValue, type DocumentSnapshot, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { MAX_ADDRESSES_PER_USER, type Address, type AddressFields } from '@campuseats/common/addresses';
import { db } from '../lib/firebase';
import { ApiError, notFound } from '../lib/apiError';
import { runContendedTransaction } from '../lib/transactions';

export const addressesCollection = () => db.collection('addresses');
const addressesOf = (uid: string) => addressesCollection().where('uid', '==', uid);

/**
 * One small document per student that every change to their address book reads and writes inside its
 * transaction. Two transactions that only query the same addresses might not conflict when each inserts a
 * new document (a query's range is not guaranteed to be locked), so without it two first addresses added
 * at once could both become the default. With it, all changes to one student's book run one after another.
 */
const addressBookLock = (uid: string) => db.collection('addressBooks').doc(uid);

function toAddress(snapshot: DocumentSnapshot): Address {
  const data = snapshot.data() ?? {};
  const text = (field: string) => (typeof data[field] === 'string' ? (data[field] as string) : '');
  return {
    _id: snapshot.id,
    label: text('label'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zipCode'),
    landmark: text('landmark'),
    phone: text('phone'),
    isDefault: data.isDefault === true,
  };
}

const createdMillis = (snapshot: DocumentSnapshot) => snapshot.get('createdAt')?.toMillis?.() ?? 0;
const newestFirst = (a: DocumentSnapshot, b: DocumentSnapshot) => createdMillis(b) - createdMillis(a) || a.id.localeCompare(b.id);
/** The default address first (checkout preselects the first one), then the newest. */
const defaultThenNewest = (a: DocumentSnapshot, b: DocumentSnapshot) =>
  Number(b.get('isDefault') === true) - Number(a.get('isDefault') === true) || newestFirst(a, b);

export async function listAddresses(uid: string): Promise<Address[]> {
  const snapshot = await addressesOf(uid).get();
  return [...snapshot.docs].sort(defaultThenNewest).map(toAddress);
}

/**
 * Runs one change to a student's address book in a transaction that holds their book's lock and sees all
 * of their addresses, so the rule "exactly one default while any address exists" holds under any
 * interleaving of calls.
 */
function inAddressBook<T>(uid: string, change: (transaction: Transaction, book: QueryDocumentSnapshot[]) => Promise<T> | T): Promise<T> {
  return runContendedTransaction(async (transaction) => {
    const lock = addressBookLock(uid);
    await transaction.get(lock);
    const book = (await transaction.get(addressesOf(uid))).docs;
    const result = await change(transaction, book);
    transaction.set(lock, { uid, updatedAt: FieldValue.serverTimestamp() });
    return result;
  });
}

/** Another student's address answers exactly like one that does not exist. */
function ownedAddress(book: QueryDocumentSnapshot[], id: string): QueryDocumentSnapshot {
  const found = book.find((snapshot) => snapshot.id === id);
  if (!found) throw notFound('Address');
  return found;
}

export function createAddress(uid: string, fields: AddressFields): Promise<Address> {
  return inAddressBook(uid, (transaction, book) => {
    if (book.length >= MAX_ADDRESSES_PER_USER) {
      throw new ApiError('resource-exhausted', `You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`);
    }
    const ref = addressesCollection().doc();
    // A student's first address is their default; later ones become default only when asked.
    const isDefault = !book.some((snapshot) => snapshot.get('isDefault') === true);
    transaction.create(ref, { uid, ...fields, isDefault, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    return { _id: ref.id, ...fields, isDefault };
  });
}

export function updateAddress(uid: string, id: string, fields: AddressFields): Promise<Address> {
  return inAddressBook(uid, (transaction, book) => {
    const current = ownedAddress(book, id);
    transaction.update(current.ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
    return { ...toAddress(current), ...fields };
  });
}

export function deleteAddress(uid: string, id: string): Promise<void> {
  return inAddressBook(uid, (transaction, book) => {
    const doomed = ownedAddress(book, id);
    transaction.delete(doomed.ref);
    if (doomed.get('isDefault') === true) {
      // The newest remaining address takes over, so checkout always has a default to preselect.
      const successor = book.filter((snapshot) => snapshot.id !== id).sort(newestFirst)[0];
      if (successor) transaction.update(successor.ref, { isDefault: true, updatedAt: FieldValue.serverTimestamp() });
    }
  });
}

export function setDefaultAddress(uid: string, id: string): Promise<Address> {
  return inAddressBook(uid, (transaction, book) => {
    const chosen = ownedAddress(book, id);
    for (const snapshot of book) {
      const shouldBeDefault = snapshot.id === id;
      if ((snapshot.get('isDefault') === true) !== shouldBeDefault) {
        transaction.update(snapshot.ref, { isDefault: shouldBeDefault, updatedAt: FieldValue.serverTimestamp() });
      }
    }
    return { ...toAddress(chosen), isDefault: true };
  });
}
