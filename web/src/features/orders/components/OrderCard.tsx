import { useState, type Ref } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from '@campuseats/common/orders';
import { paymentMethodLabel } from '@campuseats/common/checkout';
import { canStillRate, isServed, orderCardAction, orderStatusLabel, type OrderStatus } from '@campuseats/common/orderStatus';
import { formatRupees } from '@campuseats/common/pricing';
import type { Review } from '@campuseats/common/reviews';
import { RateOrderDialog } from '@/components/RateOrderDialog';
import { FollowOrderStatus } from '@/lib/FollowOrderStatus';
import { formatDateTime } from '@/lib/dateTime';
import { paths } from '@/lib/routes';

const CHIP_COLOR: Record<string, ChipProps['color']> = {
  Delivered: 'success',
  Cancelled: 'error',
  'Out for Delivery': 'info',
  Preparing: 'warning',
  Processing: 'default',
};

interface Props {
  order: Order;
  onReorder: (order: Order) => void;
  reordering: boolean;
  /** Set on the first order a Load More brought, which takes the focus. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}

/** Rate, or the rating that opens the review to change it (docs/product.md#reviews). */
function RatingAction({ order, status }: { order: Order; status: OrderStatus }) {
  const [rating, setRating] = useState(order.rating);
  const [open, setOpen] = useState(false);
  const [shownAt] = useState(() => Date.now());
  if (!isServed(status) || (rating === null && !canStillRate(order, shownAt))) return null;
  const saved = (review: Review) => {
    setRating(review.rating);
    setOpen(false);
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {rating === null ? 'Rate' : `Your rating: ★${rating}`}
      </Button>
      {open && <RateOrderDialog orderId={order.id} vendorName={order.restaurant.name} rated={rating !== null} onClose={() => setOpen(false)} onSaved={saved} />}
    </>
  );
}

/** One past order, with the action its status offers (docs/product.md#order-statuses); an order still on its way follows its status live. */
export function OrderCard({ order, onReorder, reordering, ref, tabIndex }: Props) {
  const [liveStatus, setLiveStatus] = useState<OrderStatus | null>(null);
  const status = liveStatus ?? order.status;
  const label = orderStatusLabel(status);
  const action = orderCardAction(status);
  // A cancelled order gave its wallet share back (docs/product.md#order-tracking).
  const refunded = status === 'cancelled';
  return (
    <Card ref={ref} tabIndex={tabIndex} component="article" aria-label={`Order ${order.orderNumber}`}>
      <FollowOrderStatus orderId={order.id} knownStatus={order.status} onChange={setLiveStatus} />
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
              {order.restaurant.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Order {order.orderNumber} · {formatDateTime(new Date(order.date))}
            </Typography>
          </Box>
          <Chip label={label} color={CHIP_COLOR[label] ?? 'default'} size="small" variant={label === 'Processing' ? 'outlined' : 'filled'} />
        </Stack>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1.5 }}>
          {order.items.map((line) => (
            <Typography component="li" variant="body2" key={line.menuItemId}>
              {line.quantity} x {line.name}
            </Typography>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {order.total === 0 && order.walletApplied > 0 ? (
              // Nothing is paid at the door, so "Cash on delivery · Total ₹0" would mislead.
              <>
                {refunded ? 'Refunded to wallet' : 'Paid from wallet'} · <strong>{formatRupees(order.walletApplied)}</strong>
              </>
            ) : (
              <>
                {paymentMethodLabel(order.paymentMethod, order.fulfilment)} · Total <strong>{formatRupees(order.total)}</strong>
                {order.walletApplied > 0 &&
                  (refunded ? ` (${formatRupees(order.walletApplied)} refunded to wallet)` : ` (+ ${formatRupees(order.walletApplied)} from wallet)`)}
              </>
            )}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <RatingAction order={order} status={status} />
            {action === 'reorder' ? (
              // Busy, it refuses taps but keeps the focus, so a refusal's message leaves the keyboard where it was.
              <Button variant="contained" onClick={reordering ? undefined : () => onReorder(order)} aria-disabled={reordering || undefined}>
                {reordering ? 'Adding to cart...' : 'Reorder'}
              </Button>
            ) : (
              <Button variant={action === 'track' ? 'contained' : 'outlined'} component={RouterLink} to={paths.order(order.id)}>
                {action === 'track' ? 'Track Order' : 'View Details'}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
