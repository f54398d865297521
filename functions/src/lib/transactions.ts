import type { Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';
import { ApiError } from './apiError';

const CONTENDED_MESSAGE = 'Too many changes at once. Please try again.';
const ATTEMPTS = 3;

/**
 * Errors that mean "another transaction won": the SDK's last ABORTED after its own retries, and the
 * INVALID_ARGUMENT "Transaction is invalid or closed" the Firestore emulator answers when it drops a
 * transaction that waited too long for a lock (the SDK retries neither).
 */
export function lostToContention(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 10) return true;
  return code === 3 && typeof message === 'string' && /transaction is invalid or closed|transaction has expired/i.test(message);
}

/**
 * `db.runTransaction` for writes that many calls may race on: a transaction that loses to contention is
 * run again a few times, and if it keeps losing the caller gets 409 `aborted` (try again), never a 500.
 */
export async function runContendedTransaction<T>(update: (transaction: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      if (!lostToContention(error)) throw error;
      if (attempt >= ATTEMPTS) throw new ApiError('aborted', CONTENDED_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
