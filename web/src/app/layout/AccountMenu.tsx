import { ListItemIcon, Menu, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '@/lib/useLogout';
import { paths } from '@/lib/routes';

/** The avatar's menu in the top bar (loaded on first open). */
export function AccountMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const navigate = useNavigate();
  const { logout } = useLogout();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
      <MenuItem onClick={() => go(paths.orders)}>
        <ListItemIcon>
          <ReceiptLongIcon fontSize="small" />
        </ListItemIcon>
        Past Orders
      </MenuItem>
      <MenuItem onClick={() => go(paths.profile)}>
        <ListItemIcon>
          <SettingsIcon fontSize="small" />
        </ListItemIcon>
        Account Settings
      </MenuItem>
      <MenuItem
        onClick={async () => {
          onClose();
          await logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
