import { lazy, Suspense, useState } from 'react';
import { Box, Button, Container, IconButton, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router-dom';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { usePrefersReducedMotion } from '@/lib/motion/usePrefersReducedMotion';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useRotatingIndex } from '../hooks/useRotatingIndex';
import { useTypingLoop } from '../hooks/useTypingLoop';
import { CRAVINGS, CRAVINGS_INTERVAL_MS, TYPED_FOODS } from './landingContent';

// The slide-in menu (and MUI's Drawer) loads when it is first opened.
const loadLandingMenu = () => import('./LandingMenu');
const LandingMenu = lazy(async () => ({ default: (await loadLandingMenu()).LandingMenu }));

const blink = keyframes`
  50% { opacity: 0; }
`;
const riseIn = keyframes`
  from { opacity: 0; transform: translateY(0.4em); }
  to { opacity: 1; transform: none; }
`;

const FOODS_SENTENCE = `${TYPED_FOODS.slice(0, -1).join(', ')} or ${TYPED_FOODS.at(-1)}`;

function TypedFood() {
  const reducedMotion = usePrefersReducedMotion();
  const food = useTypingLoop(TYPED_FOODS, reducedMotion);
  return (
    <>
      {/* Screen readers get the whole line at once instead of a letter at a time. */}
      <VisuallyHidden>Ordering {FOODS_SENTENCE}? </VisuallyHidden>
      <Box
        component="span"
        aria-hidden
        data-testid="typed-food"
        sx={{ display: 'block', fontSize: '0.55em', fontWeight: 700, color: 'text.secondary', minHeight: '1.3em' }}
      >
        Ordering{' '}
        <Box component="span" sx={{ color: 'primary.main' }}>
          {food}
        </Box>
        <Box
          component="span"
          sx={{
            display: 'inline-block',
            width: '0.08em',
            height: '0.9em',
            ml: '0.05em',
            verticalAlign: '-0.1em',
            bgcolor: 'primary.main',
            animation: reducedMotion ? 'none' : `${blink} 1s step-end infinite`,
          }}
        />
        ?
      </Box>
    </>
  );
}

function Craving() {
  const reducedMotion = usePrefersReducedMotion();
  const index = useRotatingIndex(CRAVINGS.length, CRAVINGS_INTERVAL_MS, reducedMotion);
  // Only the phrases after the prerendered first one rise in, or hydrating would flash it.
  const [rotated, setRotated] = useState(false);
  if (index !== 0 && !rotated) setRotated(true);
  const craving = CRAVINGS[index];
  return (
    <Typography
      key={craving}
      data-testid="craving"
      variant="h6"
      component="p"
      sx={{ fontWeight: 600, minHeight: { xs: '3.2em', sm: '1.6em' }, animation: reducedMotion || !rotated ? 'none' : `${riseIn} 350ms ease-out` }}
    >
      {craving}
    </Typography>
  );
}

export function Hero() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        background:
          theme.palette.mode === 'dark'
            ? 'radial-gradient(circle at 85% 20%, #3a2212 0, transparent 55%), linear-gradient(160deg, #1b1410 0%, #121212 70%)'
            : 'radial-gradient(circle at 85% 20%, #ffd9b8 0, transparent 55%), linear-gradient(160deg, #fff4ea 0%, #fafafa 70%)',
      })}
    >
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onPointerEnter={loadLandingMenu}
        onFocus={loadLandingMenu}
        onClick={() => setMenuOpen(true)}
        sx={{
          position: 'absolute',
          top: { xs: 8, md: 16 },
          right: { xs: 8, md: 16 },
          zIndex: 1,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <MenuIcon />
      </IconButton>
      {menuOpen && (
        <Suspense fallback={null}>
          <LandingMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}

      <Container
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
          alignItems: 'center',
          gap: { xs: 3, md: 6 },
          py: { xs: 5, md: 8 },
          // A screen tall on laptops (less the top bar, plus a pixel so the next section starts off-screen).
          minHeight: { md: 'calc(100svh - 63px)' },
        }}
      >
        <Box>
          <Typography
            id="hero-heading"
            component="h1"
            sx={{ fontWeight: 900, lineHeight: 1.05, letterSpacing: -1, fontSize: { xs: 'clamp(2rem, 12.5vw, 2.75rem)', sm: '3.5rem', lg: '4.5rem' } }}
          >
            <TypedFood />
            Think{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              CampusEats.
            </Box>
          </Typography>
          <Box sx={{ mt: 2.5 }}>
            <Craving />
          </Box>
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: '1.1rem' }}>
            Small team. Big appetite.
          </Typography>
          {/* Side by side while they fit, each on one line: the second goes under the first on a narrow column. */}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mt: 4, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={user ? paths.restaurants : paths.login}
              variant="contained"
              size="large"
              sx={{ px: 5, py: 1.5, fontSize: '1.05rem', fontWeight: 800, letterSpacing: 1, whiteSpace: 'nowrap' }}
            >
              ORDER FOOD
            </Button>
            <Button component="a" href="#lucky-draw" size="large" color="inherit" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              Win a week of free meals
            </Button>
          </Stack>
        </Box>
        <Box
          component="img"
          src="/images/landing/hero.svg"
          alt="A CampusEats rider on a scooter carrying a pizza box to a hostel"
          width={560}
          height={440}
          fetchPriority="high"
          sx={{ width: '100%', maxWidth: { xs: 380, md: 560 }, height: 'auto', justifySelf: 'center' }}
        />
      </Container>
    </Box>
  );
}
