import { useState, type ReactNode } from 'react';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { LoadingStatus } from '@/components/LoadingStatus';
import { OfflineNote } from '@/components/OfflineNote';
import { TitleRow } from '@/components/TitleRow';
import { useOnline } from '@/lib/connection';
import { isPermissionDenied } from '@/lib/live/useLiveSnapshot';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useRecentOrders, useTrackedOrder } from '../hooks/useTracking';
import { LiveSwitch } from './LiveSwitch';
import { OrderDetailsCard } from './OrderDetailsCard';
import { OrderReviewCard } from './OrderReviewCard';
import { OrderStatusCard } from './OrderStatusCard';
import { OrderTimelineCard } from './OrderTimelineCard';
import { YourOrdersList } from './YourOrdersList';
import { RetryAlert } from '@/components/RetryAlert';

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

// On a phone the order's place is held until it is drawn, so the list below is not pushed under the student's eyes.
const loadingOrder = <LoadingStatus text="Loading order..." minHeight={{ xs: 'calc(100dvh - 200px)', md: 0 }} />;

interface LiveChoice {
  live: boolean;
  onLiveChange: (live: boolean) => void;
}

/** Order tracking on the real order, listening only while "Real-time Updates" is checked (docs/product.md#order-tracking). */
export function OrderTrackingPage() {
  const { user } = useSession();
  const [live, setLive] = useState(true);
  // The listeners start once Auth knows the student. Until then (and in the build's prerender, which the app hydrates:
  // a listener cannot be hydrated) the page is its frame, loading.
  if (!user) {
    return (
      <TrackingFrame
        live={live}
        onLiveChange={setLive}
        orders={<YourOrdersList state={{ status: 'loading', listening: false }} selectedId={null} onSelect={() => {}} onRetry={() => {}} />}
      >
        {loadingOrder}
      </TrackingFrame>
    );
  }
  return <TrackedOrder uid={user.uid} live={live} onLiveChange={setLive} />;
}

function TrackedOrder({ uid, live, onLiveChange }: { uid: string } & LiveChoice) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const validId = documentIdSchema.safeParse(id).success ? id : null;
  const order = useTrackedOrder(validId, live, attempt);
  const recent = useRecentOrders(uid, live, attempt);
  const retry = () => setAttempt((count) => count + 1);
  // Offline, the listeners answer from this device's copy (docs/architecture.md#offline): an order it never saw is
  // not "not found", it is not here yet.
  const online = useOnline();
  const seen = order.status === 'success' && order.data !== null;

  let main;
  if (!online && !seen) {
    main = (
      <Stack role="status" sx={{ alignItems: 'center', textAlign: 'center', py: 6, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Waiting for a connection
        </Typography>
        <Typography color="text.secondary">This order has not been opened on this device yet. It shows as soon as you're back online.</Typography>
      </Stack>
    );
  } else if (!validId || (order.status === 'success' && order.data === null) || (order.status === 'error' && isPermissionDenied(order.error))) {
    main = <OrderNotFound />;
  } else if (order.status === 'error') {
    main = (
      <RetryAlert onRetry={retry}>
        <Typography sx={{ fontWeight: 700 }}>Failed to load order</Typography>
        {order.error.message}
      </RetryAlert>
    );
  } else if (order.status === 'loading' || !order.data) {
    main = loadingOrder;
  } else {
    main = (
      <Stack spacing={2}>
        <OrderStatusCard order={order.data} />
        <OrderReviewCard order={order.data} live={live} />
        <OrderDetailsCard order={order.data} />
        <OrderTimelineCard order={order.data} />
      </Stack>
    );
  }

  return (
    <TrackingFrame
      live={live}
      onLiveChange={onLiveChange}
      orders={<YourOrdersList state={recent} selectedId={validId} onSelect={(orderId) => navigate(paths.order(orderId))} onRetry={retry} />}
    >
      {main}
    </TrackingFrame>
  );
}

function TrackingFrame({ live, onLiveChange, orders, children }: LiveChoice & { orders: ReactNode; children: ReactNode }) {
  return (
    <Container sx={{ py: 3 }}>
      <TitleRow title="Order Tracking">
        <LiveSwitch live={live} onChange={onLiveChange} />
      </TitleRow>
      <OfflineNote sx={{ mb: 2 }}>
        You're offline. This page shows the last status this device saw, and updates by itself when the connection returns.
      </OfflineNote>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) 2fr' }, alignItems: 'start' }}>
        <Box sx={{ order: { xs: 2, md: 1 } }}>{orders}</Box>
        <Box component="section" aria-label="Selected order" sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
          {children}
        </Box>
      </Box>
    </Container>
  );
}
