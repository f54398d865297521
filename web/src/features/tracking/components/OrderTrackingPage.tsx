import { useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { OfflineNote } from '@/components/OfflineNote';
import { useOnline } from '@/lib/connection';
import { isPermissionDenied } from '@/lib/live/useLiveSnapshot';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useRecentOrders, useTrackedOrder } from '../hooks/useTracking';
import { LiveSwitch } from './LiveSwitch';
import { OrderDetailsCard } from './OrderDetailsCard';
import { ORDER_PLACE_MIN_HEIGHT } from './orderPlace';
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

function LoadingOrder() {
  return (
    <Stack role="status" sx={{ alignItems: 'center', py: 8, gap: 2, minHeight: ORDER_PLACE_MIN_HEIGHT }}>
      <CircularProgress aria-hidden />
      <Typography>Loading order...</Typography>
    </Stack>
  );
}

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
        <LoadingOrder />
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
    main = <LoadingOrder />;
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
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Order Tracking
        </Typography>
        <LiveSwitch live={live} onChange={onLiveChange} />
      </Stack>
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
