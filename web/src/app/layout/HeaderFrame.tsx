import type { ReactNode } from 'react';
import { Box, Toolbar } from '@mui/material';
import { SHORT_WINDOW } from '@/lib/useKeepsPageEndClear';
import { ConnectionBanner } from './ConnectionBanner';

/** The sticky header of every screen (not in a short window), with the connection banner under its row; a plain header, lighter than MUI's AppBar. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        [SHORT_WINDOW]: { position: 'static' },
        top: 0,
        zIndex: 'appBar',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Toolbar
        sx={{
          gap: { xs: 0.5, sm: 1, md: 2 },
          px: { xs: 1.5, sm: 2 },
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          // A part on a row of its own (the order chip on a phone) makes the header taller than its least height, which
          // then no longer leaves room above the first row for the bell's count: it gets it here.
          '&:has(> [data-header-row])': { pt: { xs: 1, md: 0 } },
        }}
      >
        {children}
      </Toolbar>
      <ConnectionBanner />
    </Box>
  );
}
