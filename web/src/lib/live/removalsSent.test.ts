import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import { ANSWERED_WITHIN_AT_MOST_MS, ANSWERED_WITHIN_MS, endListenersAndAwaitRemovals, HANDED_OVER_WITHIN_MS, NEXT_SEND_WITHIN_MS } from './removalsSent';

// Firestore's queue and the browser's resource timing stood in for: the test says when the queue has handed the
// removals over, and plays the Listen channel's answered requests as the browser would report them.
let handOver: () => void = () => {};
vi.mock('firebase/firestore', () => ({ waitForPendingWrites: () => new Promise<void>((resolve) => (handOver = resolve)) }));

let report: (entries: PerformanceEntry[]) => void = () => {};
class FakeObserver {
  constructor(callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {
    report = (entries) => callback({ getEntries: () => entries });
  }
  observe() {}
  disconnect() {
    report = () => {};
  }
}

const LISTEN = 'http://127.0.0.1:8080/google.firestore.v1.Firestore/Listen/channel?VER=8&SID=x&RID=';
const send = (startTime: number, duration: number, rid = '7'): PerformanceEntry => ({ name: `${LISTEN}${rid}&AID=1`, startTime, duration }) as PerformanceEntry;
const FIRESTORE = {} as Firestore;

/** Starts a Logout's wait and reports when it ends, in fake milliseconds since the start. */
function startWait() {
  const ended = vi.fn();
  let done: number | null = null;
  void endListenersAndAwaitRemovals(ended, FIRESTORE).then(() => (done = performance.now()));
  return { ended, doneAt: () => done };
}

/** A wait where the request in flight at the hand-over (at 10 ms) is answered at 50 ms. */
async function answeredAcrossTheHandOver() {
  const wait = startWait();
  await vi.advanceTimersByTimeAsync(10);
  handOver();
  await vi.advanceTimersByTimeAsync(40);
  report([send(5, 45)]);
  return wait;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('endListenersAndAwaitRemovals', () => {
  it('ends as soon as a request that started after the hand-over is answered', async () => {
    const wait = startWait();
    expect(wait.ended).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(20);
    handOver();
    await vi.advanceTimersByTimeAsync(30);
    expect(wait.doneAt()).toBeNull();
    report([send(25, 30)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.doneAt()).toBe(50);
  });

  it('after a request sent before the hand-over, waits for the next one the connection sends', async () => {
    const wait = await answeredAcrossTheHandOver();
    await vi.advanceTimersByTimeAsync(NEXT_SEND_WITHIN_MS / 2);
    expect(wait.doneAt()).toBeNull();
    report([send(51, 60)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.doneAt()).toBe(50 + NEXT_SEND_WITHIN_MS / 2);
  });

  it('after a request sent before the hand-over and nothing more, ends NEXT_SEND_WITHIN_MS later', async () => {
    const wait = await answeredAcrossTheHandOver();
    await vi.advanceTimersByTimeAsync(NEXT_SEND_WITHIN_MS);
    expect(wait.doneAt()).toBe(50 + NEXT_SEND_WITHIN_MS);
  });

  it('ignores the connection’s other requests, and gives up when nothing answers', async () => {
    const wait = startWait();
    await vi.advanceTimersByTimeAsync(HANDED_OVER_WITHIN_MS);
    report([send(500, 10, 'rpc'), { name: 'http://127.0.0.1:5000/api/v1/cart', startTime: 600, duration: 5 } as PerformanceEntry]);
    await vi.advanceTimersByTimeAsync(ANSWERED_WITHIN_MS - 1);
    expect(wait.doneAt()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.doneAt()).toBe(HANDED_OVER_WITHIN_MS + ANSWERED_WITHIN_MS);
  });

  it.each([
    { slowest: 2_500, waits: 5_000 },
    { slowest: 9_000, waits: ANSWERED_WITHIN_AT_MOST_MS },
  ])('gives a server whose answers took up to $slowest ms of late $waits ms to answer before it gives up', async ({ slowest, waits }) => {
    const earlier = [send(0, 100, '3'), send(0, slowest, '4'), send(0, 300, '5'), send(0, 50, 'rpc')];
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'resource' ? earlier : []));
    const wait = startWait();
    await vi.advanceTimersByTimeAsync(HANDED_OVER_WITHIN_MS + waits - 1);
    expect(wait.doneAt()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.doneAt()).toBe(HANDED_OVER_WITHIN_MS + waits);
  });

  it('offline, ends the listeners and waits for nothing', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const wait = startWait();
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.ended).toHaveBeenCalledOnce();
    expect(wait.doneAt()).toBe(0);
  });
});
