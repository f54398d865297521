import { Box, Chip } from '@mui/material';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import { Link as RouterLink } from 'react-router-dom';
import { TRACKING_STEP_LABELS, type ProgressStatus } from '@campuseats/common/orderStatus';
import { useActiveOrders } from '@/lib/live/orders';
import { paths } from '@/lib/routes';

/** The student's latest order still on its way, live, as a link to its tracking page; nothing when there is none. */
export default function ActiveOrderChip({ uid }: { uid: string }) {
  const active = useActiveOrders(uid);
  const latest = active.status === 'success' ? active.data[0] : undefined;
  if (!latest) return null;
  const label = TRACKING_STEP_LABELS[latest.status as ProgressStatus] ?? latest.status;
  return (
    // On a phone the header row is full: the chip takes a row of its own rather than push the page sideways.
    <Box data-header-row sx={{ order: { xs: 1, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, pb: { xs: 1, md: 0 } }}>
      <Chip
        component={RouterLink}
        to={paths.order(latest.id)}
        clickable
        color="primary"
        icon={<DeliveryDiningIcon />}
        label={label}
        aria-label={`Your order ${latest.orderNumber}: ${label}. Track it`}
        data-testid="active-order"
      />
    </Box>
  );
}
