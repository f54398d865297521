import { onSnapshot, type DocumentReference, type Query, type Unsubscribe } from 'firebase/firestore';
import { Observable } from 'rxjs';
import { setLiveListenerCloser } from '../liveListeners';

/** The listeners open now: Logout ends them before it signs out (liveListeners.ts). */
const openListeners = new Set<Unsubscribe>();

/** Keeps the listener `start` opens in openListeners until its observable's subscriber goes, or Logout ends it. */
function listen(start: () => Unsubscribe): () => void {
  const stop = start();
  openListeners.add(stop);
  return () => {
    if (openListeners.delete(stop)) stop();
  };
}

/**
 * How long Logout lets the ended listeners' removals travel before it signs out. Signing out restarts Firestore's
 * connection at once, which drops the removals still queued to be sent, and a server that never hears of one goes
 * on following the query for nobody (the emulator does, for good: docs/architecture.md#live-data). They take 10 to
 * 80 ms on the emulators here.
 */
const REMOVAL_GRACE_MS = 300;

setLiveListenerCloser(async () => {
  if (openListeners.size === 0) return;
  for (const stop of openListeners) stop();
  openListeners.clear();
  await new Promise((resolve) => setTimeout(resolve, REMOVAL_GRACE_MS));
});

/**
 * Firestore listeners as observables for reactfire's useObservable (through useLiveSnapshot). Unsubscribing
 * closes the listener. A converter that rejects the document fails the observable instead of throwing inside
 * Firestore's callback.
 *
 * Only the server says a document is missing. A snapshot from this browser's cache without it says nothing: the
 * cache holds what this browser happened to see, and offline the screens say they wait for a connection. And the
 * server's first "missing" is asked again, with a new listener, before it is believed: a second tab (Firestore's
 * multi-tab cache, where the first tab listens for all of them) was told "missing, current" for an order that
 * existed, in 4 of 66 two-tab runs of tests/e2e/offline.spec.ts; the new listener reads the document the first tab
 * has stored meanwhile, and a document really missing is reported a round trip later (docs/architecture.md#live-data).
 */
export function documentChanges<T>(ref: DocumentReference<T>): Observable<T | null> {
  return new Observable<T | null>((subscriber) => {
    let stop = () => {};
    const follow = (askAgainIfMissing: boolean) => {
      stop = listen(() =>
        onSnapshot(
          ref,
          (snapshot) => {
            if (!snapshot.exists()) {
              if (snapshot.metadata.fromCache) return;
              if (askAgainIfMissing) {
                stop();
                follow(false);
                return;
              }
            }
            try {
              subscriber.next(snapshot.exists() ? snapshot.data() : null);
            } catch (error) {
              subscriber.error(error);
            }
          },
          (error) => subscriber.error(error),
        ),
      );
    };
    follow(true);
    return () => stop();
  });
}

/**
 * A list leaves out a document its converter rejects (and says so in the console), so one malformed order
 * cannot blank a whole console; the screens that show one document report it instead.
 */
export function queryChanges<T>(query: Query<T>, { serverOnly = false } = {}): Observable<T[]> {
  return new Observable<T[]>((subscriber) =>
    listen(() =>
      onSnapshot(
        query,
        (snapshot) => {
          // `serverOnly`: an answer from the browser's cache may hold none or old ones of the documents.
          if (serverOnly && snapshot.metadata.fromCache) return;
          const readable: T[] = [];
          for (const doc of snapshot.docs) {
            try {
              readable.push(doc.data());
            } catch (error) {
              console.warn(`Left out ${doc.ref.path}: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
          subscriber.next(readable);
        },
        (error) => subscriber.error(error),
      ),
    ),
  );
}
