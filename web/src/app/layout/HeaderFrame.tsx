import type { ReactNode } from 'react';
import { Box, Toolbar } from '@mui/material';
import { ConnectionBanner } from './ConnectionBanner';

/** The sticky header of every screen, with the connection banner under its row; a plain header, lighter than MUI's AppBar. */
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
