import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material';
import { formatRupees } from '@campuseats/common/pricing';

/** Revenue by day over the last seven campus days, in its own chunk; drawn for the eye only, as the table beside it reads the figures out. */
export function SevenDayChart({ labels, revenues }: { labels: string[]; revenues: number[] }) {
  const theme = useTheme();
  return (
    <BarChart
      height={240}
      margin={{ left: 8, right: 8 }}
      hideLegend
      skipAnimation
      // The charts drop a day's label that does not fit the axis's height, and the app's font is taller than the
      // charts' default axis allows for: the days read blank without the room.
      xAxis={[{ scaleType: 'band', data: labels, height: 32 }]}
      yAxis={[{ valueFormatter: (value: number) => formatRupees(value), width: 64 }]}
      series={[
        {
          label: 'Revenue',
          data: revenues,
          color: theme.palette.primary.main,
          valueFormatter: (value) => formatRupees(value ?? 0),
        },
      ]}
    />
  );
}
