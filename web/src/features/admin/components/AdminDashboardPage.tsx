import { useMemo, useState } from 'react';
import { Box, Button, Card, Container, Table, TableBody, TableCell, TableContainer, TableFooter, Stack, TableHead, TableRow, Typography } from '@mui/material';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_STATUSES, VENDOR_GROUP_LABELS } from '@campuseats/common/orderStatus';
import { formatRupees } from '@campuseats/common/pricing';
import { dayFigures, type DayFigures } from '@campuseats/common/figures';
import { CAMPUS_TIME_ZONE, campusDayStart } from '@campuseats/common/istTime';
import { countByStatus } from '../hooks/dashboardSummary';
import { useMinuteClock } from '@/lib/useMinuteClock';
import { useLiveEateries, useOrdersSince } from '../hooks/useAdminDashboard';
import { LogoutButton } from '@/components/LogoutButton';
import { SALES_DEFINITION, SalesFigures } from '@/components/SalesFigures';
import { campusDayChanges } from '@/lib/live/figures';
import { paths } from '@/lib/routes';
import { useSalesDays } from '@/lib/useSalesDays';
import { AddEateryDialog } from './AddEateryDialog';
import { AdminReviews } from './AdminReviews';
import { StudentsSeeChip } from './StudentsSeeChip';
import { SuspendEateryButton } from './SuspendEateryButton';
import { FigureTiles } from '@/components/FigureTiles';
import { RetryAlert } from '@/components/RetryAlert';
import { TitleRow } from '@/components/TitleRow';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

// Today is the campus's day, India Standard Time, as the figures' (docs/product.md#sales-figures).
const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: CAMPUS_TIME_ZONE });
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const TOTAL = { fontWeight: 800, color: 'text.primary' } as const;
const DAY_COLUMNS = [
  { testId: 'delivered-today', label: 'Delivered today', value: (day: DayFigures) => day.orders, sx: {} },
  { testId: 'revenue-today', label: 'Revenue today', value: (day: DayFigures) => formatRupees(day.revenue), sx: {} },
  { testId: 'cancelled-today', label: 'Cancelled today', value: (day: DayFigures) => day.cancelled, sx: HIDE_ON_PHONE },
];

/** A row's figures of the day, "…" while they load; the total row's are bold and carry no test ids. */
function DayCells({ day, total = false }: { day: DayFigures | null; total?: boolean }) {
  return DAY_COLUMNS.map((column) => (
    <TableCell key={column.testId} align="right" data-testid={total ? undefined : column.testId} sx={{ ...column.sx, ...(total && TOTAL) }}>
      {day ? column.value(day) : '…'}
    </TableCell>
  ));
}

/** The live admin dashboard for the campus day (IST); eatery rows and Campus sales share one listen, as the vendor's Sales does. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Console');
  const sales = useSalesDays('campus', campusDayChanges);
  const today = sales.days.at(-1) ?? '';
  const todayStart = useMemo(() => campusDayStart(today), [today]);
  const now = useMinuteClock();
  const [attempt, setAttempt] = useState(0);
  const eateries = useLiveEateries(attempt);
  const orders = useOrdersSince(todayStart, attempt);
  const summary = useMemo(() => countByStatus(orders.data ?? []), [orders.data]);
  const storedToday = sales.stored.status === 'success' ? sales.stored.data.filter((stored) => stored.day === today) : null;
  const salesOf = (eateryId?: string): DayFigures | null =>
    storedToday && dayFigures(today, eateryId === undefined ? storedToday : storedToday.filter((stored) => stored.vendorId === eateryId));
  const retry = () => setAttempt((count) => count + 1);
  const [adding, setAdding] = useState(false);
  const failure = eateries.error ?? orders.error;

  return (
    <Container sx={{ py: 3 }}>
      <TitleRow title="Admin Dashboard">
        <Stack component="nav" aria-label="Admin console" direction="row" sx={{ gap: 1 }}>
          <Button component={RouterLink} to={paths.adminUsers} variant="outlined">
            Accounts
          </Button>
          <Button component={RouterLink} to={paths.adminAudit} variant="outlined">
            Audit log
          </Button>
        </Stack>
        <LogoutButton />
      </TitleRow>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Today, {DAY.format(todayStart)}. Figures update live.
      </Typography>

      {failure && (
        <RetryAlert onRetry={retry} sx={{ mb: 2 }}>
          Failed to load the dashboard: {failure.message}
        </RetryAlert>
      )}

      <Box component="section" aria-labelledby="by-status-heading" sx={{ mb: 4 }}>
        <Typography id="by-status-heading" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          Orders placed today, by status
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Every order placed since midnight IST, under its status now.
        </Typography>
        <FigureTiles
          columns={{ xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(8, 1fr)' }}
          figures={[
            ...ORDER_STATUSES.map((status) => ({ key: status, label: VENDOR_GROUP_LABELS[status], count: summary.byStatus[status] })),
            { key: 'all', label: 'All placed', count: summary.total },
          ].map(({ key, label, count }) => ({
            label,
            testId: `count-${key}`,
            value: orders.status === 'success' ? count : <Skeleton role="status" aria-label="Loading" width={32} />,
          }))}
        />
      </Box>

      <Box component="section" aria-labelledby="eateries-heading">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id="eateries-heading" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            Eateries
          </Typography>
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add Eatery
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {SALES_DEFINITION} The rows add up to Campus sales below.
        </Typography>
        {adding && <AddEateryDialog onClose={() => setAdding(false)} />}
        {eateries.status === 'loading' && <Skeleton role="status" aria-label="Loading eateries" variant="rounded" height={240} />}
        {eateries.status === 'success' && eateries.data.length === 0 && <Typography color="text.secondary">No eateries yet.</Typography>}
        {eateries.status === 'success' && eateries.data.length > 0 && (
          <TableContainer component={Card}>
            <Table size="small" aria-labelledby="eateries-heading">
              <TableHead>
                <TableRow>
                  <TableCell>Eatery</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>Status</TableCell>
                  {DAY_COLUMNS.map((column) => (
                    <TableCell key={column.testId} align="right" sx={column.sx}>
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {eateries.data.map((eatery) => (
                  <TableRow key={eatery.id} data-testid={`eatery-${eatery.id}`}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {eatery.name}
                      <SuspendEateryButton eatery={eatery} />
                      {/* On a phone the open state sits under the name, so three columns fit its width. */}
                      <Box sx={{ display: { sm: 'none' }, mt: 0.5 }}>
                        <StudentsSeeChip eatery={eatery} now={now} />
                      </Box>
                    </TableCell>
                    <TableCell sx={HIDE_ON_PHONE}>
                      <StudentsSeeChip eatery={eatery} now={now} />
                    </TableCell>
                    <DayCells day={salesOf(eatery.id)} />
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row" sx={TOTAL}>
                    All eateries
                  </TableCell>
                  <TableCell sx={HIDE_ON_PHONE} />
                  <DayCells day={salesOf()} total />
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
      </Box>

      <SalesFigures title="Campus sales" sales={sales} />
      <AdminReviews />
    </Container>
  );
}
