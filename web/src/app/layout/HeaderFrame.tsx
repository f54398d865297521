import type { ReactNode } from 'react';
import { Box, Toolbar } from '@mui/material';
import { ConnectionBanner } from './ConnectionBanner';

/**
 * The sticky header of every screen, a student's or staff's: its row of controls, and under it the connection
 * banner, both in view while the page scrolls. On phones its edges are a little narrower, so that a signed-in
 * student's row (logo, Hostel, the bell, the theme toggle) stays one row down to 320 px. A plain header instead of MUI's AppBar: the shell every page loads
 * stays small, and AppBar adds little but weight.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1, md: 2 }, px: { xs: 1.5, sm: 2 }, flexWrap: { xs: 'wrap', md: 'nowrap' } }}>{children}</Toolbar>
      <ConnectionBanner />
    </Box>
  );
}
