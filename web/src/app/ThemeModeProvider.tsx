import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
// The system's provider: the material one brings the CSS-variables provider into every page's shell.
import { ThemeProvider } from '@mui/system';
import { THEME_COLOR } from '@/config/themeColors';
import { ThemeModeContext, type ThemeMode } from '@/lib/themeMode';
import { buildTheme } from './theme';

const STORAGE_KEY = 'theme';

function readSavedMode(): ThemeMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** `prerendered`: hydration draws the build's light theme; the saved one follows before the next paint (docs/decisions/0013-hydrated-prerendering.md). */
export function ThemeModeProvider({ children, prerendered = false }: { children: ReactNode; prerendered?: boolean }) {
  const [saved, setMode] = useState<ThemeMode | null>(() => (prerendered ? null : readSavedMode()));
  const mode = saved ?? 'light';

  useLayoutEffect(() => {
    if (saved === null) setMode(readSavedMode());
  }, [saved]);

  useEffect(() => {
    if (saved === null) return;
    document.documentElement.classList.toggle('dark', mode === 'dark');
    document.documentElement.style.colorScheme = mode;
    // The browser's bar (and the installed app's title bar) follows the chosen theme; index.html starts it light.
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[mode]);
    try {
      localStorage.setItem(STORAGE_KEY, mode);
    } catch {
      // Private browsing: the choice lasts for this visit only.
    }
  }, [saved, mode]);

  // A choice made in another tab of the app reaches this one too: one student, one theme.
  useEffect(() => {
    const followOtherTab = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY && (event.newValue === 'dark' || event.newValue === 'light')) setMode(event.newValue);
    };
    window.addEventListener('storage', followOtherTab);
    return () => window.removeEventListener('storage', followOtherTab);
  }, []);

  const toggleMode = useCallback(() => setMode((current) => (current === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);
  const theme = useMemo(() => buildTheme(mode), [mode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
