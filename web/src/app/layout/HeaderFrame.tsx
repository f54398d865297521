import type { ReactNode } from 'react';
import { Box, Toolbar } from '@mui/material';
import { ConnectionBanner } from './ConnectionBanner';

/**
 * The sticky header of every screen, a student's or staff's: its row of controls, and under it the connection
 * banner, both in view while the page scrolls. A plain header instead of MUI's AppBar: the shell every page loads
 * stays small, and AppBar adds little but weight.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}>
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, flexWrap: { xs: 'wrap', md: 'nowrap' } }}>{children}</Toolbar>
      <ConnectionBanner />
    </Box>
  );
}
