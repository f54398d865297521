import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  PartialWithFieldValue,
  Precondition,
  Query,
  QuerySnapshot,
  UpdateData,
  WithFieldValue,
} from 'firebase-admin/firestore';
import type { StoredDocument } from '@campuseats/common/documents';
import { admitted } from './admission';
import { tryAgainLater } from './apiError';
import { retryPause, sleep, writeDeadline } from './deadline';
import { faultAt } from './faults';
import { db } from './firebase';
import { timed } from './timings';

// The API's one write policy, commits conditional on the versions read instead of locking transactions (docs/architecture.md, "Writes under contention").

/** Errors that mean another writer won: a failed precondition or an aborted commit. */
function lostToContention(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return code === 9 || code === 5 || code === 6 || code === 10;
}

/** One write of a plan, typed by the document it writes. Writes to documents the plan read are made conditional on the version it read. */
type WriteOf<T extends DocumentData> =
  /** Fails (and the plan is decided again) if the document exists by then. */
  | { ref: DocumentReference<T>; create: WithFieldValue<T> }
  /** Changes the fields named; the document must exist. */
  | { ref: DocumentReference<T>; update: UpdateData<T> }
  /** Adds or changes the fields named (FieldValue.increment and the like included), creating the document if need be. */
  | { ref: DocumentReference<T>; merge: PartialWithFieldValue<T> }
  /** The whole document: replaces it, or creates it when it was read as missing. */
  | { ref: DocumentReference<T>; put: WithFieldValue<T> }
  | { ref: DocumentReference<T>; delete: true };

/** A write of any stored document (common/src/documents.ts), its fields checked against that document's type. */
export type PlannedWrite = StoredDocument extends infer Stored ? (Stored extends DocumentData ? WriteOf<Stored> : never) : never;

/** A write of any document, its fields unchecked: for a collection of the tests' own, never for the app's. */
export type UncheckedWrite = WriteOf<DocumentData>;

export interface Plan<T, Write extends UncheckedWrite = PlannedWrite> {
  value: T;
  writes: Write[];
}

/** The snapshot of each reference of a tuple, each typed by its reference's document. */
type SnapshotsOf<Refs extends readonly DocumentReference<DocumentData>[]> = {
  [Index in keyof Refs]: Refs[Index] extends DocumentReference<infer T> ? DocumentSnapshot<T> : never;
};

/** The reads of one attempt; each document read is remembered with the version it had. */
export class Reads {
  private readonly versions = new Map<string, DocumentSnapshot<DocumentData>>();

  private remember<S extends DocumentSnapshot<DocumentData>>(snapshot: S): S {
    this.versions.set(snapshot.ref.path, snapshot);
    return snapshot;
  }

  async get<T extends DocumentData>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> {
    return this.remember(await timed(`read.${ref.parent.id}`, () => ref.get()));
  }

  async getAll<T extends DocumentData>(...refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]> {
    if (refs.length === 0) return [];
    // Firestore.getAll is declared without converters, but each snapshot comes through its reference's converter.
    const names = [...new Set(refs.map((ref) => ref.parent.id))].join('+');
    const snapshots = (await timed(`read.${names}`, () => db.getAll(...refs))) as DocumentSnapshot<T>[];
    return snapshots.map((snapshot) => this.remember(snapshot));
  }

  /** Several documents (of different collections, say) in one round trip: one snapshot per reference, in order. */
  async getEach<const Refs extends readonly DocumentReference<DocumentData>[]>(...refs: Refs): Promise<SnapshotsOf<Refs>> {
    return (await this.getAll<DocumentData>(...refs)) as SnapshotsOf<Refs>;
  }

  async query<T extends DocumentData>(query: Query<T>): Promise<QuerySnapshot<T>> {
    const snapshot = await timed('query', () => query.get());
    snapshot.docs.forEach((doc) => this.remember(doc));
    return snapshot;
  }

  /** The precondition that the document is still as read, if it was read and existed. */
  preconditionOf(
    ref: DocumentReference<DocumentData>,
  ): { read: false } | { read: true; exists: false } | { read: true; exists: true; precondition: Precondition } {
    const snapshot = this.versions.get(ref.path);
    if (!snapshot) return { read: false };
    if (!snapshot.exists || !snapshot.updateTime) return { read: true, exists: false };
    return { read: true, exists: true, precondition: { lastUpdateTime: snapshot.updateTime } };
  }
}

async function commit(reads: Reads, writes: readonly UncheckedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const batch = db.batch();
  for (const write of writes) {
    const { ref } = write;
    const seen = reads.preconditionOf(ref);
    if ('create' in write) batch.create(ref, write.create);
    else if ('update' in write) {
      if (seen.read && seen.exists) batch.update(ref, write.update, seen.precondition);
      else batch.update(ref, write.update);
    } else if ('merge' in write) {
      if (seen.read && seen.exists) batch.update(ref, write.merge, seen.precondition);
      else batch.set(ref, write.merge, { merge: true });
    } else if ('put' in write) {
      if (!seen.read) batch.set(ref, write.put);
      else if (seen.exists) batch.update(ref, write.put, seen.precondition);
      else batch.create(ref, write.put);
    } else if (!seen.read) batch.delete(ref);
    else if (seen.exists) batch.delete(ref, seen.precondition);
  }
  await timed(`commit.${writes.length}`, () => batch.commit());
}

/** Plans and commits atomically while nothing read has changed, else plans again within the write deadline; a plan's error ends it unwritten. */
export async function commitIfUnchanged<T, Write extends UncheckedWrite = PlannedWrite>(plan: (reads: Reads) => Promise<Plan<T, Write>>): Promise<T> {
  const deadline = writeDeadline();
  for (let round = 1; ; round++) {
    if (Date.now() >= deadline) throw tryAgainLater('write-deadline');
    const reads = new Reads();
    // A check still pending (lib/admission.ts) has run beside the reads; it decides before the plan's own answer.
    const { value, writes } = await plan(reads).catch(async (error: unknown) => {
      await admitted();
      throw error;
    });
    await admitted();
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
