import { Button, Paper, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/routes';

/** The menu page's own bar on phones (the app's bottom bar is hidden here). */
export function MenuMobileBar({ onOpenCategories }: { onOpenCategories: () => void }) {
  const navigate = useNavigate();
  return (
    <Paper
      component="nav"
      aria-label="Menu page"
      elevation={8}
      sx={{ display: { md: 'none' }, position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1100, pb: 'env(safe-area-inset-bottom)' }}
    >
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
