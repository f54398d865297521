import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { roleFromClaim, type UserRole } from '@campuseats/common/roles';
import { sessionMayExist, whenSessionMayExist } from './authPresence';
import { endLiveListeners } from './liveListeners';
import { authNamed } from './signedIn';

// Firebase Auth (./authState, its own chunk) loads only when this browser may hold a session (authPresence.ts).
const loadAuthState = () => import('./authState');
// A returning student's Auth downloads while the page hydrates, not after it: every signed-in screen's data waits for it.
if (sessionMayExist()) loadAuthState().catch(() => undefined);

export interface Session {
  user: User | null;
  role: UserRole | null;
  /** True until Firebase reports the first auth state: screens show a spinner and never redirect meanwhile. */
  initializing: boolean;
  /** True when the last sign-out was the student's own Logout: guards then send them home, not to /login. */
  loggedOut?: boolean;
  /** While initializing: whether this browser had somebody signed in when it last knew (authPresence.ts). */
  likelySignedIn?: boolean;
  /** The session the build drew a prerendered page for, not this browser's: drawn by the hydrating render only. */
  prerendered?: true;
}

const RETURNING_STUDENT_SESSION: Session = { user: null, role: null, initializing: true, likelySignedIn: true };
const SIGNED_OUT_SESSION: Session = { user: null, role: null, initializing: false };

/** Whom the build prerenders a page for: a public page for a signed-out visitor, a student's for a returning student. */
export type PrerenderedVisitor = 'signed-out' | 'returning-student';

export const PRERENDERED_SESSIONS: Record<PrerenderedVisitor, Session> = {
  'signed-out': { ...SIGNED_OUT_SESSION, prerendered: true },
  'returning-student': { ...RETURNING_STUDENT_SESSION, prerendered: true },
};

/** A browser that may hold a session draws the signed-in chrome while Auth loads, so the page does not move when it answers. */
function initialSession(): Session {
  return sessionMayExist() ? RETURNING_STUDENT_SESSION : SIGNED_OUT_SESSION;
}

/** Whether to draw the signed-in chrome now: the real answer once known, the browser's last answer until then. */
export function looksSignedIn(session: Session): boolean {
  return session.user !== null || (session.initializing && session.likelySignedIn === true);
}

const SessionContext = createContext<Session>({ user: null, role: null, initializing: true });

let loggingOutOnPurpose = false;

/** The Logout of the menus and the profile page (the student then goes to /home). */
export async function logOut(): Promise<void> {
  loggingOutOnPurpose = true;
  try {
    const { signOutUser } = await loadAuthState();
    // Listeners first: a listener still open at the sign-out fails on it (the rules refuse the signed-out reads).
    await endLiveListeners();
    await signOutUser();
  } finally {
    loggingOutOnPurpose = false;
  }
}

/** The Auth errors of an account that can no longer be signed in: disabled, its sessions revoked, or deleted. */
export const SIGN_OUT_CODES = new Set(['auth/user-disabled', 'auth/user-token-expired', 'auth/user-not-found']);

/** `prerendered`: the session the build drew the page for, drawn by the hydrating render and replaced before the next paint. */
export function SessionProvider({ children, prerendered }: { children: ReactNode; prerendered?: Session }) {
  const [session, setSession] = useState<Session>(() => prerendered ?? initialSession());

  useLayoutEffect(() => {
    if (prerendered) setSession(initialSession());
  }, [prerendered]);

  useEffect(() => {
    let stopped = false;
    let following = false;
    let unsubscribe = () => {};
    const follow = () => {
      if (following) return;
      following = true;
      loadAuthState().then(
        ({ watchIdToken, endSession }) => {
          if (stopped) return;
          // ID-token changes (not only auth-state changes) so a role granted later arrives with the refreshed token.
          unsubscribe = watchIdToken(async (user) => {
            authNamed(user);
            if (!user) {
              setSession({ user: null, role: null, initializing: false, loggedOut: loggingOutOnPurpose });
              return;
            }
            try {
              const token = await user.getIdTokenResult();
              setSession({ user, role: roleFromClaim(token.claims.role), initializing: false });
            } catch (error) {
              const code = (error as { code?: string }).code ?? '';
              if (SIGN_OUT_CODES.has(code)) await endSession(code);
              else setSession({ user, role: 'user', initializing: false });
            }
          });
        },
        () => {
          // The SDK's chunk failed to load: signed out beats every protected page spinning forever.
          if (!stopped) setSession({ user: null, role: null, initializing: false });
        },
      );
    };
    if (sessionMayExist()) follow();
    const stopWaiting = whenSessionMayExist(follow);
    return () => {
      stopped = true;
      stopWaiting();
      unsubscribe();
    };
  }, []);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

export function useDisplayInitial(): string {
  // Not memoized on `user`: Firebase updates the same User object in place when the name changes.
  const { user } = useSession();
  return (user?.displayName?.trim()[0] ?? 'U').toUpperCase();
}

/** Reloads the user the server changed (name, email) and refreshes the ID token, so the session and the avatar pick the change up. */
export async function refreshSessionUser(): Promise<void> {
  const { reloadCurrentUser } = await loadAuthState();
  await reloadCurrentUser();
}
