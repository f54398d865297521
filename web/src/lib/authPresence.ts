// Whether this browser may hold an Auth session, known from a local-storage marker without loading Auth (docs/decisions/0008-auth-only-for-a-possible-session.md).

/** The local storage key of the marker (the browser tests read it too). */
export const MARKER_KEY = 'campuseats-signed-in';

let authLoaded = false;
const onAuthLoaded = new Set<() => void>();

function markerSet(): boolean {
  try {
    return window.localStorage.getItem(MARKER_KEY) === 'true';
  } catch {
    // No window (the build's prerender) or storage off: nobody signed in that this page can know of.
    return false;
  }
}

/** True when a session may exist: the marker is set, or Auth itself runs on this page (login, signup, live screens). */
export function sessionMayExist(): boolean {
  return authLoaded || markerSet();
}

/** firebase.ts, once Auth has started on this page: whoever waits for a possible session hears of it. */
export function authStarted(): void {
  if (authLoaded) return;
  authLoaded = true;
  for (const listener of onAuthLoaded) listener();
}

/** firebase.ts, with every auth state Firebase reports: the marker follows it. */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(MARKER_KEY, 'true');
    else window.localStorage.removeItem(MARKER_KEY);
  } catch {
    // Storage may be off (private mode): Auth still loads with the login page, only not on a later cold visit.
  }
}

/** Calls `listener` once a session may have appeared: Auth loaded on this page, or another tab signed in. Returns the unsubscribe. */
export function whenSessionMayExist(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === MARKER_KEY && event.newValue === 'true') listener();
  };
  onAuthLoaded.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    onAuthLoaded.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
