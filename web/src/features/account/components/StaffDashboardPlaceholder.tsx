import { Button, Container, Typography } from '@mui/material';
import { useSession } from '@/lib/session';
import { useLogout } from '@/lib/useLogout';

/** Where vendors and admins land after login until their consoles exist (section 6). */
export function StaffDashboardPlaceholder({ title }: { title: string }) {
  const { user } = useSession();
  const { logout, loggingOut } = useLogout();
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Signed in as {user?.email}. This console is coming soon.
      </Typography>
      <Button variant="outlined" onClick={logout} disabled={loggingOut}>
        {loggingOut ? 'Logging out...' : 'Logout'}
      </Button>
    </Container>
  );
}
