import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { useIdle } from '@/lib/useIdle';

// Its own chunk with Firestore and reactfire, which only the order pages load anyway (the full Firestore SDK stays
// with the routes that listen live, docs/architecture.md#what-a-first-visit-downloads): browsing and the cart never pay for it.
const ActiveOrderChip = lazy(() => import('./ActiveOrderChip'));

const ORDER_PAGES = /^\/orders(\/|$)/;

/** On the order pages, a signed-in student's header follows their latest order still on its way. */
export function ActiveOrderIndicator() {
  const { user, role } = useSession();
  const { pathname } = useLocation();
  const idle = useIdle();
  if (!user || role !== 'user' || !ORDER_PAGES.test(pathname) || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ActiveOrderChip uid={user.uid} />
    </Suspense>
  );
}
