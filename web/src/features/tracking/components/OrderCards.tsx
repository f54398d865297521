import { Stack } from '@mui/material';
import type { OrderOnPage } from '../orderOnPage';
import { OrderDetailsCard } from './OrderDetailsCard';
import { OrderReviewCard } from './OrderReviewCard';
import { OrderStatusCard } from './OrderStatusCard';
import { OrderTimelineCard } from './OrderTimelineCard';

/** The selected order's cards, drawn the same from its live document or from the API's answer (orderOnPage.ts). */
export function OrderCards({ order, live }: { order: OrderOnPage; live: boolean }) {
  return (
    <Stack spacing={2}>
      <OrderStatusCard order={order} />
      <OrderReviewCard order={order} live={live} />
      <OrderDetailsCard order={order} />
      <OrderTimelineCard order={order} />
    </Stack>
  );
}
