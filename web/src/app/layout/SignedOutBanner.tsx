import { Alert, Button } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';

const HIDDEN_ON = new Set(['/login', '/signup']);

export function SignedOutBanner() {
  const { user, initializing } = useSession();
  const { pathname } = useLocation();
  if (initializing || user || HIDDEN_ON.has(pathname)) return null;
  return (
    <Alert
      severity="info"
      icon={false}
      sx={{ borderRadius: 0, justifyContent: 'center' }}
      action={
        <Button component={RouterLink} to="/login" state={{ from: pathname }} color="inherit" size="small" variant="outlined">
          Log in
        </Button>
      }
    >
      Log in to order from every eatery on campus and track your food to your door.
    </Alert>
  );
}
