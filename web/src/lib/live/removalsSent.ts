import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { isOffline } from '../connection';

// The SDK does not say when a listener's removal has reached the server, so this watches the requests that carry them (docs/architecture.md#live-data).

/** The WebChannel's forward requests on the Listen channel, which carry the page's messages to the server. */
const isListenSend = (entry: PerformanceEntry) => entry.name.includes('/Listen/channel') && /[?&]RID=\d/.test(entry.name);

/** How long Firestore's queue may take to hand the removals to its connection. */
export const HANDED_OVER_WITHIN_MS = 1_000;
/** How long the requests carrying them may take to be answered; past it Logout goes on without the answer. */
export const ANSWERED_WITHIN_MS = 1_500;
/** A server slow to answer lately gets twice its slowest recent answer instead, up to this. */
export const ANSWERED_WITHIN_AT_MOST_MS = 6_000;
/** How many of the connection's last requests say how slow it is now. */
const RECENT_SENDS = 5;
/** How soon the connection sends the next request after one is answered, when it has more to send. */
export const NEXT_SEND_WITHIN_MS = 250;

/** The wait for the removals' answer: a loaded server answering in seconds must not lose them to a fixed deadline. */
function answerWait(): number {
  const recent = performance.getEntriesByType('resource').filter(isListenSend).slice(-RECENT_SENDS);
  const slowest = Math.max(0, ...recent.map((send) => send.duration));
  return Math.min(ANSWERED_WITHIN_AT_MOST_MS, Math.max(ANSWERED_WITHIN_MS, 2 * slowest));
}

const waitAtMost = (promise: Promise<unknown>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Resolves once a request started after Firestore's queue handed the removals over has been seen, or the waits run out. */
export async function endListenersAndAwaitRemovals(endListeners: () => void, firestore: Firestore | undefined): Promise<void> {
  const since = performance.now();
  const answerWithin = answerWait();
  // The removals are queued, not sent, when this returns: the observer below, started next, sees every request.
  endListeners();
  if (!firestore || isOffline()) return;
  const sends: PerformanceEntry[] = [];
  let heard = () => {};
  const observer = new PerformanceObserver((list) => {
    const found = list.getEntries().filter(isListenSend);
    sends.push(...found);
    if (found.length > 0) heard();
  });
  observer.observe({ type: 'resource' });
  try {
    await waitAtMost(waitForPendingWrites(firestore), HANDED_OVER_WITHIN_MS);
    const handedOver = performance.now();
    const deadline = handedOver + answerWithin;
    const nextSend = (ms: number) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        heard = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    for (;;) {
      if (sends.some((send) => send.startTime >= handedOver)) return;
      const answeredSince = sends.some((send) => send.startTime >= since && send.startTime + send.duration >= handedOver);
      const wait = Math.min(answeredSince ? NEXT_SEND_WITHIN_MS : Infinity, deadline - performance.now());
      if (wait <= 0 || !(await nextSend(wait))) return;
    }
  } finally {
    observer.disconnect();
  }
}
