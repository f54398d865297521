// Logout ends the screen's Firestore listeners before it signs out of Auth (docs/architecture.md#live-data). The
// live module (./live/sources.ts) loads only on screens that follow data, so it hands its closer in here when it
// loads, and the shell can end what it opened without downloading Firestore to find there is nothing to end.

let endOpenListeners: () => Promise<void> = () => Promise.resolve();

/** Called once by the live module as it loads. */
export function setLiveListenerCloser(end: () => Promise<void>): void {
  endOpenListeners = end;
}

/** Ends every Firestore listener open now; resolves once the server has answered their removal (removalsSent.ts). */
export function endLiveListeners(): Promise<void> {
  return endOpenListeners();
}
