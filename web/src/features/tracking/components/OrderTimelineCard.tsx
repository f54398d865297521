import { Box, Typography } from '@mui/material';
import { SectionCard } from '@/components/SectionCard';
import { TIMELINE_LABELS } from '@campuseats/common/orderStatus';
import { formatDateTime } from '@/lib/dateTime';
import type { OrderOnPage } from '../orderOnPage';

/** "Order Timeline" (docs/product.md#order-tracking), from the order's real history: each change and when it happened. */
export function OrderTimelineCard({ order }: { order: OrderOnPage }) {
  const history = order.statusHistory.length > 0 ? order.statusHistory : [{ status: 'placed' as const, at: order.createdAt }];
  return (
    <SectionCard id="order-timeline" title="Order Timeline">
      <Box component="ol" aria-label="Order Timeline" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {history.map((change) => (
          <Box
            component="li"
            key={`${change.status}-${change.at.getTime()}`}
            sx={{
              position: 'relative',
              pl: 3,
              pb: 1.5,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 6,
                top: 6,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: change.status === 'cancelled' ? 'error.main' : 'primary.main',
              },
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{TIMELINE_LABELS[change.status]}</Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={change.at.toISOString()}>{formatDateTime(change.at)}</time>
            </Typography>
            {change.status === 'cancelled' && order.cancelReason && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {order.cancelReason}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
