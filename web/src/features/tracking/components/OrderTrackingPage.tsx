import { Suspense, useState } from 'react';
import { lazyNow } from '@/lib/lazyNow';
import { useSession } from '@/lib/session';
import { loadingOrder, TrackingFrame } from './TrackingFrame';
import { YourOrdersList } from './YourOrdersList';

// The listeners' code (Firestore, reactfire) is most of this page's: it loads once the page's own has run, so the frame
// is drawn and answers taps without waiting for it, and it is in by the time Auth knows the student.
const TrackedOrder = lazyNow(() => import('./TrackedOrder'), 'TrackedOrder');

/** Order tracking on the real order, listening only while "Real-time Updates" is checked (docs/product.md#order-tracking). */
export function OrderTrackingPage() {
  const { user } = useSession();
  const [live, setLive] = useState(true);
  // The listeners start once Auth knows the student. Until then (and in the build's prerender, which the app hydrates:
  // a listener cannot be hydrated) the page is its frame, loading.
  const waiting = (
    <TrackingFrame
      live={live}
      onLiveChange={setLive}
      orders={<YourOrdersList state={{ status: 'loading', listening: false }} selectedId={null} onSelect={() => {}} onRetry={() => {}} />}
    >
      {loadingOrder}
    </TrackingFrame>
  );
  if (!user) return waiting;
  return (
    <Suspense fallback={waiting}>
      <TrackedOrder uid={user.uid} live={live} onLiveChange={setLive} />
    </Suspense>
  );
}
