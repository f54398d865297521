import type { ReactNode } from 'react';
import { Paper } from '@mui/material';
import { SHORT_WINDOW, useKeepsPageEndClear } from '@/lib/useKeepsPageEndClear';

/** On phones only: a bar fixed just above the bottom navigation, keeping a page's main action in reach. */
export function PhoneActionBar({ children }: { children: ReactNode }) {
  const ref = useKeepsPageEndClear<HTMLDivElement>();
  return (
    <Paper
      ref={ref}
      elevation={8}
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 'calc(56px + env(safe-area-inset-bottom))',
        // The bottom navigation scrolls with the page there: the bar takes its place at the window's edge.
        [SHORT_WINDOW]: { bottom: 0 },
        zIndex: 1090,
        p: 1.5,
        borderRadius: 0,
      }}
    >
      {children}
    </Paper>
  );
}
