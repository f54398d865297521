import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { emulatorEnv } from './scripts/emulators.mjs';
import { parseWebEnv } from './web/src/config/envSchema';

const env = emulatorEnv();
const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));

/**
 * API tests that run alone, after the rest (project stress): bursts of racing writes and thousands of fuzzed
 * requests through Hosting start dozens of function workers, and the tests that create eateries, move their
 * ratings or close them would change the list that tests/api/restaurants.test.ts pages through while it runs.
 */
const SEPARATE_API_FILES = [
  'tests/api/contention.test.ts',
  'tests/api/tokens.test.ts',
  'tests/api/slotRaces.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/reviewRaces.test.ts',
  'tests/api/reviews.test.ts',
  'tests/api/notifications.test.ts',
  'tests/api/menuEditor.test.ts',
  'tests/api/figures.test.ts',
  'tests/api/openingHours.test.ts',
  'tests/api/admin.test.ts',
  'tests/api/orderSteps.test.ts',
  'tests/api/faults.test.ts',
  'tests/api/busySwitch.test.ts',
  'tests/api/dataRights.test.ts',
  'tests/api/orderSweep.test.ts',
  'tests/api/pickup.test.ts',
  'tests/api/readyEstimates.test.ts',
];

// Three kinds of test, one runner: pure unit tests, and rules and API tests that need the emulators
// (`npm test` runs them all inside `firebase emulators:exec`).
export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) is a single worker on these 2-core machines; the rules
    // and API tests spend their time waiting on the emulators, so four files at once finish in half the time.
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'web/serviceWorker/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        // What web/vite.config.ts defines at build time: the web app's checked configuration (demo defaults here).
        define: { __CAMPUSEATS_ENV__: JSON.stringify(parseWebEnv({})) },
        // Node by default: most of the web app's tests are pure functions, and a jsdom window per file was two thirds of
        // the project's time. A test that renders or needs the DOM says so in its first line: `// @vitest-environment jsdom`.
        // Screen tests (web/src/testing/) wait for lazily loaded parts of a screen and run axe twice: 30 s, not 5, on a busy 2-core machine.
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 },
      },
      {
        test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], environment: 'node', env, testTimeout: 20_000 },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: SEPARATE_API_FILES,
          environment: 'node',
          env,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/support/apiGlobalSetup.ts'],
        },
      },
      {
        // Run alone, after the rest (scripts/test-inside-emulators.mjs): see SEPARATE_API_FILES.
        test: { name: 'stress', include: SEPARATE_API_FILES, environment: 'node', env, testTimeout: 60_000, hookTimeout: 240_000 },
      },
    ],
  },
});
