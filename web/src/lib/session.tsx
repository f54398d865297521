import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { auth } from './firebase';

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

  useEffect(
    () =>
      // onIdTokenChanged (not onAuthStateChanged) so a role granted later arrives with the refreshed token.
      onIdTokenChanged(auth, async (user) => {
        if (!user) {
          setSession({ user: null, role: null, initializing: false });
          return;
        }
        try {
          const token = await user.getIdTokenResult();
          setSession({ user, role: roleFromClaim(token.claims.role), initializing: false });
        } catch (error) {
          const code = (error as { code?: string }).code ?? '';
          if (SIGN_OUT_CODES.has(code)) await signOut(auth);
          else setSession({ user, role: 'user', initializing: false });
        }
      }),
    [],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

export function useDisplayInitial(): string {
  const { user } = useSession();
  return useMemo(() => (user?.displayName?.trim()[0] ?? 'U').toUpperCase(), [user]);
}
