import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { lazyNow } from '@/lib/lazyNow';
import { useSession } from '@/lib/session';
import { trackedOrderQuery } from '../api/orders';
import { orderOnPageOf } from '../orderOnPage';
import { OrderCards } from './OrderCards';
import { loadingOrder, TrackingFrame } from './TrackingFrame';
import { YourOrdersList } from './YourOrdersList';

// The listeners' code (Firestore, reactfire) is most of this page's: it loads once the page's own has run, so the frame
// is drawn and answers taps without waiting for it.
const TrackedOrder = lazyNow(() => import('./TrackedOrder'), 'TrackedOrder');

/** Order tracking on the real order, listening only while "Real-time Updates" is checked (docs/product.md#order-tracking). */
export function OrderTrackingPage() {
  const { user } = useSession();
  const { id = '' } = useParams();
  const [live, setLive] = useState(true);
  // The order as the API answers it (the route asked as soon as Auth named the student) is drawn until its listener
  // answers, which on a slow phone waits seconds for Firestore's code and channel. Its failures are the listener's to tell.
  const { data } = useQuery({ ...trackedOrderQuery(user?.uid ?? '', id), enabled: user !== null });
  const answered = data && orderOnPageOf(data);
  // Until Auth knows the student (and in the build's prerender, which the app hydrates: a listener cannot be hydrated)
  // the page is its frame, loading.
  const waiting = (
    <TrackingFrame
      live={live}
      onLiveChange={setLive}
      orders={<YourOrdersList state={{ status: 'loading', listening: false }} selectedId={null} onSelect={() => {}} onRetry={() => {}} />}
    >
      {answered ? <OrderCards order={answered} live={live} /> : loadingOrder}
    </TrackingFrame>
  );
  if (!user) return waiting;
  return (
    <Suspense fallback={waiting}>
      <TrackedOrder uid={user.uid} live={live} onLiveChange={setLive} answered={answered} />
    </Suspense>
  );
}
