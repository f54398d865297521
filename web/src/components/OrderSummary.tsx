import type { ReactNode } from 'react';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { DELIVERY_FEE_TIERS, formatRupees, type PriceBreakdown } from '@campuseats/common/pricing';

/** One line of a bill: what it is for, and its amount on the right. */
export function SummaryRow({ label, value, strong, testId, color }: { label: ReactNode; value: string; strong?: boolean; testId?: string; color?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 800 : 400 }}>{label}</Typography>
      <Typography data-testid={testId} sx={{ fontWeight: strong ? 800 : 600, color }}>
        {value}
      </Typography>
    </Stack>
  );
}

const FREE_DELIVERY_FROM = DELIVERY_FEE_TIERS.find((tier) => tier.fee === 0)?.from ?? 0;

/** The cart's and checkout's price breakdown from the shared pricing rules; a pickup has no delivery fee line. */
export function OrderSummary({ price, totalItems, pickup = false }: { price: PriceBreakdown; totalItems: number; pickup?: boolean }) {
  const toFreeDelivery = FREE_DELIVERY_FROM - price.subtotal;
  return (
    <Stack spacing={1} aria-label="Order summary" role="group">
      <SummaryRow label={`Subtotal (${totalItems} ${totalItems === 1 ? 'item' : 'items'})`} value={formatRupees(price.subtotal)} testId="summary-subtotal" />
      {!pickup && (
        <SummaryRow
          label="Delivery fee"
          value={price.deliveryFee === 0 ? 'FREE' : formatRupees(price.deliveryFee)}
          testId="summary-delivery"
          color={price.deliveryFee === 0 ? 'success.main' : undefined}
        />
      )}
      {!pickup && price.subtotal > 0 && toFreeDelivery > 0 && (
        <Typography variant="body2" color="text.secondary">
          Add {formatRupees(toFreeDelivery)} more for free delivery
        </Typography>
      )}
      <SummaryRow label="Platform fee" value={formatRupees(price.platformFee)} testId="summary-platform" />
      {price.walletApplied > 0 && (
        <SummaryRow label="Paid from wallet" value={`−${formatRupees(price.walletApplied)}`} testId="summary-wallet" color="success.main" />
      )}
      <Box>
        <Divider sx={{ my: 0.5 }} />
      </Box>
      <SummaryRow label="To pay" value={formatRupees(price.total)} strong testId="summary-total" />
    </Stack>
  );
}
