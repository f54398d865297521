import { Box, Drawer, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import HomeIcon from '@mui/icons-material/Home';
import MailIcon from '@mui/icons-material/Mail';
import PersonIcon from '@mui/icons-material/Person';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { useThemeMode } from '@/lib/themeMode';
import { paths } from '@/lib/routes';

/** How a switch looks; the list item itself is the switch (a real one inside it would nest two controls). */
function SwitchLook({ on }: { on: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{ width: 40, height: 22, borderRadius: 11, p: '3px', bgcolor: on ? 'primary.main' : 'action.disabled', transition: 'background-color 200ms' }}
    >
      <Box
        sx={{
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: 'background.paper',
          transform: on ? 'translateX(18px)' : 'none',
          transition: 'transform 200ms',
        }}
      />
    </Box>
  );
}

/** The landing page's slide-in menu (docs/product.md#landing-page); its Dark Mode item switches the theme for real. */
export function LandingMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { mode, toggleMode } = useThemeMode();

  const links: { label: string; to: string; icon: ReactNode }[] = [
    { label: 'Home', to: paths.home, icon: <HomeIcon /> },
    { label: 'Eats', to: paths.restaurants, icon: <RestaurantIcon /> },
    { label: 'Contact', to: paths.contact, icon: <MailIcon /> },
    { label: 'Search', to: paths.openSearch, icon: <SearchIcon /> },
    { label: 'Cart', to: paths.cart, icon: <ShoppingCartIcon /> },
    // Like everywhere else, Profile is offered only to a signed-in student.
    ...(user ? [{ label: 'Profile', to: paths.profile, icon: <PersonIcon /> }] : []),
  ];

  const go = (to: string) => {
    onClose();
    navigate(to);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'landing-menu-title', sx: { width: { xs: '82vw', sm: 320 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="landing-menu-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label="Landing menu">
        {links.map((link) => (
          <ListItemButton key={link.label} onClick={() => go(link.to)} sx={{ py: 1.25 }}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </ListItemButton>
        ))}
        <ListItemButton role="switch" aria-checked={mode === 'dark'} onClick={toggleMode} sx={{ py: 1.25 }}>
          <ListItemIcon>
            <DarkModeIcon />
          </ListItemIcon>
          <ListItemText primary="Dark Mode" slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          <SwitchLook on={mode === 'dark'} />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
