import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { RetryAlert } from '@/components/RetryAlert';
import { useOnline } from '@/lib/connection';
import { isPermissionDenied } from '@/lib/live/useLiveSnapshot';
import { paths } from '@/lib/routes';
import { useRecentOrders, useTrackedOrder } from '../hooks/useTracking';
import type { OrderOnPage } from '../orderOnPage';
import { OrderCards } from './OrderCards';
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

interface TrackedOrderProps extends LiveChoice {
  uid: string;
  /** The API's answer for the order, drawn until its listener answers. */
  answered: OrderOnPage | undefined;
}

/** The student's order and their recent ones, followed live through Firestore's listeners. */
export function TrackedOrder({ uid, live, onLiveChange, answered }: TrackedOrderProps) {
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
  const seen = order.status === 'success' ? order.data : null;

  let main;
  if (!online && !seen && !answered) {
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
  } else if (seen) {
    // The live document has no pickup code of its own (it has a document of its own): the answer's stays.
    main = <OrderCards order={{ ...seen, pickupCode: answered?.pickupCode }} live={live} />;
  } else {
    main = answered ? <OrderCards order={answered} live={live} /> : loadingOrder;
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
