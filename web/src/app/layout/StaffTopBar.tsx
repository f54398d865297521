import { Box, Typography } from '@mui/material';
import { HOME_OF_ROLE } from '@/lib/routes';
import { HeaderFrame } from './HeaderFrame';
import { Logo } from './Logo';
import { NotificationBellSlot } from './NotificationBellSlot';
import { ThemeToggle } from './TopBar';

const CONSOLE_NAME = { vendor: 'Vendor', admin: 'Admin' } as const;

/** The header of the staff consoles (docs/product.md#on-every-screen): none of a student's cart, search or account menu. */
export function StaffTopBar({ staff }: { staff: keyof typeof CONSOLE_NAME }) {
  return (
    <HeaderFrame>
      <Logo to={HOME_OF_ROLE[staff]} />
      <Typography component="span" variant="body2" sx={{ px: 1, py: 0.25, borderRadius: 4, bgcolor: 'action.selected', fontWeight: 700 }}>
        {CONSOLE_NAME[staff]}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <NotificationBellSlot />
      <ThemeToggle />
    </HeaderFrame>
  );
}
