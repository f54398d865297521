import { useEffect, useRef } from 'react';
import { Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Order } from '@campuseats/common/orders';
import { CHECKOUT_MESSAGES } from '@campuseats/common/checkout';
import { PICKUP_MESSAGES } from '@campuseats/common/pickup';
import { formatRupees } from '@campuseats/common/pricing';
import { slotText } from '@campuseats/common/slots';
import { OrderToken, PickupCodeNote } from '@/components/OrderToken';
import { paths } from '@/lib/routes';

/** Replaces the checkout once the order is placed (docs/product.md#checkout). */
export function OrderConfirmation({ order }: { order: Order }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // Place Order is gone with the checkout: the focus comes here so a keyboard or screen reader user does not restart at the top.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Card>
        <CardContent sx={{ textAlign: 'center', p: 4 }}>
          <Stack spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            <CheckCircleIcon color="success" sx={{ fontSize: 72 }} aria-hidden />
            <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" sx={{ fontWeight: 800, outline: 'none' }}>
              {CHECKOUT_MESSAGES.placed}
            </Typography>
            <Typography>
              {order.fulfilment === 'pickup'
                ? PICKUP_MESSAGES.collectWhenReady
                : order.slot
                  ? CHECKOUT_MESSAGES.deliveredInSlot
                  : CHECKOUT_MESSAGES.deliveredIn}
            </Typography>
            {order.slot && (
              <Typography>
                Time slot: <strong data-testid="confirmation-slot">{slotText({ start: new Date(order.slot.start), end: new Date(order.slot.end) })}</strong>
              </Typography>
            )}
            {order.token && <OrderToken token={order.token} size="page" />}
            {order.pickupCode && <PickupCodeNote code={order.pickupCode} />}
            <Typography>
              Order ID: <strong data-testid="confirmation-order-number">{order.orderNumber}</strong>
            </Typography>
            <Typography>
              Total: <strong data-testid="confirmation-total">{formatRupees(order.total)}</strong>
            </Typography>
            {order.walletApplied > 0 && (
              <Typography variant="body2" color="text.secondary">
                {formatRupees(order.walletApplied)} paid from your wallet
              </Typography>
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 3 }}>
            <Button variant="contained" size="large" onClick={() => navigate(paths.restaurants)}>
              Place Another Order
            </Button>
            <Button component={RouterLink} to={paths.order(order.id)} size="large">
              Track Order
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
