import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

interface Figure {
  label: string;
  value: ReactNode;
  testId?: string;
}

export function FigureTiles({ label, figures, columns }: { label?: string; figures: Figure[]; columns: Record<string, string> }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: columns }}>
      {figures.map((figure) => (
        <Box component="li" key={figure.label} data-testid={figure.testId} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
