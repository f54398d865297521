import { Suspense, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { RetryAlert } from '@/components/RetryAlert';
import { useOnline } from '@/lib/connection';
import { lazyOnDemand } from '@/lib/lazyNow';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { trackedOrderQuery } from '../api/orders';
import { orderOnPageOf } from '../orderOnPage';
import { OrderCards } from './OrderCards';
import type { Listened } from './OrderListeners';
import { loadingOrder, TrackingFrame } from './TrackingFrame';
import { YourOrdersList } from './YourOrdersList';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

// The listeners' code (Firestore, reactfire) is most of this page's: it is asked for once the API's answer is drawn, so
// on a slow connection it does not share the line with that answer.
const OrderListeners = lazyOnDemand(() => import('./OrderListeners'), 'OrderListeners');

const NOT_LISTENING: Listened = { order: { status: 'loading' }, recent: { status: 'loading', listening: false } };

function OrderNotFound() {
  return (
    <Stack role="alert" sx={{ alignItems: 'center', textAlign: 'center', py: 6, gap: 1.5 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        Order not found
      </Typography>
      <Typography color="text.secondary">There is no order of yours with this id.</Typography>
      <Button component={RouterLink} to={paths.orders} variant="contained">
        View Past Orders
      </Button>
    </Stack>
  );
}

/** Order tracking on the real order, listening only while "Real-time Updates" is checked (docs/product.md#order-tracking). */
export function OrderTrackingPage() {
  useDocumentTitle('Your Order');
  const { user } = useSession();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [live, setLive] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const [listened, setListened] = useState<Listened | null>(null);
  const online = useOnline();
  // The order as the API answers it (the route asked as soon as Auth named the student) is drawn until its listener
  // answers, which on a slow phone waits seconds for Firestore's code and channel. Its failures are the listener's to tell.
  const { data, isError } = useQuery({ ...trackedOrderQuery(user?.uid ?? '', id), enabled: user !== null });
  const answered = data && orderOnPageOf(data);
  // Until Auth knows the student (and in the build's prerender, which the app hydrates: a listener cannot be hydrated)
  // nothing listens and the page draws the API's answer or its loading state.
  const { order, recent } = (user && listened) ?? NOT_LISTENING;
  const retry = () => setAttempt((count) => count + 1);
  // Listening starts once the answer is in, or failed (the listeners say why), or at once offline (they read this
  // device's copy); then it goes on as the student picks another order, so Your Orders stays drawn under their keys.
  const [listening, setListening] = useState(false);
  if (!listening && user && (data !== undefined || isError || !online)) setListening(true);

  let main;
  // Offline, the listeners answer from this device's copy (docs/architecture.md#offline): an order it never saw is
  // not "not found", it is not here yet.
  if (user && listened && !online && order.status !== 'seen' && !answered) {
    main = (
      <Stack role="status" sx={{ alignItems: 'center', textAlign: 'center', py: 6, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Waiting for a connection
        </Typography>
        <Typography color="text.secondary">This order has not been opened on this device yet. It shows as soon as you're back online.</Typography>
      </Stack>
    );
  } else if (order.status === 'not-found') {
    main = <OrderNotFound />;
  } else if (order.status === 'error') {
    main = (
      <RetryAlert onRetry={retry}>
        <Typography sx={{ fontWeight: 700 }}>Failed to load order</Typography>
        {order.error.message}
      </RetryAlert>
    );
  } else if (order.status === 'seen') {
    // The live document has no pickup code of its own (it has a document of its own): the answer's stays.
    main = <OrderCards order={{ ...order.order, pickupCode: answered?.pickupCode }} live={live} />;
  } else {
    main = answered ? <OrderCards order={answered} live={live} /> : loadingOrder;
  }

  return (
    <>
      {user && listening && (
        <Suspense fallback={null}>
          <OrderListeners uid={user.uid} orderId={id} live={live} attempt={attempt} onChange={setListened} />
        </Suspense>
      )}
      <TrackingFrame
        live={live}
        onLiveChange={setLive}
        orders={<YourOrdersList state={recent} selectedId={id} onSelect={(orderId) => navigate(paths.order(orderId))} onRetry={retry} />}
      >
        {main}
      </TrackingFrame>
    </>
  );
}
