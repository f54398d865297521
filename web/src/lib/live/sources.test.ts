import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { endLiveListeners } from '../liveListeners';
import { documentChanges, FIRST_ANSWER_WAIT_MS, queryChanges } from './sources';

/** Firestore's onSnapshot stood in for: the test plays the snapshots each listener would get. */
const listeners: { next: (snapshot: DocumentSnapshot | QuerySnapshot) => void; stopped: boolean }[] = [];
vi.mock('firebase/firestore', () => ({
  // A list's listener passes its options before the callback.
  onSnapshot: (_target: unknown, ...options: unknown[]) => {
    const listener = { next: options.find((option) => typeof option === 'function') as (snapshot: DocumentSnapshot | QuerySnapshot) => void, stopped: false };
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

describe('a listen nothing answers', () => {
  it('is asked again with a new listener, waiting twice as long each time', () => {
    vi.useFakeTimers();
    const { seen } = follow();
    vi.advanceTimersByTime(FIRST_ANSWER_WAIT_MS - 1);
    expect(listeners).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(listeners).toHaveLength(2);
    expect(listeners[0]!.stopped).toBe(true);
    vi.advanceTimersByTime(2 * FIRST_ANSWER_WAIT_MS - 1);
    expect(listeners).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(listeners).toHaveLength(3);
    listeners[2]!.next(snapshot({ status: 'placed' }, false));
    expect(seen).toEqual([{ status: 'placed' }]);
  });

  it('is not asked again once it has answered', () => {
    vi.useFakeTimers();
    follow();
    listeners[0]!.next(snapshot({ status: 'placed' }, true));
    vi.advanceTimersByTime(10 * FIRST_ANSWER_WAIT_MS);
    expect(listeners).toHaveLength(1);
    expect(listeners[0]!.stopped).toBe(false);
  });

  it('counts a missing document from the cache as no answer', () => {
    vi.useFakeTimers();
    follow();
    listeners[0]!.next(snapshot(undefined, true));
    vi.advanceTimersByTime(FIRST_ANSWER_WAIT_MS);
    expect(listeners).toHaveLength(2);
  });

  it('offline, waits for the cache instead, and asks again once back online', () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: false });
    follow();
    vi.advanceTimersByTime(3 * FIRST_ANSWER_WAIT_MS);
    expect(listeners).toHaveLength(1);
    vi.stubGlobal('navigator', { onLine: true });
    vi.advanceTimersByTime(FIRST_ANSWER_WAIT_MS);
    expect(listeners).toHaveLength(2);
  });

  it('is not asked again after its screen has gone, nor after Logout ended it', async () => {
    vi.useFakeTimers();
    const { subscription } = follow();
    follow();
    subscription.unsubscribe();
    const loggedOut = endLiveListeners();
    await vi.advanceTimersByTimeAsync(10 * FIRST_ANSWER_WAIT_MS);
    await loggedOut;
    expect(listeners).toHaveLength(2);
    expect(listeners.every((listener) => listener.stopped)).toBe(true);
  });
});

/** A list's answer: its documents, the ones that changed since the last answer, and whether it came from the cache. */
function listSnapshot(names: string[], changed: string[], fromCache: boolean): QuerySnapshot {
  const docs = names.map((name) => ({ data: () => name, ref: { path: `orders/${name}` } }));
  return { empty: names.length === 0, docs, docChanges: () => changed, metadata: { fromCache } } as unknown as QuerySnapshot;
}

function followList() {
  const seen: string[][] = [];
  subscriptions.push(queryChanges({ firestore: {} } as Query<string>).subscribe((value) => seen.push(value)));
  return seen;
}

describe('queryChanges', () => {
  it('holds back an empty answer from the cache while online, and passes on the server’s word on it', () => {
    const seen = followList();
    listeners[0]!.next(listSnapshot([], [], true));
    expect(seen).toEqual([]);
    listeners[0]!.next(listSnapshot([], [], false));
    expect(seen).toEqual([[]]);
  });

  it('passes on documents from the cache at once, and a change of metadata alone not again', () => {
    const seen = followList();
    listeners[0]!.next(listSnapshot(['a'], ['a'], true));
    listeners[0]!.next(listSnapshot(['a'], [], false));
    expect(seen).toEqual([['a']]);
    listeners[0]!.next(listSnapshot(['a', 'b'], ['b'], false));
    expect(seen).toEqual([['a'], ['a', 'b']]);
  });

  it('offline, takes the cache’s empty answer as the list', () => {
    vi.stubGlobal('navigator', { onLine: false });
    const seen = followList();
    listeners[0]!.next(listSnapshot([], [], true));
    expect(seen).toEqual([[]]);
  });

  it('counts a held-back answer as no answer, so a new listener asks again', () => {
    vi.useFakeTimers();
    followList();
    listeners[0]!.next(listSnapshot([], [], true));
    vi.advanceTimersByTime(FIRST_ANSWER_WAIT_MS);
    expect(listeners).toHaveLength(2);
  });
});
