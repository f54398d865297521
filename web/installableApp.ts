import type { VitePWAOptions } from 'vite-plugin-pwa';
import { SPLASH_BACKGROUND, THEME_COLOR } from './src/config/themeColors';

/**
 * What makes the app installable (docs/architecture.md#offline): the web app manifest, and the
 * service worker of serviceWorker/sw.ts with the files it precaches. The icons are web/public/icons/*.png, drawn
 * from the logo by scripts/make-app-icons.mjs.
 */
export const installableApp: Partial<VitePWAOptions> = {
  // Our own worker (serviceWorker/sw.ts): its routes are ours to decide; the plugin builds it and writes the precache
  // list into it.
  strategies: 'injectManifest',
  srcDir: 'serviceWorker',
  filename: 'sw.ts',
  // src/app/registerServiceWorker.ts registers it once the page has loaded: the plugin's own way is a script tag in
  // the head, one more request before the first paint.
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
  // The app shell: every script and style of this build, the pages (index.html and the prerendered pages), the logo,
  // and (added by the plugin) the manifest and its icons. Not the pictures of eateries and dishes (megabytes, most
  // never opened): the worker keeps those as they are seen.
  includeAssets: ['icons/apple-touch-icon-180.png'],
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg}'],
    globIgnores: ['images/**', '.vite/**'],
  },
};
