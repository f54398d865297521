import { List, ListItem, ListItemButton, Skeleton, Stack, Typography } from '@mui/material';
import { SectionCard } from '@/components/SectionCard';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { estimatedTimeText, statusAsWords } from '@campuseats/common/orderStatus';
import { formatRupees } from '@campuseats/common/pricing';
import { formatDateTime } from '@/lib/dateTime';
import type { PausableState } from '@/lib/live/useLiveSnapshot';
import { RetryAlert } from '@/components/RetryAlert';

interface Props {
  state: PausableState<LiveOrder[]>;
  selectedId: string | null;
  onSelect: (orderId: string) => void;
  onRetry: () => void;
}

/** "Your Orders" (docs/product.md#order-tracking): the student's recent orders; selecting a row selects that order. */
export function YourOrdersList({ state, selectedId, onSelect, onRetry }: Props) {
  return (
    <SectionCard id="your-orders" title="Your Orders">
      {state.status === 'loading' && (
        <Stack spacing={1} role="status" aria-label="Loading your orders">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={72} />
          ))}
        </Stack>
      )}
      {state.status === 'error' && <RetryAlert onRetry={onRetry}>Failed to load orders: {state.error.message}</RetryAlert>}
      {state.status === 'success' && state.data.length === 0 && <Typography color="text.secondary">No orders yet.</Typography>}
      {state.status === 'success' && state.data.length > 0 && (
        <List disablePadding aria-label="Your Orders">
          {state.data.map((order) => (
            <ListItem key={order.id} disablePadding>
              <ListItemButton
                selected={order.id === selectedId}
                aria-current={order.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(order.id)}
                sx={{ borderRadius: 2, mb: 0.5, display: 'block' }}
              >
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>{order.orderNumber}</Typography>
                  <Typography sx={{ fontWeight: 700 }}>{formatRupees(order.total)}</Typography>
                </Stack>
                <Typography variant="body2">{order.vendorName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(order.createdAt)}
                </Typography>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ '&::first-letter': { textTransform: 'uppercase' } }} data-testid="row-status">
                    {statusAsWords(order.status)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {estimatedTimeText(order)}
                  </Typography>
                </Stack>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
