import type { DocumentReference, DocumentSnapshot } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { endLiveListeners } from '../liveListeners';
import { documentChanges, FIRST_ANSWER_WAIT_MS } from './sources';

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
