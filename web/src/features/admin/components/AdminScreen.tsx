import type { ReactNode } from 'react';
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/lib/routes';

/** A screen of the admin console besides the dashboard: its heading, the way back to the dashboard, and what it is for. */
export function AdminScreen({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={paths.adminDashboard}>
          Back to dashboard
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {children}
    </Container>
  );
}
