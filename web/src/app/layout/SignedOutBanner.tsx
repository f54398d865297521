import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { looksSignedIn, useSession } from '@/lib/session';
import { paths } from '@/lib/routes';

const HIDDEN_ON = new Set<string>([paths.login, paths.signup]);

/** The login prompt on every route while nobody is signed in (docs/product.md#on-every-screen), drawn from the first paint. */
export function SignedOutBanner() {
  const session = useSession();
  const { pathname } = useLocation();
  if (looksSignedIn(session) || HIDDEN_ON.has(pathname)) return null;
  return (
    <Box
      component="aside"
      aria-label="Sign-in reminder"
      data-testid="signed-out-banner"
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 1, sm: 2 },
        px: 2,
        py: 1,
        bgcolor: theme.palette.mode === 'dark' ? '#2a1a10' : '#fff1e6',
        color: theme.palette.mode === 'dark' ? '#ffd9c2' : '#4a1f00',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'center' }}>
        Log in to order from every eatery on campus and track your food to your door.
      </Typography>
      <Button component={RouterLink} to={paths.login} state={{ from: pathname }} color="inherit" size="small" variant="outlined" sx={{ py: 0.25 }}>
        Log in
      </Button>
    </Box>
  );
}
