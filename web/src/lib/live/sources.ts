import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import { Observable } from 'rxjs';

/**
 * Firestore listeners as observables for reactfire's useObservable (through useLiveSnapshot). Unsubscribing
 * closes the listener. A converter that rejects a document fails the observable instead of throwing inside
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

export function queryChanges<T>(query: Query<T>): Observable<T[]> {
  return new Observable<T[]>((subscriber) =>
    onSnapshot(
      query,
      (snapshot) => {
        try {
          subscriber.next(snapshot.docs.map((doc) => doc.data()));
        } catch (error) {
          subscriber.error(error);
        }
      },
      (error) => subscriber.error(error),
    ),
  );
}
