import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

/** The band at the top of each company page: an eyebrow, the page's one h1 and a line under it. */
export function PageHeader({ eyebrow, title, children, maxWidth = 'lg' }: { eyebrow: string; title: string; children: ReactNode; maxWidth?: 'md' | 'lg' }) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        py: { xs: 5, md: 8 },
        background: theme.palette.mode === 'dark' ? 'linear-gradient(160deg, #1f1712 0%, #121212 80%)' : 'linear-gradient(160deg, #fff1e4 0%, #fafafa 80%)',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Container maxWidth={maxWidth}>
        <Typography component="p" variant="overline" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: 2 }}>
          {eyebrow}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, letterSpacing: -0.5 }}>
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ mt: 1.5, fontSize: '1.1rem', maxWidth: 680 }}>
          {children}
        </Typography>
      </Container>
    </Box>
  );
}
