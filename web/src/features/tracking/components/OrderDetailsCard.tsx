import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { paymentMethodLabel } from '@campuseats/common/orders';
import { fulfilmentLabel } from '@campuseats/common/pickup';
import { formatRupees } from '@campuseats/common/pricing';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 500, textAlign: 'right' }}>{value}</Typography>
    </Stack>
  );
}

/** "Order Details" (docs/product.md#order-tracking): id, eatery, delivery address, "quantity x name" lines with prices, total. */
export function OrderDetailsCard({ order }: { order: LiveOrder }) {
  const { address } = order;
  return (
    <Card component="section" aria-labelledby="order-details-heading">
      <CardContent>
        <Typography id="order-details-heading" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          Order Details
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
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
                {address.landmark ? `, ${address.landmark}` : ''}, {address.city} {address.zipCode} · {address.phone}
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
          {order.fulfilment === 'delivery' && <Row label="Delivery fee" value={order.deliveryFee === 0 ? 'FREE' : formatRupees(order.deliveryFee)} />}
          <Row label="Platform fee" value={formatRupees(order.platformFee)} />
          {order.walletApplied > 0 && <Row label="Paid from wallet" value={`- ${formatRupees(order.walletApplied)}`} />}
          <Row label="Total" value={formatRupees(order.total)} strong />
        </Stack>
      </CardContent>
    </Card>
  );
}
