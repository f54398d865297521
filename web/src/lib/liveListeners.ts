// The live module hands its closer in here as it loads, so Logout need not download Firestore to find nothing to end (docs/architecture.md#live-data).
let endOpenListeners: () => Promise<void> = () => Promise.resolve();

export function setLiveListenerCloser(end: () => Promise<void>): void {
  endOpenListeners = end;
}

/** Resolves once the server has answered the listeners' removal (removalsSent.ts). */
export const endLiveListeners = () => endOpenListeners();
