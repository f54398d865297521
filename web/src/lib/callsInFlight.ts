import { useSyncExternalStore } from 'react';

// The app's API calls in flight: what waits for the page (the header's live parts) waits for them too, so that on a slow
// connection it does not share the line with the screen's own data.
let inFlight = 0;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/** Counts `call` as in flight until it settles. */
export async function counted<T>(call: Promise<T>): Promise<T> {
  inFlight += 1;
  tell();
  try {
    return await call;
  } finally {
    inFlight -= 1;
    tell();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const unsubscribed = () => () => {};

/**
 * True while an API call is in flight, told while `watching`: a part that has stopped waiting (its wait latched) is
 * not drawn again at every call of the screen.
 */
export const useCallsInFlight = (watching = true): boolean =>
  useSyncExternalStore(
    watching ? subscribe : unsubscribed,
    () => inFlight > 0,
    () => false,
  );
