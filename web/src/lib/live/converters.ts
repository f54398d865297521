import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import type { z } from 'zod';
import {
  boardTokenDocumentSchema,
  eateryDayDocumentSchema,
  menuItemDocumentSchema,
  notificationDocumentSchema,
  orderDocumentSchema,
  pickupCodeDocumentSchema,
  readStoredDocument,
  reviewDocumentSchema,
  vendorDocumentSchema,
  type BoardTokenDocument,
  type NotificationDocument,
  type ReviewDocument,
} from '@campuseats/common/documents';
import type { StoredEateryDay } from '@campuseats/common/figures';
import { liveOrderOf } from '@campuseats/common/liveOrder';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import type { MenuItem } from '@campuseats/common/restaurants';

/** A read-only converter (clients never write these collections): a document that does not fit its schema throws rather than drawing half an order. */
function readOnlyConverter<Stored, Model>(schema: z.ZodType<Stored>, toModel: (id: string, stored: Stored) => Model): FirestoreDataConverter<Model> {
  return {
    toFirestore(): DocumentData {
      throw new Error('The web app never writes this collection: changes go through the API');
    },
    fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): Model {
      return toModel(snapshot.id, readStoredDocument(schema, snapshot.data(options), snapshot.ref.path));
    },
  };
}

export const liveOrderConverter = readOnlyConverter(orderDocumentSchema, liveOrderOf);

export type LiveEatery = VendorEatery & { suspended: boolean };

/** vendors/{id} as the consoles show it: name, address, whether it takes orders and whether it is suspended. */
export const eateryConverter = readOnlyConverter(vendorDocumentSchema, (id, { name, address, isOpen, hours, suspended, busyUntil, slots }): LiveEatery => ({
  id,
  name,
  address,
  isOpen,
  hours: hours ?? null,
  busyUntil: busyUntil?.toISOString() ?? null,
  slots: slots ?? null,
  suspended: suspended === true,
}));

export type FeedItem = NotificationDocument & { id: string };

/** users/{uid}/notifications/{id} as the bell shows it. Marking one read is not a conversion: see ./notifications.ts. */
export const feedItemConverter = readOnlyConverter(notificationDocumentSchema, (id, stored): FeedItem => ({ id, ...stored }));

export type LiveReview = ReviewDocument & { id: string };

/** reviews/{orderId} as the consoles and the student's tracking page show it. Replies and hiding go through the API. */
export const liveReviewConverter = readOnlyConverter(reviewDocumentSchema, (id, stored): LiveReview => ({ id, ...stored }));

/** vendors/{id}/menuItems/{dishId} as a student's open menu shows a dish: its price and whether it is sold out, live. */
export const liveMenuItemConverter = readOnlyConverter(menuItemDocumentSchema, (id, { position: _position, ...dish }): MenuItem => ({ _id: id, ...dish }));

/** eateryDays/{vendorId}_{day} as the consoles' figures add it up (common/src/figures.ts). */
export const eateryDayConverter = readOnlyConverter(eateryDayDocumentSchema, (_id, { updatedAt: _updatedAt, ...day }): StoredEateryDay => day);

export type LiveBoardToken = BoardTokenDocument & { id: string };
export const boardTokenConverter = readOnlyConverter(boardTokenDocumentSchema, (id, stored): LiveBoardToken => ({ id, ...stored }));

/** pickupCodes/{orderId} as its student's tracking page shows it: the code alone. */
export const pickupCodeConverter = readOnlyConverter(pickupCodeDocumentSchema, (_id, { code }) => code);
