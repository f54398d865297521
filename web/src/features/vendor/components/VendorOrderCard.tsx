import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { paymentMethodLabel } from '@campuseats/common/checkout';
import { fulfilmentLabel } from '@campuseats/common/pickup';
import { MutationError } from '@/components/MutationError';
import { OrderToken } from '@/components/OrderToken';
import { VENDOR_ACTION_LABELS, nextOrderStatus, vendorCanCancel, type OrderStatus } from '@campuseats/common/orderStatus';
import { formatRupees } from '@campuseats/common/pricing';
import { slotDueText } from '@campuseats/common/slots';
import { formatClock } from '@/lib/dateTime';
import { moveOrder } from '../api/vendor';
import { steppedOn, useFocusAfterStep } from '../hooks/stepFocus';
import { CancelOrderDialog } from './CancelOrderDialog';
import { PickupCodeDialog } from './PickupCodeDialog';

/** One order on the console; it redraws from the listener, not from the API's answer. */
export function VendorOrderCard({ order, fresh }: { order: LiveOrder; fresh: boolean }) {
  const move = useMutation({ mutationFn: (status: OrderStatus) => moveOrder(order.id, { status }) });
  const [asking, setAsking] = useState<'cancel' | 'collect' | null>(null);
  const next = nextOrderStatus(order.status, order.fulfilment);
  const nextButtonRef = useFocusAfterStep<HTMLButtonElement>(order.id, order.status, move.isError);
  const act = (what: () => void) => () => {
    steppedOn(order.id);
    what();
  };

  const { address } = order;
  return (
    <Card
      component="article"
      aria-label={`Order ${order.orderNumber}`}
      sx={{ borderColor: fresh && order.status === 'placed' ? 'primary.main' : undefined, borderWidth: fresh && order.status === 'placed' ? 2 : undefined }}
    >
      {/* What students typed (an address, a landmark that is a map link) wraps inside the card. */}
      <CardContent sx={{ pb: 1, overflowWrap: 'anywhere' }}>
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
        <MutationError mutation={move} sx={{ mt: 1 }} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {next && (
          <Button
            ref={nextButtonRef}
            variant="contained"
            onClick={act(() => (next === 'collected' ? setAsking('collect') : move.mutate(next)))}
            disabled={move.isPending}
          >
            {move.isPending ? 'Saving...' : VENDOR_ACTION_LABELS[next]}
          </Button>
        )}
        {vendorCanCancel(order.status) && (
          <Button variant="outlined" color="error" onClick={act(() => setAsking('cancel'))} disabled={move.isPending} sx={{ ml: '0 !important' }}>
            Cancel
          </Button>
        )}
      </CardActions>
      {asking === 'cancel' && <CancelOrderDialog orderId={order.id} orderNumber={order.orderNumber} onClose={() => setAsking(null)} />}
      {asking === 'collect' && order.token && <PickupCodeDialog orderId={order.id} token={order.token} onClose={() => setAsking(null)} />}
    </Card>
  );
}
