import { Box, LinearProgress } from '@mui/material';
import { Outlet, useMatch, useNavigation } from 'react-router-dom';
import { TopBar } from './TopBar';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { SignedOutBanner } from './SignedOutBanner';

export function AppLayout() {
  const navigation = useNavigation();
  const onMenuPage = useMatch('/restaurants/:id') !== null;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.paper' } }}
      >
        Skip to content
      </Box>
      <TopBar />
      {navigation.state === 'loading' && (
        <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1300 }} />
      )}
      <SignedOutBanner />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', pb: { xs: onMenuPage ? 0 : 8, md: 0 } }}>
        <Outlet />
      </Box>
      <Footer />
      {!onMenuPage && <BottomNav />}
    </Box>
  );
}
