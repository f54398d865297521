import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import type { UserRole } from '@campuseats/common/roles';
import { useSession } from '@/lib/session';
import { HOME_OF_ROLE, paths } from '@/lib/routes';

/**
 * Guards a route: waits for the first auth state (no redirect meanwhile), sends signed-out visitors to
 * /login (and back here afterwards), and sends a signed-in user of another role to their own area.
 *
 * A student's screen does not wait for Firebase Auth when this browser had a student signed in (the session's
 * likelySignedIn): it is drawn at once, and whatever it needs of the account waits by itself (apiRequest waits for
 * Auth's answer before a call, a screen that needs the uid draws once the user is there). Auth's first answer
 * costs a download and a round trip to Google (docs/bench/2026-11-first-paint.md#every-other-route); if it then says nobody, or somebody
 * of another role, the guard sends them on as usual. The staff consoles start from the account, and wait.
 */
export function RequireAuth({ role = 'user', children }: { role?: UserRole; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.initializing) return role === 'user' && session.likelySignedIn ? children : <FullScreenSpinner />;
  if (!session.user) {
    // After Logout the student is on their way to /home; asking them to log in again would be wrong.
    if (session.loggedOut) return <Navigate to={paths.home} replace />;
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (session.role !== role) return <Navigate to={session.role ? HOME_OF_ROLE[session.role] : paths.home} replace />;
  return children;
}
