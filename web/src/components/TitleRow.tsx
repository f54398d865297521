import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/** A screen's h1, what it is above it when given, and its own controls beside it (under it once the row is full). */
export function TitleRow({ title, overline, children }: { title: ReactNode; overline?: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Box>
        {overline && (
          <Typography variant="overline" color="text.secondary">
            {overline}
          </Typography>
        )}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </Stack>
  );
}
