import { Button } from '@mui/material';
import { useLogout } from '@/lib/useLogout';

/** Logout for the staff consoles: on a phone the top bar has no account menu, and staff have no profile page. */
export function LogoutButton() {
  const { logout, loggingOut } = useLogout();
  return (
    <Button variant="outlined" onClick={() => void logout()} disabled={loggingOut}>
      {loggingOut ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
