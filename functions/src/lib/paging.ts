import type { DocumentData, DocumentReference, Query } from 'firebase-admin/firestore';
import { ApiError } from './apiError';
import { readableDocuments, type Stored } from './collections';

/** A page of `ordered` after the cursor document, which must be one `belongs` accepts; one extra read tells whether a next page exists. */
export async function pageAfter<T extends DocumentData>(
  ordered: Query<T>,
  cursor: DocumentReference<T> | undefined,
  size: number,
  belongs: (document: T) => boolean = () => true,
): Promise<{ page: Stored<T>[]; nextCursor: string | null }> {
  let query = ordered;
  if (cursor) {
    const after = await cursor.get();
    const data = after.data();
    if (!data || !belongs(data)) throw new ApiError('invalid-argument', 'Invalid cursor');
    query = query.startAfter(after);
  }
  const snapshot = await query.limit(size + 1).get();
  const page = readableDocuments(snapshot.docs.slice(0, size));
  return { page, nextCursor: snapshot.size > size ? (page.at(-1)?.id ?? null) : null };
}
