import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import { Observable } from 'rxjs';

/**
 * Firestore listeners as observables for reactfire's useObservable (through useLiveSnapshot). Unsubscribing
 * closes the listener. A converter that rejects the document fails the observable instead of throwing inside
 * Firestore's callback.
 */
export function documentChanges<T>(ref: DocumentReference<T>): Observable<T | null> {
  return new Observable<T | null>((subscriber) =>
    onSnapshot(
      ref,
      (snapshot) => {
        try {
          subscriber.next(snapshot.exists() ? snapshot.data() : null);
        } catch (error) {
          subscriber.error(error);
        }
      },
      (error) => subscriber.error(error),
    ),
  );
}

/**
 * A list leaves out a document its converter rejects (and says so in the console), so one malformed order
 * cannot blank a whole console; the screens that show one document report it instead.
 */
export function queryChanges<T>(query: Query<T>, { serverOnly = false } = {}): Observable<T[]> {
  return new Observable<T[]>((subscriber) =>
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
  );
}
