import { useSyncExternalStore } from 'react';

// Whether the browser says it has a connection, and the texts a student reads about it (docs/product.md#offline).

/** The banner while the connection is gone. */
export const OFFLINE_BANNER = "You're offline. What you've already opened still shows; ordering needs a connection.";
/** The banner once it is back (for a few seconds). */
export const BACK_ONLINE_BANNER = "You're back online.";
/** A call to the API the browser could not send because it is offline. */
export const OFFLINE_CALL_MESSAGE = "You're offline: this needs a connection. Try again once you're back online.";

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True when the browser says it has no connection at all (never during the build's prerender). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Online, live: the screen redraws when the connection goes or comes back. The prerender draws online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}

/** Calls `onBack` each time the connection comes back (to retry what failed while it was gone). */
export function onBackOnline(onBack: () => void): () => void {
  window.addEventListener('online', onBack);
  return () => window.removeEventListener('online', onBack);
}
