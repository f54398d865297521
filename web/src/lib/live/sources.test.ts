import type { DocumentReference, DocumentSnapshot } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { documentChanges } from './sources';

/** Firestore's onSnapshot stood in for: the test plays the snapshots each listener would get. */
const listeners: { next: (snapshot: DocumentSnapshot) => void; stopped: boolean }[] = [];
vi.mock('firebase/firestore', () => ({
  onSnapshot: (_ref: unknown, next: (snapshot: DocumentSnapshot) => void) => {
    const listener = { next, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  },
}));

function snapshot(data: { status: string } | undefined, fromCache: boolean): DocumentSnapshot {
  return { exists: () => data !== undefined, data: () => data, metadata: { fromCache } } as unknown as DocumentSnapshot;
}

const ORDER = {} as DocumentReference<{ status: string }>;

const subscriptions: Subscription[] = [];

function follow() {
  const seen: ({ status: string } | null)[] = [];
  const subscription = documentChanges(ORDER).subscribe((value) => seen.push(value));
  subscriptions.push(subscription);
  return { seen, subscription };
}

afterEach(() => {
  for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
  listeners.length = 0;
});

describe('documentChanges', () => {
  it('passes on the document from the cache and from the server', () => {
    const { seen } = follow();
    listeners[0]!.next(snapshot({ status: 'placed' }, true));
    listeners[0]!.next(snapshot({ status: 'accepted' }, false));
    expect(seen).toEqual([{ status: 'placed' }, { status: 'accepted' }]);
  });

  it('says nothing when only the cache lacks the document', () => {
    const { seen } = follow();
    listeners[0]!.next(snapshot(undefined, true));
    expect(seen).toEqual([]);
    listeners[0]!.next(snapshot({ status: 'placed' }, false));
    expect(seen).toEqual([{ status: 'placed' }]);
  });

  it("asks again with a new listener before it believes the server's first “missing”", () => {
    const { seen } = follow();
    listeners[0]!.next(snapshot(undefined, false));
    expect(seen).toEqual([]);
    expect(listeners).toHaveLength(2);
    expect(listeners[0]!.stopped).toBe(true);
    listeners[1]!.next(snapshot({ status: 'placed' }, true));
    expect(seen).toEqual([{ status: 'placed' }]);
  });

  it('reports a document the second listener is told is missing too', () => {
    const { seen, subscription } = follow();
    listeners[0]!.next(snapshot(undefined, false));
    listeners[1]!.next(snapshot(undefined, false));
    expect(seen).toEqual([null]);
    expect(listeners).toHaveLength(2);
    subscription.unsubscribe();
    expect(listeners[1]!.stopped).toBe(true);
  });
});
