import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './support/chromium';

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
    launchOptions: testChromium,
    screenshot: 'only-on-failure',
    // A trace records every action of every test to keep the failing ones: measured here, a fifth of the browser
    // tests' CPU (51 s against 41 s for the same six tests), on a 2-core machine where CPU is the suite's time. CI
    // keeps only the log, which names each failure. To debug one, run it again with a trace:
    // `npm run test:file -- tests/e2e/<spec> --trace retain-on-failure`.
    trace: 'off',
    locale: 'en-IN',
    // The app's service worker (web/serviceWorker/sw.ts) would answer requests before page.route sees them, and keep
    // answers between tests of one context: the specs that test the worker itself turn it on (offline.spec.ts).
    serviceWorkers: 'block',
    // A worker's tests that take Playwright's own `page` share one window, which Playwright resets between tests:
    // cookies, HTTP cache, local storage and IndexedDB of every origin visited, service workers, routes, init
    // scripts and bindings, extra pages. A new window was the dearest thing a test did (docs/architecture.md#tests):
    // the browser tests went from 6.3 to 5.6 minutes. Not reset, so no test changes them on this shared window:
    // permissions, `setOffline`, geolocation and extra headers (the specs that do open windows of their own, or,
    // like offline.spec.ts, ask for other context options, which gives them a window of their own).
    reuseContext: true,
  },
  // The phone project runs what differs at phone width (layout, navigation, the bottom bar, dialogs), not every flow
  // again: tests tagged @one-width check behaviour that is the same at any width (access rules, messages, races, the
  // journeys between windows) and run at laptop width only; tests tagged @phone-only check a flow's screens at phone
  // width instead of running the whole flow there (docs/architecture.md#tests).
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, channel: undefined }, grepInvert: /@one-width/ },
  ],
});
