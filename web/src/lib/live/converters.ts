import { Timestamp, type DocumentData, type FirestoreDataConverter, type QueryDocumentSnapshot, type SnapshotOptions } from 'firebase/firestore';
import type { z } from 'zod';
import { liveOrderSchema, type LiveOrder } from '@campuseats/common/liveOrder';
import { vendorEaterySchema, type VendorEatery } from '@campuseats/common/orderLifecycle';

/** Firestore Timestamps become Dates, everywhere in the document, so the zod schemas can check them. */
function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDates(inner)]));
  return value;
}

/**
 * A read-only converter: the document, with its id, checked against the shared schema. A document that does
 * not fit throws, and the listener reports it as an error rather than drawing half an order. Clients never
 * write these collections (the rules refuse it), so there is nothing to convert the other way.
 */
function readOnlyConverter<T>(schema: z.ZodType<T>, prepare: (data: DocumentData) => DocumentData = (data) => data): FirestoreDataConverter<T> {
  return {
    toFirestore(): DocumentData {
      throw new Error('The web app never writes this collection: changes go through the API');
    },
    fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): T {
      const parsed = schema.safeParse({ ...(withDates(prepare(snapshot.data(options))) as DocumentData), id: snapshot.id });
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
        throw new Error(`${snapshot.ref.path} could not be read (${fields})`);
      }
      return parsed.data;
    },
  };
}

export const liveOrderConverter = readOnlyConverter<LiveOrder>(liveOrderSchema);

/** vendors/{id} as the consoles show it: name, address and whether it takes orders (open unless isOpen is false). */
export const eateryConverter = readOnlyConverter<VendorEatery>(vendorEaterySchema, (data) => ({
  name: data.name ?? '',
  address: typeof data.address === 'string' && data.address ? data.address : 'Address not available',
  isOpen: data.isOpen !== false,
}));
