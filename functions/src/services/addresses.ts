import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { AddressDocument } from '@campuseats/common/documents';
import { MAX_ADDRESSES_PER_USER, type Address, type AddressFields } from '@campuseats/common/addresses';
import { addressBooksCollection, addressesCollection } from '../lib/collections';
import { ApiError, notFound } from '../lib/apiError';
import { commitIfUnchanged, type Plan, type PlannedWrite, type Reads } from '../lib/writes';

const addressesOf = (uid: string) => addressesCollection().where('uid', '==', uid);

/** A per-student version document every address change writes conditionally, so two racing changes never both make a default. */
const addressBookVersion = (uid: string) => addressBooksCollection().doc(uid);

type AddressSnapshot = QueryDocumentSnapshot<AddressDocument>;

function toAddress(snapshot: AddressSnapshot): Address {
  const { label, street, city, state, zipCode, landmark, phone, isDefault } = snapshot.data();
  return { _id: snapshot.id, label, street, city, state, zipCode, landmark, phone, isDefault };
}

const createdMillis = (snapshot: AddressSnapshot) => snapshot.data().createdAt?.getTime() ?? 0;
const isDefaultAddress = (snapshot: AddressSnapshot) => snapshot.data().isDefault;
const newestFirst = (a: AddressSnapshot, b: AddressSnapshot) => createdMillis(b) - createdMillis(a) || a.id.localeCompare(b.id);
/** The default address first (checkout preselects the first one), then the newest. */
const defaultThenNewest = (a: AddressSnapshot, b: AddressSnapshot) => Number(isDefaultAddress(b)) - Number(isDefaultAddress(a)) || newestFirst(a, b);

export async function listAddresses(uid: string): Promise<Address[]> {
  const snapshot = await addressesOf(uid).get();
  return [...snapshot.docs].sort(defaultThenNewest).map(toAddress);
}

/** Runs one change of the address book, committed only if the book's version is unchanged, so exactly one default holds under any interleaving. */
function inAddressBook<T>(uid: string, change: (book: AddressSnapshot[]) => Plan<T>): Promise<T> {
  return commitIfUnchanged((reads) => planInAddressBook(reads, uid, change));
}

/** The reads and writes of one change to a student's address book, inside a plan that may write more besides. */
async function planInAddressBook<T>(reads: Reads, uid: string, change: (book: AddressSnapshot[]) => Plan<T>): Promise<Plan<T>> {
  const version = addressBookVersion(uid);
  await reads.get(version);
  const book = (await reads.query(addressesOf(uid))).docs;
  const { value, writes } = change(book);
  return { value, writes: [...writes, { ref: version, put: { uid, updatedAt: FieldValue.serverTimestamp() } }] };
}

/** Another student's address answers exactly like one that does not exist. */
function ownedAddress(book: AddressSnapshot[], id: string): AddressSnapshot {
  const found = book.find((snapshot) => snapshot.id === id);
  if (!found) throw notFound('Address');
  return found;
}

function addToBook(uid: string, book: AddressSnapshot[], fields: AddressFields): Plan<Address> {
  if (book.length >= MAX_ADDRESSES_PER_USER) {
    throw new ApiError('resource-exhausted', `You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`);
  }
  const ref = addressesCollection().doc();
  // A student's first address is their default; later ones become default only when asked.
  const isDefault = !book.some((snapshot) => snapshot.data().isDefault);
  const created = { uid, ...fields, isDefault, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() };
  return { value: { _id: ref.id, ...fields, isDefault }, writes: [{ ref, create: created }] };
}

export function createAddress(uid: string, fields: AddressFields): Promise<Address> {
  return inAddressBook(uid, (book) => addToBook(uid, book, fields));
}

/** Plans a new address in the plan of another change (a registration), under the same rules as createAddress. */
export function planNewAddress(reads: Reads, uid: string, fields: AddressFields): Promise<Plan<Address>> {
  return planInAddressBook(reads, uid, (book) => addToBook(uid, book, fields));
}

export function updateAddress(uid: string, id: string, fields: AddressFields): Promise<Address> {
  return inAddressBook(uid, (book) => {
    const current = ownedAddress(book, id);
    return { value: { ...toAddress(current), ...fields }, writes: [{ ref: current.ref, update: { ...fields, updatedAt: FieldValue.serverTimestamp() } }] };
  });
}

export function deleteAddress(uid: string, id: string): Promise<void> {
  return inAddressBook(uid, (book) => {
    const doomed = ownedAddress(book, id);
    const writes: PlannedWrite[] = [{ ref: doomed.ref, delete: true }];
    if (doomed.data().isDefault) {
      // The newest remaining address takes over, so checkout always has a default to preselect.
      const successor = book.filter((snapshot) => snapshot.id !== id).sort(newestFirst)[0];
      if (successor) writes.push({ ref: successor.ref, update: { isDefault: true, updatedAt: FieldValue.serverTimestamp() } });
    }
    return { value: undefined, writes };
  });
}

export function setDefaultAddress(uid: string, id: string): Promise<Address> {
  return inAddressBook(uid, (book) => {
    const chosen = ownedAddress(book, id);
    const writes: PlannedWrite[] = book
      .filter((snapshot) => snapshot.data().isDefault !== (snapshot.id === id))
      .map((snapshot) => ({ ref: snapshot.ref, update: { isDefault: snapshot.id === id, updatedAt: FieldValue.serverTimestamp() } }));
    return { value: { ...toAddress(chosen), isDefault: true }, writes };
  });
}
