import { fulfilmentLabel } from '@campuseats/common/pickup';
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, Container, IconButton, Skeleton, Snackbar, Stack, Tooltip, Typography } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { ACTIVE_ORDER_STATUSES, VENDOR_GROUP_LABELS, type OrderStatus } from '@campuseats/common/orderStatus';
import { formatRupees } from '@campuseats/common/pricing';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingStatus } from '@/components/LoadingStatus';
import { LogoutButton } from '@/components/LogoutButton';
import { RetryAlert } from '@/components/RetryAlert';
import { SalesFigures } from '@/components/SalesFigures';
import { SectionCard } from '@/components/SectionCard';
import { TitleRow } from '@/components/TitleRow';
import { errorMessage } from '@/lib/apiClient';
import { eateryDayChanges } from '@/lib/live/figures';
import { queryKeys } from '@/lib/query/queryKeys';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useCampusDays } from '@/lib/useCampusDays';
import { useSalesDays } from '@/lib/useSalesDays';
import { fetchMyEatery } from '../api/vendor';
import { useEateryOrders, useFinishedOrders, useLiveEatery } from '../hooks/useEateryOrders';
import { finishedAt, finishedText } from '../hooks/finishedAt';
import { useNewOrderCue } from '../hooks/useNewOrderCue';
import { useFocusAfterStep } from '../hooks/stepFocus';
import { EateryBusySwitch } from './EateryBusySwitch';
import { EateryOpenSwitch } from './EateryOpenSwitch';
import { VendorOrderCard } from './VendorOrderCard';
import { OpeningHoursCard } from './OpeningHoursCard';
import { SlotSettingsCard } from './SlotSettingsCard';
import { VendorReviews } from './VendorReviews';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useBelowHeader } from '@/lib/useBelowHeader';

const groupAnchor = (status: OrderStatus) => `orders-${status}`;

function OrderGroup({ status, orders, fresh }: { status: OrderStatus; orders: LiveOrder[]; fresh: ReadonlySet<string> }) {
  const headingId = `${groupAnchor(status)}-heading`;
  return (
    <Box component="section" id={groupAnchor(status)} aria-labelledby={headingId} sx={{ minWidth: 0, scrollMarginTop: 80 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
        {VENDOR_GROUP_LABELS[status]} ({orders.length})
      </Typography>
      <Stack spacing={1.5}>
        {orders.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No orders here
          </Typography>
        )}
        {orders.map((order) => (
          <VendorOrderCard key={order.id} order={order} fresh={fresh.has(order.id)} />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * A delivered or cancelled order; the vendor's last step on it brings the focus here. Its parts keep their places from
 * row to row: on a phone the number and total above, whom and when with the status below; wider, one line in columns.
 */
function FinishedOrderRow({ order, today }: { order: LiveOrder; today: string }) {
  const rowRef = useFocusAfterStep<HTMLLIElement>(order.id, order.status);
  return (
    <Box
      ref={rowRef}
      tabIndex={-1}
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: '10rem 1fr auto 5rem' },
        gridTemplateAreas: { xs: '"number total" "whom status"', sm: '"number whom status total"' },
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        py: 1,
      }}
    >
      <Typography sx={{ gridArea: 'number', fontWeight: 700 }}>{order.orderNumber}</Typography>
      {/* Whom it went to: the address's label, "Deleted account" once its student deleted theirs (docs/product.md#your-data); a pickup has none. */}
      <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'whom' }}>
        {order.address?.label ?? fulfilmentLabel('pickup')} · <time dateTime={finishedAt(order).toISOString()}>{finishedText(finishedAt(order), today)}</time>
      </Typography>
      <Chip
        size="small"
        label={VENDOR_GROUP_LABELS[order.status]}
        color={order.status === 'cancelled' ? 'error' : 'success'}
        variant="outlined"
        sx={{ gridArea: 'status', justifySelf: { xs: 'end', sm: 'start' } }}
      />
      <Typography sx={{ gridArea: 'total', textAlign: 'right' }}>{formatRupees(order.total)}</Typography>
    </Box>
  );
}

/** Delivered and cancelled orders; `null` while they load, the card already in its place so the cards below stay put. */
function FinishedOrders({ orders }: { orders: LiveOrder[] | null }) {
  const today = useCampusDays().at(-1) ?? '';
  return (
    <SectionCard id="finished" title="Finished" sx={{ mt: 3 }}>
      {orders === null && <Skeleton role="status" aria-label="Loading finished orders" variant="rounded" height={48} />}
      {orders?.length === 0 && <Typography color="text.secondary">Delivered and cancelled orders show here.</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
        {orders?.map((order) => (
          <FinishedOrderRow key={order.id} order={order} today={today} />
        ))}
      </Box>
    </SectionCard>
  );
}

/** "Sales": the eatery's figures, counted as the admin's row for it counts them (docs/product.md#sales-figures). */
function EaterySales({ eateryId }: { eateryId: string }) {
  const sales = useSalesDays(`eatery:${eateryId}`, eateryDayChanges(eateryId));
  return <SalesFigures title="Sales" sales={sales} />;
}

/** The vendor console: orders live by status, oldest first within a group because first come is first cooked. */
export function VendorDashboardPage() {
  useDocumentTitle('Vendor Console');
  const eateryLookup = useQuery({ queryKey: queryKeys.myEatery(useSession().user?.uid ?? ''), queryFn: ({ signal }) => fetchMyEatery(signal) });
  const eateryId = eateryLookup.status === 'success' ? eateryLookup.data.id : null;
  const eatery = useLiveEatery(eateryId);
  const [attempt, setAttempt] = useState(0);
  const active = useEateryOrders(eateryId, ACTIVE_ORDER_STATUSES, attempt);
  const finished = useFinishedOrders(eateryId, attempt);
  const [soundOn, setSoundOn] = useState(true);
  const retry = () => setAttempt((count) => count + 1);

  const groups = useMemo(() => {
    const byStatus = new Map<OrderStatus, LiveOrder[]>(ACTIVE_ORDER_STATUSES.map((status) => [status, []]));
    for (const order of active.data ?? []) byStatus.get(order.status)?.push(order);
    for (const orders of byStatus.values()) orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return byStatus;
  }, [active.data]);
  const placed = active.status === 'success' ? groups.get('placed') : undefined;
  const cue = useNewOrderCue(placed, soundOn);
  const belowHeader = useBelowHeader();

  if (eateryLookup.status === 'pending') {
    return <LoadingStatus text="Loading your eatery..." />;
  }
  if (eateryLookup.status === 'error') {
    return (
      <Container sx={{ py: 6 }}>
        <RetryAlert retryLabel="Try Again" onRetry={() => void eateryLookup.refetch()}>
          {errorMessage(eateryLookup.error, 'Something went wrong. Please try again.')}
        </RetryAlert>
        <Box sx={{ mt: 2 }}>
          <LogoutButton />
        </Box>
      </Container>
    );
  }

  const current = eatery.status === 'success' && eatery.data ? eatery.data : eateryLookup.data;
  const suspended = eatery.data?.suspended === true;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <TitleRow overline="Vendor Console" title={current.name}>
        <Tooltip title={soundOn ? 'Mute new-order sound' : 'Play a sound for new orders'}>
          <IconButton aria-label="Sound for new orders" aria-pressed={soundOn} onClick={() => setSoundOn((on) => !on)}>
            {soundOn ? <NotificationsActiveIcon /> : <NotificationsOffIcon />}
          </IconButton>
        </Tooltip>
        <EateryOpenSwitch eatery={current} suspended={suspended} />
        {!suspended && <EateryBusySwitch eatery={current} />}
        <Button component={RouterLink} to={paths.vendorMenu} variant="outlined">
          Edit Menu
        </Button>
        <LogoutButton />
      </TitleRow>

      {suspended && (
        <Alert severity="error" sx={{ mb: 2 }}>
          CampusEats has suspended this eatery: students cannot order from it, and its switch stays off, until an admin reopens it.
        </Alert>
      )}
      {active.status === 'loading' && (
        <Box
          role="status"
          aria-label="Loading orders"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' } }}
        >
          {ACTIVE_ORDER_STATUSES.map((status) => (
            <Skeleton key={status} variant="rounded" height={160} />
          ))}
        </Box>
      )}
      {active.status === 'error' && <RetryAlert onRetry={retry}>Failed to load orders: {active.error.message}</RetryAlert>}
      {active.status === 'success' && (
        <>
          <Stack component="nav" aria-label="Order groups" direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2, display: { lg: 'none' } }}>
            {ACTIVE_ORDER_STATUSES.map((status) => (
              <Chip
                key={status}
                component="a"
                href={`#${groupAnchor(status)}`}
                clickable
                label={`${VENDOR_GROUP_LABELS[status]} ${groups.get(status)?.length ?? 0}`}
              />
            ))}
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' }, alignItems: 'start' }}>
            {ACTIVE_ORDER_STATUSES.map((status) => (
              <OrderGroup key={status} status={status} orders={groups.get(status) ?? []} fresh={cue.fresh} />
            ))}
          </Box>
        </>
      )}
      {finished.status !== 'error' && <FinishedOrders orders={finished.status === 'success' ? finished.data : null} />}
      {finished.status === 'error' && (
        <RetryAlert onRetry={retry} sx={{ mt: 3 }}>
          Failed to load finished orders: {finished.error.message}
        </RetryAlert>
      )}
      <EaterySales eateryId={current.id} />
      <VendorReviews eateryId={current.id} />
      <OpeningHoursCard key={current.id} eatery={current} />
      <SlotSettingsCard key={`slots-${current.id}`} eatery={current} />

      <Snackbar
        open={cue.announcement !== null}
        autoHideDuration={8000}
        onClose={cue.dismiss}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={belowHeader}
      >
        <Alert severity="info" variant="filled" onClose={cue.dismiss} sx={{ width: '100%' }}>
          New order {cue.announcement?.orderNumber}
          {cue.announcement ? `: ${cue.announcement.items.map((line) => `${line.quantity} x ${line.name}`).join(', ')}` : ''}
        </Alert>
      </Snackbar>
    </Container>
  );
}
