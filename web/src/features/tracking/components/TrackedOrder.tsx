import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { RetryAlert } from '@/components/RetryAlert';
import { useOnline } from '@/lib/connection';
import { isPermissionDenied } from '@/lib/live/useLiveSnapshot';
import { paths } from '@/lib/routes';
import { useRecentOrders, useTrackedOrder } from '../hooks/useTracking';
import { OrderDetailsCard } from './OrderDetailsCard';
import { OrderReviewCard } from './OrderReviewCard';
import { OrderStatusCard } from './OrderStatusCard';
import { OrderTimelineCard } from './OrderTimelineCard';
import { loadingOrder, TrackingFrame, type LiveChoice } from './TrackingFrame';
import { YourOrdersList } from './YourOrdersList';

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

/** The student's order and their recent ones, followed live through Firestore's listeners. */
export function TrackedOrder({ uid, live, onLiveChange }: { uid: string } & LiveChoice) {
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
