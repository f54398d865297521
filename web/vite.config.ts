import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { parseWebEnv } from './src/config/envSchema';
import { prerenderPages } from './prerender';
import { checkCspScriptHashes } from './cspScriptHashes';
import { leaveOutUnusedFirebaseProducts } from './unusedFirebaseProducts';
import { installableApp } from './installableApp';
import { pageRewritesOf } from './serviceWorker/cacheRules';

// In `npm run dev` the API is the functions emulator; Hosting's `/api/**` rewrite does the same in `npm start`.
const FUNCTIONS_EMULATOR = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
const API_FUNCTION_PATH = '/demo-campuseats/us-central1/api';
const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
// Hosting's rewrites name the pages to prerender, and its CSP must allow their inline script.
const FIREBASE_JSON = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const PAGE_REWRITES = pageRewritesOf(FIREBASE_JSON);

export default defineConfig(({ mode }) => ({
  plugins: [react(), leaveOutUnusedFirebaseProducts(), prerenderPages(PAGE_REWRITES), checkCspScriptHashes(FIREBASE_JSON), VitePWA(installableApp)],
  define: {
    // The configuration is validated here, once, and fails the build or the dev server when it is wrong.
    __CAMPUSEATS_ENV__: JSON.stringify(parseWebEnv(loadEnv(mode, WEB_ROOT, 'VITE_'))),
    // The service worker's offline pages follow Hosting's rewrites (serviceWorker/sw.ts); its build shares this define.
    __HOSTING_PAGE_REWRITES__: JSON.stringify(PAGE_REWRITES),
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: FUNCTIONS_EMULATOR, rewrite: (path) => `${API_FUNCTION_PATH}${path}` },
    },
  },
  build: {
    target: 'es2022',
    // Read by scripts/bundle-size.mjs to add up what each route downloads on a first visit.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One shell file: small files compressed apart make a first visit heavier (docs/bench/2026-11-budgets.md).
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
}));
