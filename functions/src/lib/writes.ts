import type { DocumentData, DocumentReference, DocumentSnapshot, Precondition, Query, QuerySnapshot, UpdateData } from 'firebase-admin/firestore';
import { tryAgainLater } from './apiError';
import { retryPause, sleep, writeDeadline } from './deadline';
import { faultAt } from './faults';
import { db } from './firebase';

// The one write policy of the API (docs/architecture.md, "Writes under contention"). Every read-decides-write
// reads without locks, then commits its writes in one batch, each write to a document it read conditional on
// the version it read. A writer that lost a race (someone changed what it read) reads again and decides again,
// inside the request's write deadline; past it the request answers 503 having applied nothing. A batch, once
// sent, is always awaited, so no retry outlives its request.
//
// Why not Firestore transactions: server-side transactions lock what they read, and racing transactions on one
// document wait on each other's locks for seconds (the emulator: 10 at once took 3 s each), where a lost
// conditional write costs one more read of a few milliseconds.

/**
 * Errors that mean "another writer won": a write's precondition failed (FAILED_PRECONDITION, NOT_FOUND,
 * ALREADY_EXISTS) or the commit was ABORTED.
 */
export function lostToContention(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return code === 9 || code === 5 || code === 6 || code === 10;
}

/** One write of a plan. Writes to documents the plan read are made conditional on the version it read. */
export type PlannedWrite =
  /** Fails (and the plan is decided again) if the document exists by then. */
  | { ref: DocumentReference; create: DocumentData }
  /** Changes the fields named; the document must exist. */
  | { ref: DocumentReference; update: UpdateData<DocumentData> }
  /** Adds or changes the fields named (FieldValue.increment and the like included), creating the document if need be. */
  | { ref: DocumentReference; merge: DocumentData }
  /** The whole document: replaces it, or creates it when it was read as missing. */
  | { ref: DocumentReference; put: DocumentData }
  | { ref: DocumentReference; delete: true };

export interface Plan<T> {
  value: T;
  writes: PlannedWrite[];
}

/** The reads of one attempt; each document read is remembered with the version it had. */
export class Reads {
  private readonly versions = new Map<string, DocumentSnapshot>();

  private remember<S extends DocumentSnapshot>(snapshot: S): S {
    this.versions.set(snapshot.ref.path, snapshot);
    return snapshot;
  }

  async get(ref: DocumentReference): Promise<DocumentSnapshot> {
    return this.remember(await ref.get());
  }

  async getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
    if (refs.length === 0) return [];
    return (await db.getAll(...refs)).map((snapshot) => this.remember(snapshot));
  }

  /** Several documents in one round trip: one snapshot per reference, in order. */
  async getEach<const Refs extends readonly DocumentReference[]>(...refs: Refs): Promise<{ [Index in keyof Refs]: DocumentSnapshot }> {
    return (await this.getAll(...refs)) as { [Index in keyof Refs]: DocumentSnapshot };
  }

  async query(query: Query): Promise<QuerySnapshot> {
    const snapshot = await query.get();
    snapshot.docs.forEach((doc) => this.remember(doc));
    return snapshot;
  }

  /** The precondition that the document is still as read, if it was read and existed. */
  preconditionOf(ref: DocumentReference): { read: false } | { read: true; exists: false } | { read: true; exists: true; precondition: Precondition } {
    const snapshot = this.versions.get(ref.path);
    if (!snapshot) return { read: false };
    if (!snapshot.exists || !snapshot.updateTime) return { read: true, exists: false };
    return { read: true, exists: true, precondition: { lastUpdateTime: snapshot.updateTime } };
  }
}

async function commit(reads: Reads, writes: readonly PlannedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const batch = db.batch();
  for (const write of writes) {
    const seen = reads.preconditionOf(write.ref);
    if ('create' in write) batch.create(write.ref, write.create);
    else if ('update' in write) {
      if (seen.read && seen.exists) batch.update(write.ref, write.update, seen.precondition);
      else batch.update(write.ref, write.update);
    } else if ('merge' in write) {
      if (seen.read && seen.exists) batch.update(write.ref, write.merge, seen.precondition);
      else batch.set(write.ref, write.merge, { merge: true });
    } else if ('put' in write) {
      if (!seen.read) batch.set(write.ref, write.put);
      else if (seen.exists) batch.update(write.ref, write.put, seen.precondition);
      else batch.create(write.ref, write.put);
    } else if (!seen.read) batch.delete(write.ref);
    else if (seen.exists) batch.delete(write.ref, seen.precondition);
  }
  await batch.commit();
}

/**
 * Runs `plan` (read, then decide what to write) and commits its writes atomically, as long as nothing it read
 * and writes has changed since; otherwise plans again, while the request's write deadline allows. An error the
 * plan throws (a 4xx of the API) ends it at once with nothing written.
 */
export async function commitIfUnchanged<T>(plan: (reads: Reads) => Promise<Plan<T>>): Promise<T> {
  const deadline = writeDeadline();
  for (let round = 1; ; round++) {
    if (Date.now() >= deadline) throw tryAgainLater('write-deadline');
    const reads = new Reads();
    const { value, writes } = await plan(reads);
    // Reads that took the rest of the budget: give up now rather than commit after the deadline.
    if (Date.now() >= deadline) throw tryAgainLater('write-deadline');
    faultAt('before-commit');
    try {
      await commit(reads, writes);
    } catch (error) {
      if (!lostToContention(error)) throw error;
      const pause = retryPause(round);
      if (Date.now() + pause >= deadline) throw tryAgainLater('contention');
      await sleep(pause);
      continue;
    }
    faultAt('after-commit');
    return value;
  }
}
