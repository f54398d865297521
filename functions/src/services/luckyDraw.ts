import { FieldValue } from 'firebase-admin/firestore';
import { LUCKY_DRAW_MESSAGES, type LuckyDrawEntry } from '@campuseats/common/luckyDraw';
import { luckyDrawEntriesCollection } from '../lib/collections';
import { ALREADY_EXISTS, ApiError, onFirebaseError } from '../lib/apiError';

/**
 * Stores one entry per email: the document id is the normalised email and `create()` fails when it already
 * exists, so two simultaneous entries with the same email cannot both succeed.
 */
export async function enterLuckyDraw(entry: LuckyDrawEntry, uid: string | undefined): Promise<void> {
  const create = luckyDrawEntriesCollection()
    .doc(entry.email)
    .create({ ...entry, uid: uid ?? null, createdAt: FieldValue.serverTimestamp() });
  await onFirebaseError(ALREADY_EXISTS, create, () => {
    throw new ApiError('already-exists', LUCKY_DRAW_MESSAGES.alreadyEntered);
  });
}
