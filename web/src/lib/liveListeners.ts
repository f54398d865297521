// Logout ends the Firestore listeners before it signs out (docs/architecture.md#live-data); the live module hands its
// closer in here as it loads, so the shell need not download Firestore to find there is nothing to end.

let endOpenListeners: () => Promise<void> = () => Promise.resolve();

/** Called once by the live module as it loads. */
export function setLiveListenerCloser(end: () => Promise<void>): void {
  endOpenListeners = end;
}

/** Ends every Firestore listener open now; resolves once the server has answered their removal (removalsSent.ts). */
export function endLiveListeners(): Promise<void> {
  return endOpenListeners();
}
