import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (installed by .ci/run): Playwright's own browser download does not work offline.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // npm test also asks for the JSON report (where PLAYWRIGHT_JSON_OUTPUT_FILE says): the time per spec.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }]] : [['list']],
  use: {
    baseURL: process.env.APP_URL ?? 'http://127.0.0.1:5000',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    locale: 'en-IN',
    // The app's service worker (web/serviceWorker/sw.ts) would answer requests before page.route sees them, and keep
    // answers between tests of one context: the specs that test the worker itself turn it on (offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined } },
    // Tests tagged @one-width check behaviour that is the same at any width (access rules, messages, races): they
    // run at laptop width only, which keeps the suite's time for the layouts that do differ.
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, channel: undefined }, grepInvert: /@one-width/ },
  ],
});
