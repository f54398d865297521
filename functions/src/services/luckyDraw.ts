import { FieldValue } from 'firebase-admin/firestore';
import { LUCKY_DRAW_MESSAGES, type LuckyDrawEntry } from '@campuseats/common/luckyDraw';
import { luckyDrawEntriesCollection } from '../lib/collections';
import { ALREADY_EXISTS, ApiError, onFirebaseError } from '../lib/apiError';

/** One entry per email: the id is the normalised email and `create()` refuses a second, even a simultaneous one. */
export async function enterLuckyDraw(entry: LuckyDrawEntry, uid: string | undefined): Promise<void> {
  const create = luckyDrawEntriesCollection()
    .doc(entry.email)
    .create({ ...entry, uid: uid ?? null, createdAt: FieldValue.serverTimestamp() });
  await onFirebaseError(ALREADY_EXISTS, create, () => {
    throw new ApiError('already-exists', LUCKY_DRAW_MESSAGES.alreadyEntered);
  });
}
