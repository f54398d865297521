import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatch } from 'react-router-dom';
import { SCREENS } from '@/lib/routes';
import { useSession } from '@/lib/session';

// Its own chunk with Firestore and reactfire, which only the order pages load anyway (the full Firestore SDK stays
// with the routes that listen live, docs/architecture.md#what-a-first-visit-downloads): browsing and the cart never pay for it.
const ActiveOrderChip = lazy(() => import('./ActiveOrderChip'));

/** Waits until the page has drawn and the browser is idle, so the chip never delays the page itself. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1500);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/** On the order pages, a signed-in student's header follows their latest order still on its way. */
export function ActiveOrderIndicator() {
  const { user, role } = useSession();
  const onOrderList = useMatch(SCREENS.orders.path) !== null;
  const onOrderTracking = useMatch(SCREENS.orderTracking.path) !== null;
  const idle = useIdle();
  if (!user || role !== 'user' || !(onOrderList || onOrderTracking) || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ActiveOrderChip uid={user.uid} />
    </Suspense>
  );
}
