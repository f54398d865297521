import type { DocumentData, DocumentReference, Query } from 'firebase-admin/firestore';
import { ApiError } from './apiError';
import { readableDocuments, type Stored } from './collections';

/** `ordered` after the cursor document, which must exist and be one `belongs` accepts (else 400 "Invalid cursor"). */
export async function startAfterCursor<T extends DocumentData>(
  ordered: Query<T>,
  cursor: DocumentReference<T> | undefined,
  belongs: (document: T) => boolean,
): Promise<Query<T>> {
  if (!cursor) return ordered;
  const after = await cursor.get();
  const data = after.data();
  if (!data || !belongs(data)) throw new ApiError('invalid-argument', 'Invalid cursor');
  return ordered.startAfter(after);
}

/** A page of `ordered` after the cursor; one extra read tells whether a next page exists. */
export async function pageAfter<T extends DocumentData>(
  ordered: Query<T>,
  cursor: DocumentReference<T> | undefined,
  size: number,
  belongs: (document: T) => boolean = () => true,
): Promise<{ page: Stored<T>[]; nextCursor: string | null }> {
  const snapshot = await (await startAfterCursor(ordered, cursor, belongs)).limit(size + 1).get();
  const docs = snapshot.docs.slice(0, size);
  return { page: readableDocuments(docs), nextCursor: snapshot.size > size ? (docs.at(-1)?.id ?? null) : null };
}
