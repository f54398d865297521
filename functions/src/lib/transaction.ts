import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';

/**
 * Every read-decides-write of the API runs here. Firestore retries a transaction that lost a race; the SDK's
 * default of 5 attempts is too few when a student's double taps (or a test's 50 parallel adds) all contend
 * for one cart, so we allow more before giving up with ABORTED.
 */
const MAX_ATTEMPTS = 40;

export function inTransaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return db.runTransaction(work, { maxAttempts: MAX_ATTEMPTS });
}

/** Reads several documents in one round trip of the transaction: one snapshot per reference, in order. */
export async function readEach<const Refs extends readonly DocumentReference[]>(transaction: Transaction, ...refs: Refs): Promise<{ [Index in keyof Refs]: DocumentSnapshot }> {
  return (await transaction.getAll(...refs)) as { [Index in keyof Refs]: DocumentSnapshot };
}
