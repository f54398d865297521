import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import type { UpdateOrderStatusRequest } from '@campuseats/common/orderLifecycle';
import { paymentMethodLabel } from '@campuseats/common/orders';
import { fulfilmentLabel } from '@campuseats/common/pickup';
import { OrderToken } from '@/components/OrderToken';
import { VENDOR_ACTION_LABELS, nextOrderStatus, vendorCanCancel, type OrderStatus } from '@campuseats/common/orderStatus';
import { formatRupees } from '@campuseats/common/pricing';
import { slotDueText } from '@campuseats/common/slots';
import { errorMessage } from '@/lib/apiClient';
import { formatClock } from '@/lib/dateTime';
import { moveOrder } from '../api/vendor';
import { CancelOrderDialog } from './CancelOrderDialog';
import { PickupCodeDialog } from './PickupCodeDialog';

const FAILED = 'Something went wrong. Please try again.';

/** One order on the console; it redraws from the listener, not from the API's answer. */
export function VendorOrderCard({ order, fresh }: { order: LiveOrder; fresh: boolean }) {
  const move = useMutation({ mutationFn: (request: UpdateOrderStatusRequest) => moveOrder(order.id, request) });
  const working: OrderStatus | null = move.isPending ? move.variables.status : null;
  const [cancelling, setCancelling] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const next = nextOrderStatus(order.status, order.fulfilment);
  /** Collects with the student's code; answers the refusal, or null once collected. */
  const collect = (pickupCode: string) =>
    move.mutateAsync({ status: 'collected', pickupCode }).then(
      () => null,
      (failure: unknown) => errorMessage(failure, FAILED),
    );

  const { address } = order;
  return (
    <Card
      component="article"
      aria-label={`Order ${order.orderNumber}`}
      sx={{ borderColor: fresh && order.status === 'placed' ? 'primary.main' : undefined, borderWidth: fresh && order.status === 'placed' ? 2 : undefined }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
            {order.orderNumber}
          </Typography>
          {fresh && order.status === 'placed' && <Chip label="New" color="primary" size="small" />}
        </Stack>
        {order.token && <OrderToken token={order.token} size="card" />}
        <Typography variant="body2" color="text.secondary">
          Placed {formatClock(order.createdAt)}
        </Typography>
        <Box component="ul" aria-label="Items" sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {order.items.map((line) => (
            <Typography component="li" key={line.menuItemId} sx={{ fontWeight: 600 }}>
              {line.quantity} x {line.name}
            </Typography>
          ))}
        </Box>
        {order.slot && (
          <Typography variant="body2" data-testid="order-slot" sx={{ fontWeight: 700 }}>
            {slotDueText(order.fulfilment, order.slot)}
          </Typography>
        )}
        {address ? (
          <>
            <Typography variant="body2">
              <strong>{address.label}:</strong> {address.street}
              {address.landmark ? `, ${address.landmark}` : ''}
            </Typography>
            <Typography variant="body2">
              <Link href={`tel:${address.phone}`}>{address.phone}</Link>
            </Typography>
          </>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {fulfilmentLabel('pickup')}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {paymentMethodLabel(order.paymentMethod, order.fulfilment)} · Collect <strong>{formatRupees(order.total)}</strong>
          {order.walletApplied > 0 && ` (${formatRupees(order.walletApplied)} paid from wallet)`}
        </Typography>
        {move.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(move.error, FAILED)}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {next && (
          <Button variant="contained" onClick={() => (next === 'collected' ? setCollecting(true) : move.mutate({ status: next }))} disabled={working !== null}>
            {working === next ? 'Saving...' : VENDOR_ACTION_LABELS[next]}
          </Button>
        )}
        {vendorCanCancel(order.status) && (
          <Button variant="outlined" color="error" onClick={() => setCancelling(true)} disabled={working !== null} sx={{ ml: '0 !important' }}>
            {working === 'cancelled' ? 'Cancelling...' : 'Cancel'}
          </Button>
        )}
      </CardActions>
      {cancelling && (
        <CancelOrderDialog
          orderNumber={order.orderNumber}
          open
          onClose={() => setCancelling(false)}
          onConfirm={(reason) => {
            setCancelling(false);
            move.mutate({ status: 'cancelled', reason });
          }}
        />
      )}
      {collecting && order.token && <PickupCodeDialog token={order.token} onClose={() => setCollecting(false)} onCollect={collect} />}
    </Card>
  );
}
