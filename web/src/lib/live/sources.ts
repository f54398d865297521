import { onSnapshot, type DocumentReference, type Firestore, type Query, type Unsubscribe } from 'firebase/firestore';
import { Observable } from 'rxjs';
import { isOffline } from '../connection';
import { setLiveListenerCloser } from '../liveListeners';
import { endListenersAndAwaitRemovals } from './removalsSent';

/** The listeners open now, each as the call that ends it: Logout ends them before it signs out (liveListeners.ts). */
const openListeners = new Set<() => void>();

/** The Firestore instance the listeners follow, for Logout's wait on their removals. */
let listenedOn: Firestore | undefined;

/**
 * How long a listen waits for its first answer before it is asked again with a new listener, doubling each time.
 * Firestore answers a new listen within a second or two, from the cache or the server (offline, from the cache);
 * a listen that gives a screen nothing for longer is started again as a new target on the connection rather than
 * left on its loading state for good. Why, and what it does not cover: docs/architecture.md#live-data.
 */
export const FIRST_ANSWER_WAIT_MS = 8_000;

/**
 * Keeps the listener `start` opens in openListeners until its observable's subscriber goes, or Logout ends it.
 * `start` calls `answered` when a snapshot reaches the screen; until one does, the listen is asked again
 * (FIRST_ANSWER_WAIT_MS), except offline, where nothing could answer it but the cache.
 */
function listen(on: Firestore, start: (answered: () => void) => Unsubscribe): () => void {
  listenedOn = on;
  let stopListener: Unsubscribe = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = (wait: number) => {
    stopListener = start(() => clearTimeout(timer));
    timer = setTimeout(function askAgain() {
      if (isOffline()) {
        timer = setTimeout(askAgain, wait);
        return;
      }
      stopListener();
      open(wait * 2);
    }, wait);
  };
  const end = () => {
    clearTimeout(timer);
    stopListener();
  };
  open(FIRST_ANSWER_WAIT_MS);
  openListeners.add(end);
  return () => {
    if (openListeners.delete(end)) end();
  };
}

setLiveListenerCloser(async () => {
  if (openListeners.size === 0) return;
  await endListenersAndAwaitRemovals(() => {
    for (const end of openListeners) end();
    openListeners.clear();
  }, listenedOn);
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
      stop = listen(ref.firestore, (answered) =>
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
            answered();
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
    listen(query.firestore, (answered) =>
      onSnapshot(
        query,
        (snapshot) => {
          // `serverOnly`: an answer from the browser's cache may hold none or old ones of the documents.
          if (serverOnly && snapshot.metadata.fromCache) return;
          answered();
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
