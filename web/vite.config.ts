import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { parseWebEnv } from './src/config/envSchema';
import { prerenderFirstPaint } from './prerender';
import { checkCspScriptHashes } from './cspScriptHashes';
import { leaveOutUnusedFirebaseProducts } from './unusedFirebaseProducts';

// In `npm run dev` the API is the functions emulator; Hosting's `/api/**` rewrite does the same in `npm start`.
const FUNCTIONS_EMULATOR = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
const API_FUNCTION_PATH = '/demo-campuseats/us-central1/api';
const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
// Hosting's headers, whose Content-Security-Policy must allow the built pages' inline scripts (cspScriptHashes.ts).
const FIREBASE_JSON = fileURLToPath(new URL('../firebase.json', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react(), leaveOutUnusedFirebaseProducts(), prerenderFirstPaint(), checkCspScriptHashes(FIREBASE_JSON)],
  // The configuration is validated here, once, and fails the build or the dev server when it is wrong.
  define: { __CAMPUSEATS_ENV__: JSON.stringify(parseWebEnv(loadEnv(mode, WEB_ROOT, 'VITE_'))) },
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
  },
}));
