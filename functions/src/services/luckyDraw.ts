import { FieldValue } from 'firebase-admin/firestore';
import { LUCKY_DRAW_MESSAGES, type LuckyDrawEntry } from '@campuseats/common/luckyDraw';
import { luckyDrawEntriesCollection } from '../lib/collections';
import { ApiError } from '../lib/apiError';

// gRPC status of a create() whose document already exists.
const ALREADY_EXISTS = 6;

/**
 * Stores one entry per email: the document id is the normalised email and `create()` fails when it already
 * exists, so two simultaneous entries with the same email cannot both succeed.
 */
export async function enterLuckyDraw(entry: LuckyDrawEntry, uid: string | undefined): Promise<void> {
  try {
    await luckyDrawEntriesCollection()
      .doc(entry.email)
      .create({ ...entry, uid: uid ?? null, createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) throw new ApiError('already-exists', LUCKY_DRAW_MESSAGES.alreadyEntered);
    throw error;
  }
}
