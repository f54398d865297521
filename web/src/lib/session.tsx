import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';

export type Role = 'user' | 'vendor' | 'admin';

export interface Session {
  user: User | null;
  role: Role | null;
  /** True until Firebase reports the first auth state: screens show a spinner and never redirect meanwhile. */
  initializing: boolean;
}

const SessionContext = createContext<Session>({ user: null, role: null, initializing: true });

function roleFromClaim(claim: unknown): Role {
  return claim === 'vendor' || claim === 'admin' ? claim : 'user';
}

const SIGN_OUT_CODES = new Set(['auth/user-disabled', 'auth/user-token-expired', 'auth/user-not-found']);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ user: null, role: null, initializing: true });

  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    // The Firebase SDK loads beside the first screen instead of before it: the page paints without waiting
    // for about 25 KB of auth code, and "initializing" covers the moment until the first auth state arrives.
    void import('./authState').then(({ watchIdToken, signOutUser }) => {
      if (stopped) return;
      // ID-token changes (not only auth-state changes) so a role granted later arrives with the refreshed token.
      unsubscribe = watchIdToken(async (user) => {
        if (!user) {
          setSession({ user: null, role: null, initializing: false });
          return;
        }
        try {
          const token = await user.getIdTokenResult();
          setSession({ user, role: roleFromClaim(token.claims.role), initializing: false });
        } catch (error) {
          const code = (error as { code?: string }).code ?? '';
          if (SIGN_OUT_CODES.has(code)) await signOutUser();
          else setSession({ user, role: 'user', initializing: false });
        }
      });
    }, () => {
      // The SDK's chunk failed to load (offline, or a deployment replaced it): treat the visitor as signed
      // out rather than leave every protected page on its spinner.
      if (!stopped) setSession({ user: null, role: null, initializing: false });
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, []);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

export function useDisplayInitial(): string {
  const { user } = useSession();
  return useMemo(() => (user?.displayName?.trim()[0] ?? 'U').toUpperCase(), [user]);
}
