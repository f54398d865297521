import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@/lib/session';

// Its own chunk with Firestore and reactfire: fetched only for a signed-in student, once the page is idle,
// so it never weighs on a first visit.
const ActiveOrderChip = lazy(() => import('./ActiveOrderChip'));

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

/** The header's live order status for students (spec: the header follows status changes). */
export function ActiveOrderIndicator() {
  const { user, role } = useSession();
  const idle = useIdle();
  if (!user || role !== 'user' || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ActiveOrderChip uid={user.uid} />
    </Suspense>
  );
}
