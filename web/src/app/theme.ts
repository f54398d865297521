import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '@/lib/themeMode';
import { focusRing, INSET_FOCUS_RING } from '@/config/focusRing';

// Brand orange darkened enough for white text and for text on white to meet WCAG AA (4.5:1).
const BRAND = { light: '#c43e00', dark: '#ff9e66' };

export function buildTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: BRAND[mode], contrastText: mode === 'light' ? '#ffffff' : '#1a0e00' },
      secondary: { main: mode === 'light' ? '#00695c' : '#4db6ac' },
      success: { main: mode === 'light' ? '#1b7a34' : '#66bb6a' },
      // MUI's default light warning (#ed6c02) and info (#0288d1) fall short of 4.5:1 as text on white.
      warning: { main: mode === 'light' ? '#a84a00' : '#ffa726' },
      info: { main: mode === 'light' ? '#01579b' : '#29b6f6' },
      // White text on MUI's dark error red falls short of AA on a contained button or a filled chip: dark text, as on the dark primary.
      error: mode === 'light' ? { main: '#d32f2f' } : { main: '#f44336', contrastText: '#1a0e00' },
      background: mode === 'light' ? { default: '#fafafa', paper: '#ffffff' } : { default: '#121212', paper: '#1e1e1e' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
    },
    components: {
      // MUI's buttons, cards and list rows remove the browser's outline: the same ring as elsewhere on keyboard focus.
      MuiButtonBase: { defaultProps: { disableRipple: false }, styleOverrides: { root: { '&.Mui-focusVisible': focusRing(BRAND[mode]) } } },
      // Inside the card's rounded, clipped edge.
      MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } } },
      // Around the whole switch: on its knob the track would clip the ring.
      MuiSwitch: {
        styleOverrides: { root: { '&:has(.Mui-focusVisible)': focusRing(BRAND[mode]) }, switchBase: { '&.Mui-focusVisible': { outline: 'none' } } },
      },
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid', borderColor: mode === 'light' ? '#e0e0e0' : '#333' } } },
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': focusRing(BRAND[mode]),
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
    },
  });
}
