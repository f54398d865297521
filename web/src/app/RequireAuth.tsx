import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import type { UserRole } from '@campuseats/common/roles';
import { useSession } from '@/lib/session';
import { HOME_OF_ROLE, paths } from '@/lib/routes';

/** A returning student's screens draw before Auth answers, as what they need of the account waits by itself (docs/architecture.md#rendering). */
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
