import { onSnapshot, type DocumentReference, type Firestore, type Query, type Unsubscribe } from 'firebase/firestore';
import { Observable } from 'rxjs';
import { isOffline } from '../connection';
import { setLiveListenerCloser } from '../liveListeners';
import { endListenersAndAwaitRemovals } from './removalsSent';

/** The listeners open now, each as the call that ends it: Logout ends them before it signs out (liveListeners.ts). */
const openListeners = new Set<() => void>();

let listenedOn: Firestore | undefined;

/** How long a listen waits for its first answer before a new listener asks again, doubling each time (docs/architecture.md#live-data). */
export const FIRST_ANSWER_WAIT_MS = 8_000;

/** Keeps the listener `start` opens until its subscriber goes or Logout ends it, asking again until `answered` is called (not offline). */
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
 * A first "missing" is asked again with a new listener: a second tab's shared cache can say so of an order that exists
 * (docs/architecture.md#live-data). `serverOnly`: the browser's cache may hold an old version, and the caller has one
 * at least as new (the API's) until the server answers.
 */
export function documentChanges<T>(ref: DocumentReference<T>, { serverOnly = false } = {}): Observable<T | null> {
  return new Observable<T | null>((subscriber) => {
    let stop = () => {};
    const follow = (askAgainIfMissing: boolean) => {
      stop = listen(ref.firestore, (answered) =>
        onSnapshot(
          ref,
          (snapshot) => {
            if (serverOnly && snapshot.metadata.fromCache) return;
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
 * A list leaves out a document its converter rejects, so one malformed order cannot blank a whole console. An empty
 * answer from the browser's cache while online is not the list: Firestore gives it when it counts itself offline on a
 * slow link, and the server may hold documents that cache never saw. Metadata changes are listened to for the server's
 * word on such an answer, and passed on only after one was held back.
 */
export function queryChanges<T>(query: Query<T>, { serverOnly = false } = {}): Observable<T[]> {
  return new Observable<T[]>((subscriber) => {
    let heldBack = true;
    return listen(query.firestore, (answered) =>
      onSnapshot(
        query,
        { includeMetadataChanges: true },
        (snapshot) => {
          // `serverOnly`: an answer from the browser's cache may hold none or old ones of the documents.
          if (snapshot.metadata.fromCache && (serverOnly || (snapshot.empty && !isOffline()))) {
            heldBack = true;
            return;
          }
          if (!heldBack && snapshot.docChanges().length === 0) return;
          heldBack = false;
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
    );
  });
}
