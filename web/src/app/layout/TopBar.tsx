import { useState, type FormEvent } from 'react';
import { AppBar, Avatar, Box, Button, Chip, IconButton, InputBase, Menu, MenuItem, Toolbar, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CartBadgeIcon, useCartLinkLabel } from '@/components/CartBadgeIcon';
import { useDisplayInitial, useSession } from '@/lib/session';
import { useLogout } from '@/lib/useLogout';
import { useThemeMode } from '@/lib/themeMode';
import { Logo } from './Logo';

function HeaderSearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/restaurants?search=${encodeURIComponent(query)}` : '/restaurants');
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', alignItems: 'center', bgcolor: 'action.hover', borderRadius: 5, px: 1 }}>
      <IconButton size="small" aria-label="Search restaurants" onClick={() => setOpen(true)} type={open ? 'submit' : 'button'}>
        <SearchIcon />
      </IconButton>
      <InputBase
        placeholder="Search restaurants..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(text.length > 0)}
        inputProps={{ 'aria-label': 'Search restaurants', enterKeyHint: 'search' }}
        sx={{ width: open ? 240 : 120, transition: 'width 200ms ease' }}
      />
    </Box>
  );
}

function AccountMenu() {
  const navigate = useNavigate();
  const initial = useDisplayInitial();
  const { logout } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <>
      <IconButton aria-label="Account menu" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initial}</Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => go('/orders')}>Past Orders</MenuItem>
        <MenuItem onClick={() => go('/profile')}>Account Settings</MenuItem>
        <MenuItem
          onClick={async () => {
            close();
            await logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}

export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={toggleMode} color="inherit">
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

export function TopBar() {
  const { user, initializing } = useSession();
  const cartLabel = useCartLinkLabel();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Logo />
        <Chip label="Hostel" size="small" sx={{ display: { md: 'none' } }} />
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          <Button component={RouterLink} to="/home" color="inherit">
            Home
          </Button>
          <Button component={RouterLink} to="/restaurants" color="inherit">
            Eats
          </Button>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
          <HeaderSearch />
        </Box>
        <ThemeToggle />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
          <IconButton component={RouterLink} to="/cart" aria-label={cartLabel} color="inherit">
            <CartBadgeIcon />
          </IconButton>
          {!initializing && (user ? <AccountMenu /> : <Button component={RouterLink} to="/login" variant="contained">Login</Button>)}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
