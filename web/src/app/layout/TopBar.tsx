import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Box, Button, IconButton, Typography } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from '@campuseats/common/restaurantOptions';
import { CartBadgeIcon, useCartLinkLabel } from '@/components/CartBadgeIcon';
import { HOME_OF_ROLE, paths } from '@/lib/routes';
import { looksSignedIn, useDisplayInitial, useSession } from '@/lib/session';
import { useThemeMode } from '@/lib/themeMode';
import { Logo } from './Logo';
import { ActiveOrderIndicator } from './ActiveOrderIndicator';
import { HeaderFrame } from './HeaderFrame';
import { NotificationBellSlot } from './NotificationBellSlot';

// The menu (and MUI's Popover behind it) loads on the first open: every visit downloads the top bar, few open it.
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

function HeaderSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? paths.restaurantsMatching(query) : paths.restaurants);
    inputRef.current?.blur();
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'action.hover',
        borderRadius: 5,
        pl: 0.5,
        pr: 1.5,
        border: 1,
        borderColor: open ? 'primary.main' : 'transparent',
        transition: 'border-color 200ms ease',
      }}
    >
      {/* Out of the Tab order: the box itself is the one stop, Enter searches from it; a click on the icon opens it. */}
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={open ? 'Search' : 'Open search'}
        type={open && text.trim() ? 'submit' : 'button'}
        onClick={() => inputRef.current?.focus()}
        color="inherit"
      >
        <SearchIcon fontSize="small" />
      </IconButton>
      <Box
        component="input"
        ref={inputRef}
        type="search"
        placeholder="Search restaurants..."
        aria-label="Search restaurants"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(text.trim().length > 0)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Escape') {
            setText('');
            event.currentTarget.blur();
          }
        }}
        sx={{
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '0.95rem',
          py: 0.75,
          // Collapsed, it still shows the whole placeholder beside the space Chromium keeps for a search box's clear button.
          width: open ? 240 : 184,
          transition: 'width 200ms ease',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
    </Box>
  );
}

function AccountButton() {
  const initial = useDisplayInitial();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onPointerEnter={loadAccountMenu}
        onFocus={loadAccountMenu}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Box
          component="span"
          sx={{
            width: 34,
            height: 34,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
            fontSize: '1.1rem',
          }}
        >
          {initial}
        </Box>
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    // A native title, not MUI's Tooltip: Tooltip brings Popper.js into the shell every page loads.
    <IconButton aria-label={label} title={label} onClick={toggleMode} color="inherit" sx={{ p: { xs: 0.75, md: 1 } }}>
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}

const NAV_LINK_SX = {
  px: 1.5,
  borderRadius: 2,
  color: 'text.primary',
  fontWeight: 600,
  '&[aria-current="page"]': { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor', borderRadius: 0 },
} as const;

export function TopBar() {
  const session = useSession();
  const cartLabel = useCartLinkLabel();
  return (
    <HeaderFrame>
      {/* On a 320 px phone the mark alone leaves room for the Hostel label and the theme toggle on one row. */}
      <Logo wordmarkOnNarrowestPhones={false} />
      <Box
        aria-label="Delivering to: Hostel"
        role="note"
        sx={{
          display: { xs: 'inline-flex', md: 'none' },
          alignItems: 'center',
          gap: 0.25,
          px: 1,
          py: 0.25,
          borderRadius: 4,
          bgcolor: 'action.selected',
          fontSize: '0.8rem',
          fontWeight: 700,
        }}
      >
        <LocationOnIcon sx={{ fontSize: 16, color: 'primary.main' }} aria-hidden />
        Hostel
      </Box>
      <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
        <Button component={NavLink} to={paths.home} sx={NAV_LINK_SX}>
          Home
        </Button>
        <Button component={NavLink} to={paths.restaurants} end sx={NAV_LINK_SX}>
          Eats
        </Button>
      </Box>
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
        <HeaderSearch />
      </Box>
      <ActiveOrderIndicator />
      <NotificationBellSlot />
      <ThemeToggle />
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
        <IconButton component={RouterLink} to={paths.cart} aria-label={cartLabel} color="inherit">
          <CartBadgeIcon />
        </IconButton>
        {looksSignedIn(session) ? (
          <AccountButton />
        ) : (
          <Button component={RouterLink} to={paths.login} variant="contained">
            Login
          </Button>
        )}
      </Box>
    </HeaderFrame>
  );
}

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
