import { lazy, Suspense, useMemo } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { figuresOfDays, type Figures } from '@campuseats/common/figures';
import { formatRupees } from '@campuseats/common/pricing';
import type { SalesDays } from '@/lib/useSalesDays';
import { FigureTiles } from './FigureTiles';
import { RetryAlert } from './RetryAlert';
import { SectionCard } from './SectionCard';

// The chart library is its own chunk, loaded by the consoles only once their figures are on screen.
const SevenDayChart = lazy(async () => ({ default: (await import('./SevenDayChart')).SevenDayChart }));

const WEEKDAY_AND_DATE = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mon 23" for a campus day ("2026-11-23"); the last of the seven is "Today". */
const dayLabel = (day: string, isToday: boolean) => (isToday ? 'Today' : WEEKDAY_AND_DATE.format(new Date(`${day}T00:00:00Z`)));

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** What the figures count, under their heading (docs/product.md#sales-figures): the same words on both consoles. */
export const SALES_DEFINITION =
  'Today is since midnight IST. An order counts on the day it was delivered or cancelled; revenue is what students paid for the delivered ones, wallet included.';

function FiguresBody({ figures }: { figures: Figures }) {
  const { today } = figures;
  const labels = figures.days.map((day, index) => dayLabel(day.day, index === figures.days.length - 1));
  return (
    <>
      <FigureTiles
        label="Today"
        columns={{ xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
        figures={[
          { label: 'Delivered today', value: today.orders },
          { label: 'Revenue today', value: formatRupees(today.revenue) },
          { label: 'Average ticket', value: formatRupees(today.averageTicket) },
          { label: 'Cancelled today', value: today.cancelled },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Box sx={{ minWidth: 0, position: 'relative' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Revenue, last 7 days
          </Typography>
          <Box aria-hidden data-testid="seven-day-chart">
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              <SevenDayChart labels={labels} revenues={figures.days.map((day) => day.revenue)} />
            </Suspense>
          </Box>
          {/* A div holds it out of sight: a table itself ignores a 1 px width and would widen the page. */}
          <Box sx={hidden}>
            <table>
              <caption>Last 7 days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Revenue</th>
                  <th scope="col">Cancelled</th>
                </tr>
              </thead>
              <tbody>
                {figures.days.map((day, index) => (
                  <tr key={day.day}>
                    <th scope="row">{labels[index]}</th>
                    <td>{day.orders}</td>
                    <td>{formatRupees(day.revenue)}</td>
                    <td>{day.cancelled}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        </Box>
        <Box>
          <Typography id="top-dishes-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Top dishes, last 7 days
          </Typography>
          {figures.topDishes.length === 0 ? (
            <Typography color="text.secondary">No dishes sold in the last 7 days.</Typography>
          ) : (
            <Box component="ol" aria-labelledby="top-dishes-heading" sx={{ m: 0, pl: 3 }}>
              {figures.topDishes.map((dish) => (
                <li key={`${dish.menuItemId}:${dish.name}`}>
                  <Typography>
                    {dish.name}{' '}
                    <Typography component="span" color="text.secondary">
                      × {dish.quantity}
                    </Typography>
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </>
  );
}

/** Sales figures, live from the stored days each delivered or cancelled order moves, for one eatery or the campus (docs/product.md#sales-figures). */
export function SalesFigures({ title, sales }: { title: string; sales: SalesDays }) {
  const { days, stored, retry } = sales;
  const figures = useMemo(() => (stored.status === 'success' ? figuresOfDays(days, stored.data) : null), [days, stored]);
  return (
    <SectionCard id="sales" title={title} sx={{ mt: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {SALES_DEFINITION}
      </Typography>
      {stored.status === 'loading' && <Skeleton role="status" aria-label="Loading sales figures" variant="rounded" height={240} />}
      {stored.status === 'error' && <RetryAlert onRetry={retry}>Failed to load sales figures: {stored.error.message}</RetryAlert>}
      {figures && <FiguresBody figures={figures} />}
    </SectionCard>
  );
}
