import type { ReactNode } from 'react';
import { Paper } from '@mui/material';
import { useKeepsPageEndClear } from '@/lib/useKeepsPageEndClear';

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
        zIndex: 1090,
        p: 1.5,
        borderRadius: 0,
      }}
    >
      {children}
    </Paper>
  );
}
