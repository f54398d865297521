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
  const items = [
    { label: 'Past Orders', Icon: ReceiptLongIcon, act: () => navigate(paths.orders) },
    { label: 'Account Settings', Icon: SettingsIcon, act: () => navigate(paths.profile) },
    { label: 'Logout', Icon: LogoutIcon, act: logout },
  ];

  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } }, list: { 'aria-label': 'Account' } }}
    >
      {items.map(({ label, Icon, act }) => (
        <MenuItem
          key={label}
          onClick={async () => {
            onClose();
            await act();
          }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
