import { lazy, Suspense } from 'react';
import { useMatch } from 'react-router-dom';
import { SCREENS } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useIdle } from '@/lib/useIdle';

// Its own chunk with Firestore, which only the order pages load anyway (docs/architecture.md#rendering).
const ActiveOrderChip = lazy(() => import('./ActiveOrderChip'));

/** On the order pages, a signed-in student's header follows their latest order still on its way. */
export function ActiveOrderIndicator() {
  const { user, role } = useSession();
  const onOrderList = useMatch(SCREENS.orders.path) !== null;
  const onOrderTracking = useMatch(SCREENS.orderTracking.path) !== null;
  const idle = useIdle(user !== null);
  if (!user || role !== 'user' || !(onOrderList || onOrderTracking) || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ActiveOrderChip uid={user.uid} />
    </Suspense>
  );
}
