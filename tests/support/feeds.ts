import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './firestore';
import { COLLECTIONS } from '../../common/src/documents';

/** Longer than any follow-up of a status change takes on a loaded machine; a step still untold by then fails the test. */
export const FOLLOW_UP_WAIT_MS = 10_000;

const feedQuery = (uid: string) => adminDb.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications).orderBy('createdAt', 'desc');

/** `uid`'s notification feed as it is now, newest first, each item with its id. */
export async function feedNow(uid: string): Promise<(DocumentData & { id: string })[]> {
  return (await feedQuery(uid).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

/**
 * `uid`'s feed, newest first, once it holds at least `count` items: an order's step reaches the student's feed just
 * after the status change answered, from the order's trigger (docs/decisions/0012-order-steps-commit-alone.md). A
 * listener, not a loop of reads: it answers the moment the items are there, and fails with what did arrive.
 */
export function feedOnceItHolds(uid: string, count: number): Promise<(DocumentData & { id: string })[]> {
  return new Promise((resolve, reject) => {
    let latest: (DocumentData & { id: string })[] = [];
    const timer = setTimeout(() => {
      stop();
      reject(
        new Error(
          `the feed of ${uid} held ${latest.length} of ${count} items after ${FOLLOW_UP_WAIT_MS} ms: ${JSON.stringify(latest.map((item) => item.title))}`,
        ),
      );
    }, FOLLOW_UP_WAIT_MS);
    const stop = feedQuery(uid).onSnapshot(
      (snapshot) => {
        latest = snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
        if (latest.length < count) return;
        clearTimeout(timer);
        stop();
        resolve(latest);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
