import type { DocumentData, FirestoreDataConverter, PartialWithFieldValue, QueryDocumentSnapshot, WithFieldValue } from 'firebase-admin/firestore';
import {
  accountDocumentSchema,
  COLLECTIONS,
  type CollectionName,
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

/** A converter from a document's schema: reads checked and defaulted, writes typed; update() bypasses it, as in Firestore's SDK. */
function converterOf<T extends DocumentData>(schema: z.ZodType<T>): FirestoreDataConverter<T> {
  return {
    toFirestore: (document: WithFieldValue<T> | PartialWithFieldValue<T>): DocumentData => document,
    fromFirestore: (snapshot) => readStoredDocument(schema, snapshot.data(), snapshot.ref.path),
  };
}

/** Every collection the API uses, typed by its document's schema. */
const topLevel = <T extends DocumentData>(name: CollectionName, schema: z.ZodType<T>) => {
  const converter = converterOf(schema);
  return () => db.collection(COLLECTIONS[name]).withConverter(converter);
};
/** A collection under a document of `parent`. */
const nested = <T extends DocumentData>(parent: CollectionName, name: CollectionName, schema: z.ZodType<T>) => {
  const converter = converterOf(schema);
  return (parentId: string) => db.collection(COLLECTIONS[parent]).doc(parentId).collection(COLLECTIONS[name]).withConverter(converter);
};

export const vendorsCollection = topLevel('vendors', vendorDocumentSchema);
export const menuItemsCollection = nested('vendors', 'menuItems', menuItemDocumentSchema);
export const usersCollection = topLevel('users', userDocumentSchema);
export const accountsCollection = topLevel('accounts', accountDocumentSchema);
export const addressesCollection = topLevel('addresses', addressDocumentSchema);
export const addressBooksCollection = topLevel('addressBooks', addressBookDocumentSchema);
export const cartsCollection = topLevel('carts', cartDocumentSchema);
export const ordersCollection = topLevel('orders', orderDocumentSchema);
export const idempotencyKeysCollection = topLevel('idempotencyKeys', idempotencyKeyDocumentSchema);
export const rateLimitHitsCollection = nested('rateLimits', 'rateLimitHits', rateLimitHitDocumentSchema);
export const reviewsCollection = topLevel('reviews', reviewDocumentSchema);
/** users/{uid}/notifications: a user's feed (users/{uid} itself may not exist: staff accounts have none). */
export const notificationsCollection = nested('users', 'notifications', notificationDocumentSchema);
export const eateryDaysCollection = topLevel('eateryDays', eateryDayDocumentSchema);
export const luckyDrawEntriesCollection = topLevel('luckyDrawEntries', luckyDrawEntryDocumentSchema);
/** auditLog/{id}: admin actions, written only in the batch of the change (services/audit.ts), never changed. */
export const auditLogCollection = topLevel('auditLog', auditLogDocumentSchema);
/** tokenCounters/{vendorId}_{day}, pickupCodes/{orderId} and boardTokens/{orderId}: tokens and pickups (services/pickup.ts). */
export const tokenCountersCollection = topLevel('tokenCounters', tokenCounterDocumentSchema);
export const pickupCodesCollection = topLevel('pickupCodes', pickupCodeDocumentSchema);
export const boardTokensCollection = topLevel('boardTokens', boardTokenDocumentSchema);
/** slotCounts/{vendorId}_{slotKey}: the orders in each pickup slot (services/slots.ts). */
export const slotCountsCollection = topLevel('slotCounts', slotCountDocumentSchema);

/** A stored document that fits its schema, with its id. */
export interface Stored<T> {
  id: string;
  data: T;
}

/** A query's documents that fit their schema; one that does not is logged and left out, so it cannot take a list down. */
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
