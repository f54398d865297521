import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  Stack,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_STATUSES, VENDOR_GROUP_LABELS } from '@campuseats/common/orderStatus';
import { formatRupees } from '@campuseats/common/pricing';
import { summarizeDay } from '../hooks/dashboardSummary';
import { useLiveEateries, useMinuteClock, useOrdersSince, useStartOfToday } from '../hooks/useAdminDashboard';
import { LogoutButton } from '@/components/LogoutButton';
import { SalesFigures } from '@/components/SalesFigures';
import { campusDayChanges } from '@/lib/live/figures';
import { paths } from '@/lib/routes';
import { AddEateryDialog } from './AddEateryDialog';
import { AdminReviews } from './AdminReviews';
import { StudentsSeeChip } from './StudentsSeeChip';
import { SuspendEateryButton } from './SuspendEateryButton';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';

const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full' });
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The admin dashboard (role admin), live: today's orders counted by status, every eatery with its open state,
 * today's order count and revenue, and the latest reviews to hide or show again.
 */
export function AdminDashboardPage() {
  const today = useStartOfToday();
  const now = useMinuteClock();
  const [attempt, setAttempt] = useState(0);
  const eateries = useLiveEateries(attempt);
  const orders = useOrdersSince(today, attempt);
  const summary = useMemo(() => summarizeDay(orders.data ?? []), [orders.data]);
  const retry = () => setAttempt((count) => count + 1);
  const [adding, setAdding] = useState(false);
  const failure = eateries.error ?? orders.error;

  return (
    <Container sx={{ py: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Admin Dashboard
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Stack component="nav" aria-label="Admin console" direction="row" sx={{ gap: 1 }}>
            <Button component={RouterLink} to={paths.adminUsers} variant="outlined">
              Accounts
            </Button>
            <Button component={RouterLink} to={paths.adminAudit} variant="outlined">
              Audit log
            </Button>
          </Stack>
          <LogoutButton />
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Today, {DAY.format(today)}. Figures update live.
      </Typography>

      {failure && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={retry}>
              Retry
            </Button>
          }
        >
          Failed to load the dashboard: {failure.message}
        </Alert>
      )}

      <Box component="section" aria-labelledby="by-status-heading" sx={{ mb: 4 }}>
        <Typography id="by-status-heading" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          Today&apos;s orders by status
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(8, 1fr)' },
          }}
        >
          {[
            ...ORDER_STATUSES.map((status) => ({ key: status, label: VENDOR_GROUP_LABELS[status], count: summary.byStatus[status] })),
            { key: 'all', label: 'All', count: summary.total.orders },
          ].map((tile) => (
            <Card component="li" key={tile.key} data-testid={`count-${tile.key}`}>
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" color="text.secondary">
                  {tile.label}
                </Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                  {orders.status === 'success' ? tile.count : <LoadingSkeleton width={32} label="Loading" />}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
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
        {adding && <AddEateryDialog onClose={() => setAdding(false)} />}
        {eateries.status === 'loading' && <LoadingSkeleton variant="rounded" height={240} label="Loading eateries" />}
        {eateries.status === 'success' && eateries.data.length === 0 && <Typography color="text.secondary">No eateries yet.</Typography>}
        {eateries.status === 'success' && eateries.data.length > 0 && (
          <TableContainer component={Card}>
            <Table size="small" aria-labelledby="eateries-heading">
              <TableHead>
                <TableRow>
                  <TableCell>Eatery</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>Status</TableCell>
                  <TableCell align="right">Orders today</TableCell>
                  <TableCell align="right">Revenue today</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {eateries.data.map((eatery) => {
                  const day = summary.byEatery.get(eatery.id) ?? { orders: 0, revenue: 0 };
                  return (
                    <TableRow key={eatery.id} data-testid={`eatery-${eatery.id}`}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                        {eatery.name}
                        <SuspendEateryButton eatery={eatery} />
                        {/* On a phone the open state sits under the name, so three columns fit in 375 px. */}
                        <Box sx={{ display: { sm: 'none' }, mt: 0.5 }}>
                          <StudentsSeeChip eatery={eatery} now={now} />
                        </Box>
                      </TableCell>
                      <TableCell sx={HIDE_ON_PHONE}>
                        <StudentsSeeChip eatery={eatery} now={now} />
                      </TableCell>
                      <TableCell align="right" data-testid="orders-today">
                        {orders.status === 'success' ? day.orders : '…'}
                      </TableCell>
                      <TableCell align="right" data-testid="revenue-today">
                        {orders.status === 'success' ? formatRupees(day.revenue) : '…'}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 800, color: 'text.primary' }}>
                    All eateries
                  </TableCell>
                  <TableCell sx={HIDE_ON_PHONE} />
                  <TableCell align="right" sx={{ fontWeight: 800, color: 'text.primary' }}>
                    {summary.total.orders}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 800, color: 'text.primary' }}>
                    {formatRupees(summary.total.revenue)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
      </Box>

      <SalesFigures title="Campus sales" figuresKey="campus" listen={campusDayChanges} />
      <AdminReviews />
    </Container>
  );
}
