import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from '@/lib/useLogout';

/** Logout for the staff consoles: a kitchen's phone or tablet has no avatar menu to reach it from. */
export function LogoutButton() {
  const { logout, loggingOut } = useLogout();
  return (
    <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={logout} disabled={loggingOut}>
      {loggingOut ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
