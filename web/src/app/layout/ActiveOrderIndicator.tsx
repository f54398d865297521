import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';

// Its own chunk with Firestore and reactfire, which only the order pages load anyway (the full Firestore SDK stays
// with the routes that listen live, docs/architecture.md#what-a-first-visit-downloads): browsing and the cart never pay for it.
const ActiveOrderChip = lazy(() => import('./ActiveOrderChip'));

const ORDER_PAGES = /^\/orders(\/|$)/;

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
  const { pathname } = useLocation();
  const idle = useIdle();
  if (!user || role !== 'user' || !ORDER_PAGES.test(pathname) || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ActiveOrderChip uid={user.uid} />
    </Suspense>
  );
}
