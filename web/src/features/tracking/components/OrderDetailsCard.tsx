import { Box, Divider, Stack, Typography } from '@mui/material';
import { SummaryRow } from '@/components/OrderSummary';
import { SectionCard } from '@/components/SectionCard';
import { paymentMethodLabel } from '@campuseats/common/checkout';
import { fulfilmentLabel } from '@campuseats/common/pickup';
import { formatRupees } from '@campuseats/common/pricing';
import { placeLine } from '@/lib/addressText';
import type { OrderOnPage } from '../orderOnPage';

/** "Order Details" (docs/product.md#order-tracking): id, eatery, delivery address, "quantity x name" lines with prices, total. */
export function OrderDetailsCard({ order }: { order: OrderOnPage }) {
  const { address } = order;
  return (
    <SectionCard id="order-details" title="Order Details">
      <Box
        component="dl"
        sx={{
          m: 0,
          // The student's address may hold a pasted map link: it wraps rather than widen the page.
          overflowWrap: 'anywhere',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
        }}
      >
        <dt>Order ID</dt>
        <dd>{order.orderNumber}</dd>
        <dt>Restaurant</dt>
        <dd>{order.vendorName}</dd>
        {address ? (
          <>
            <dt>Delivery Address</dt>
            <dd>
              {address.label}: {address.street}
              {address.landmark ? `, ${address.landmark}` : ''}, {placeLine(address)} · {address.phone}
            </dd>
          </>
        ) : (
          <>
            <dt>Collect</dt>
            <dd>{fulfilmentLabel('pickup')}</dd>
          </>
        )}
        <dt>Payment</dt>
        <dd>{paymentMethodLabel(order.paymentMethod, order.fulfilment)}</dd>
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Items">
        {order.items.map((line) => (
          <Stack component="li" direction="row" key={line.menuItemId} sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography>
              {line.quantity} x {line.name}
            </Typography>
            <Typography>{formatRupees(line.quantity * line.price)}</Typography>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack spacing={0.5}>
        {order.fulfilment === 'delivery' && <SummaryRow label="Delivery fee" value={order.deliveryFee === 0 ? 'FREE' : formatRupees(order.deliveryFee)} />}
        <SummaryRow label="Platform fee" value={formatRupees(order.platformFee)} />
        {order.walletApplied > 0 && <SummaryRow label="Paid from wallet" value={`- ${formatRupees(order.walletApplied)}`} />}
        <SummaryRow label="Total" value={formatRupees(order.total)} strong />
      </Stack>
    </SectionCard>
  );
}
