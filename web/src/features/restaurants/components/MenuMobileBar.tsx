import { Button, Paper, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/routes';
import { PHONE_BOTTOM_BAR_SX } from '@/lib/useKeepsPageEndClear';

/** The menu page's own bar on phones (the app's bottom bar is hidden here); in a short window it ends the menu instead. */
export function MenuMobileBar({ onOpenCategories }: { onOpenCategories: () => void }) {
  const navigate = useNavigate();
  return (
    <Paper component="nav" aria-label="Menu page" elevation={8} sx={PHONE_BOTTOM_BAR_SX}>
      <Stack direction="row" sx={{ justifyContent: 'space-around', py: 1 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(paths.restaurants)} color="inherit">
          Eats
        </Button>
        <Button startIcon={<SearchIcon />} component={RouterLink} to={paths.openSearch} color="inherit">
          Search
        </Button>
        <Button startIcon={<MenuBookIcon />} onClick={onOpenCategories} color="inherit">
          Categories
        </Button>
      </Stack>
    </Paper>
  );
}
