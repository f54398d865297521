import type { ReactNode } from 'react';
import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { TitleRow } from '@/components/TitleRow';
import { paths } from '@/lib/routes';

/** A screen of the admin console besides the dashboard: its heading, the way back to the dashboard, and what it is for. */
export function AdminScreen({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <TitleRow title={title}>
        <Button component={RouterLink} to={paths.adminDashboard}>
          Back to dashboard
        </Button>
      </TitleRow>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {children}
    </Container>
  );
}
