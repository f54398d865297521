import type { DocumentData, FirestoreDataConverter, PartialWithFieldValue, QueryDocumentSnapshot, WithFieldValue } from 'firebase-admin/firestore';
import {
  accountDocumentSchema,
  COLLECTIONS,
  eateryDayDocumentSchema,
  addressBookDocumentSchema,
  addressDocumentSchema,
  auditLogDocumentSchema,
  boardTokenDocumentSchema,
  cartDocumentSchema,
  idempotencyKeyDocumentSchema,
  luckyDrawEntryDocumentSchema,
  menuItemDocumentSchema,
  notificationDocumentSchema,
  orderDocumentSchema,
  pickupCodeDocumentSchema,
  rateLimitHitDocumentSchema,
  readStoredDocument,
  reviewDocumentSchema,
  slotCountDocumentSchema,
  tokenCounterDocumentSchema,
  UnreadableDocumentError,
  userDocumentSchema,
  vendorDocumentSchema,
} from '@campuseats/common/documents';
import type { z } from 'zod';
import { db } from './firebase';

/**
 * A converter built from a document's schema in common/src/documents.ts: reads are checked and given their
 * defaults (a document that does not fit throws UnreadableDocumentError), writes are typed by the schema.
 * update() takes partial fields and bypasses converters, as Firestore's SDK does.
 */
function converterOf<T extends DocumentData>(schema: z.ZodType<T>): FirestoreDataConverter<T> {
  return {
    toFirestore: (document: WithFieldValue<T> | PartialWithFieldValue<T>): DocumentData => document,
    fromFirestore: (snapshot) => readStoredDocument(schema, snapshot.data(), snapshot.ref.path),
  };
}

const converters = {
  vendor: converterOf(vendorDocumentSchema),
  menuItem: converterOf(menuItemDocumentSchema),
  user: converterOf(userDocumentSchema),
  account: converterOf(accountDocumentSchema),
  address: converterOf(addressDocumentSchema),
  addressBook: converterOf(addressBookDocumentSchema),
  cart: converterOf(cartDocumentSchema),
  order: converterOf(orderDocumentSchema),
  idempotencyKey: converterOf(idempotencyKeyDocumentSchema),
  rateLimitHit: converterOf(rateLimitHitDocumentSchema),
  review: converterOf(reviewDocumentSchema),
  notification: converterOf(notificationDocumentSchema),
  eateryDay: converterOf(eateryDayDocumentSchema),
  luckyDrawEntry: converterOf(luckyDrawEntryDocumentSchema),
  auditLog: converterOf(auditLogDocumentSchema),
  tokenCounter: converterOf(tokenCounterDocumentSchema),
  pickupCode: converterOf(pickupCodeDocumentSchema),
  boardToken: converterOf(boardTokenDocumentSchema),
  slotCount: converterOf(slotCountDocumentSchema),
};

/** Every collection the API uses, typed by its document's schema. */
export const vendorsCollection = () => db.collection(COLLECTIONS.vendors).withConverter(converters.vendor);
export const menuItemsCollection = (vendorId: string) =>
  db.collection(COLLECTIONS.vendors).doc(vendorId).collection(COLLECTIONS.menuItems).withConverter(converters.menuItem);
export const usersCollection = () => db.collection(COLLECTIONS.users).withConverter(converters.user);
/** accounts/{uid}: the role and disabled flag the API and the rules decide by (no document: an enabled student). */
export const accountsCollection = () => db.collection(COLLECTIONS.accounts).withConverter(converters.account);
export const addressesCollection = () => db.collection(COLLECTIONS.addresses).withConverter(converters.address);
export const addressBooksCollection = () => db.collection(COLLECTIONS.addressBooks).withConverter(converters.addressBook);
export const cartsCollection = () => db.collection(COLLECTIONS.carts).withConverter(converters.cart);
export const ordersCollection = () => db.collection(COLLECTIONS.orders).withConverter(converters.order);
export const idempotencyKeysCollection = () => db.collection(COLLECTIONS.idempotencyKeys).withConverter(converters.idempotencyKey);
export const rateLimitHitsCollection = (counterId: string) =>
  db.collection(COLLECTIONS.rateLimits).doc(counterId).collection(COLLECTIONS.rateLimitHits).withConverter(converters.rateLimitHit);
export const reviewsCollection = () => db.collection(COLLECTIONS.reviews).withConverter(converters.review);
/** users/{uid}/notifications: a user's feed (users/{uid} itself may not exist: staff accounts have none). */
export const notificationsCollection = (uid: string) =>
  db.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications).withConverter(converters.notification);
export const eateryDaysCollection = () => db.collection(COLLECTIONS.eateryDays).withConverter(converters.eateryDay);
export const luckyDrawEntriesCollection = () => db.collection(COLLECTIONS.luckyDrawEntries).withConverter(converters.luckyDrawEntry);
/** auditLog/{id}: admin actions, written only in the batch of the change (services/audit.ts), never changed. */
export const auditLogCollection = () => db.collection(COLLECTIONS.auditLog).withConverter(converters.auditLog);
/** tokenCounters/{vendorId}_{day}, pickupCodes/{orderId} and boardTokens/{orderId}: tokens and pickups (services/pickup.ts). */
export const tokenCountersCollection = () => db.collection(COLLECTIONS.tokenCounters).withConverter(converters.tokenCounter);
export const pickupCodesCollection = () => db.collection(COLLECTIONS.pickupCodes).withConverter(converters.pickupCode);
export const boardTokensCollection = () => db.collection(COLLECTIONS.boardTokens).withConverter(converters.boardToken);
/** slotCounts/{vendorId}_{slotKey}: the orders in each pickup slot (services/slots.ts). */
export const slotCountsCollection = () => db.collection(COLLECTIONS.slotCounts).withConverter(converters.slotCount);

/** A stored document that fits its schema, with its id. */
export interface Stored<T> {
  id: string;
  data: T;
}

/**
 * The documents of a query that fit their schema. One that does not is left out and logged, so one malformed
 * record cannot take a whole list down; a single document that does not fit fails its request instead.
 */
export function readableDocuments<T extends DocumentData>(docs: readonly QueryDocumentSnapshot<T>[]): Stored<T>[] {
  const readable: Stored<T>[] = [];
  for (const doc of docs) {
    try {
      readable.push({ id: doc.id, data: doc.data() });
    } catch (error) {
      if (!(error instanceof UnreadableDocumentError)) throw error;
      console.warn(error.message);
    }
  }
  return readable;
}
