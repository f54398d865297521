import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SearchIcon from '@mui/icons-material/Search';
import PersonIcon from '@mui/icons-material/Person';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CartBadgeIcon, useCartLinkLabel } from '@/components/CartBadgeIcon';
import { looksSignedIn, useSession } from '@/lib/session';
import { paths } from '@/lib/routes';
import { PHONE_BOTTOM_BAR_SX } from '@/lib/useKeepsPageEndClear';

const ITEMS = [
  { label: 'Home', to: paths.home, icon: <HomeIcon /> },
  { label: 'Food', to: paths.restaurants, icon: <RestaurantIcon /> },
  // Its address carries a query, so no pathname marks it current.
  { label: 'Search', to: paths.openSearch, icon: <SearchIcon /> },
  { label: 'Cart', to: paths.cart, icon: <CartBadgeIcon /> },
];

export function BottomNav() {
  const { pathname } = useLocation();
  const session = useSession();
  const cartLabel = useCartLinkLabel();
  // Profile joins the bar from the first paint for a browser that was signed in, so the items never resize.
  const items = looksSignedIn(session) ? [...ITEMS, { label: 'Profile', to: paths.profile, icon: <PersonIcon /> }] : ITEMS;
  const current = items.findIndex((item) => item.to === pathname);

  return (
    <Paper component="nav" aria-label="Bottom navigation" elevation={8} sx={PHONE_BOTTOM_BAR_SX}>
      <BottomNavigation showLabels value={current === -1 ? false : current}>
        {items.map((item) => (
          <BottomNavigationAction
            key={item.label}
            label={item.label}
            icon={item.icon}
            component={RouterLink}
            to={item.to}
            aria-label={item.to === paths.cart ? cartLabel : undefined}
            // MUI's 80 px minimum makes five items 400 px: on a 375 px phone Home and Profile were cut at the edges.
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
