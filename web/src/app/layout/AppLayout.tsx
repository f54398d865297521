import { useEffect, useRef } from 'react';
import { Box, GlobalStyles } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { Outlet, ScrollRestoration, useMatch, useNavigate, useNavigation } from 'react-router-dom';
import { REGISTRATION_INCOMPLETE_EVENT } from '@/lib/apiClient';
import { useTitleReset } from '@/lib/useDocumentTitle';
import { useFocusOnNewPage } from '@/lib/useFocusOnNewPage';
import { SCREENS, STAFF_AREAS, paths } from '@/lib/routes';
import { BOTTOM_BARS_VARIABLE, SHORT_WINDOW } from '@/lib/useKeepsPageEndClear';
import { StaffTopBar, TopBar } from './TopBar';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { SignedOutBanner } from './SignedOutBanner';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar while the next screen's code loads (hand-written: MUI's LinearProgress is heavier than it looks). */
function PageLoadingBar() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 1300, overflow: 'hidden', bgcolor: 'action.selected' }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${sweep} 1s ease-in-out infinite` }} />
    </Box>
  );
}

export function AppLayout() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  // The API refused an account that never finished signing up: open the signup step it is missing.
  useEffect(() => {
    const finishSignup = () => navigate(paths.signup);
    window.addEventListener(REGISTRATION_INCOMPLETE_EVENT, finishSignup);
    return () => window.removeEventListener(REGISTRATION_INCOMPLETE_EVENT, finishSignup);
  }, [navigate]);
  useTitleReset();
  const main = useRef<HTMLElement>(null);
  useFocusOnNewPage(main);
  // The menu page has its own bottom bar on phones; the staff consoles need none of a student's destinations.
  const onMenuPage = useMatch(SCREENS.restaurantMenu.path) !== null;
  const onVendorConsole = useMatch(STAFF_AREAS.vendor) !== null;
  const onAdminConsole = useMatch(STAFF_AREAS.admin) !== null;
  const onStaffConsole = onVendorConsole || onAdminConsole;
  // The counter board fills a TV at the counter: none of the app's bars or links, only the board.
  const onCounterBoard = useMatch(SCREENS.counterBoard.path) !== null;
  if (onCounterBoard) {
    return (
      <Box component="main" id="main" ref={main} tabIndex={-1} sx={{ outline: 'none' }}>
        <Outlet />
      </Box>
    );
  }

  // On phones a bar is fixed at the bottom of every other screen, and a screen may fix its own action bar above it
  // (useKeepsPageEndClear): the footer ends clear of them, and a control the keyboard moves to scrolls clear of them.
  // In a short window only the action bar is fixed, as on a wide screen.
  const barsReserve = onStaffConsole
    ? { xs: '0px', md: '0px' }
    : { xs: `max(calc(56px + env(safe-area-inset-bottom)), var(${BOTTOM_BARS_VARIABLE}, 0px))`, md: `var(${BOTTOM_BARS_VARIABLE}, 0px)` };
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', pb: barsReserve, [SHORT_WINDOW]: { pb: barsReserve.md } }}>
      <GlobalStyles
        styles={(theme) => ({
          html: {
            scrollPaddingBottom: barsReserve.xs,
            [theme.breakpoints.up('md')]: { scrollPaddingBottom: barsReserve.md },
            [SHORT_WINDOW]: { scrollPaddingBottom: barsReserve.md },
          },
        })}
      />
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.paper', color: 'text.primary' } }}
      >
        Skip to content
      </Box>
      {/* Back and forward return to where the page was scrolled; any other visit starts at its top, or at its #anchor. */}
      <ScrollRestoration />
      {onVendorConsole ? <StaffTopBar staff="vendor" /> : onAdminConsole ? <StaffTopBar staff="admin" /> : <TopBar />}
      {navigation.state === 'loading' && <PageLoadingBar />}
      <SignedOutBanner />
      {/* At least a window tall, so that a screen's content arriving pushes no footer the student sees. */}
      <Box component="main" id="main" ref={main} tabIndex={-1} sx={{ flex: 1, outline: 'none', minHeight: 'calc(100dvh - 56px)' }}>
        <Outlet />
      </Box>
      <Footer staff={onStaffConsole} />
      {!onMenuPage && !onStaffConsole && <BottomNav />}
    </Box>
  );
}
