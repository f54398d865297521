/**
 * The colours the browser paints around the app: its title bar or status bar (`theme-color`), and the installed
 * app's splash screen. The brand orange in the light theme; the dark theme's page colour in the dark one, so that
 * a dark screen does not sit under an orange bar. Read by the web app manifest (web/installableApp.ts), index.html's
 * `<meta name="theme-color">` and the theme switch (app/ThemeModeProvider.tsx).
 */
export const THEME_COLOR = { light: '#e65100', dark: '#121212' } as const;

/** The installed app's splash screen, before the first page paints: the light theme's page colour. */
export const SPLASH_BACKGROUND = '#fafafa';
