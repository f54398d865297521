import type { VitePWAOptions } from 'vite-plugin-pwa';
import { SPLASH_BACKGROUND, THEME_COLOR } from './src/config/themeColors';

/** The manifest and service worker that make the app installable (docs/architecture.md#offline). */
export const installableApp: Partial<VitePWAOptions> = {
  // Our own worker, so its routes are ours to decide; the plugin writes the precache list into it.
  strategies: 'injectManifest',
  srcDir: 'serviceWorker',
  filename: 'sw.ts',
  // The app registers it after load, sparing the first paint the plugin's script tag.
  injectRegister: null,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'CampusEats',
    short_name: 'CampusEats',
    description: 'Order from your campus eateries, delivered to your hostel or flat.',
    lang: 'en-IN',
    // A student opens the app to order: the eatery list, prerendered (and kept offline).
    start_url: '/restaurants',
    scope: '/',
    display: 'standalone',
    // A manifest holds one pair; the dark theme's bar colour is set by the app when a student chooses it.
    theme_color: THEME_COLOR.light,
    background_color: SPLASH_BACKGROUND,
    categories: ['food', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  // The app shell, not the eateries' pictures (most never opened): the worker keeps those as they are seen.
  includeAssets: ['icons/apple-touch-icon-180.png'],
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg}'],
    globIgnores: ['images/**', '.vite/**'],
  },
};
