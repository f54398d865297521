import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorEnv } from './scripts/emulators.mjs';
import { parseWebEnv } from './web/src/config/envSchema';

const env = emulatorEnv();
const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));

/**
 * The web app's tests that need a fresh module graph per file (project web-isolated): those that need a DOM (a screen,
 * a hook), which say so in their first line, `// @vitest-environment jsdom`, and share MSW's server and Firebase
 * Auth's captured fetch; and those that mock a module, whose mock would otherwise reach the next file's imports.
 */
const ISOLATED_WEB_TESTS = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => {
    const source = readFileSync(join(webSrc, file), 'utf8');
    return source.startsWith('// @vitest-environment jsdom') || source.includes('vi.mock(');
  })
  .map((file) => `web/src/${file}`);

/**
 * How the web app's tests resolve and build it: its `@` alias, and what web/vite.config.ts defines at build time. A new
 * object per project: Vitest takes the definitions out of the `define` it is given.
 */
const webApp = () => ({
  resolve: { alias: { '@': webSrc } },
  // The web app's checked configuration (demo defaults here).
  define: { __CAMPUSEATS_ENV__: JSON.stringify(parseWebEnv({})) },
});

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
  'tests/api/busySwitch.test.ts',
  'tests/api/dataRights.test.ts',
  'tests/api/orderSweep.test.ts',
  'tests/api/pickup.test.ts',
  'tests/api/readyEstimates.test.ts',
  // A fresh eatery of their own (tests/support/vendorWithEatery.ts, firstSlotsOffered in tests/support/clock.ts), made
  // and deleted while tests/api/answers.test.ts fetched the menu of each listed eatery: that one answered 404.
  'tests/api/slots.test.ts',
  'tests/api/hardening.test.ts',
];

/**
 * Tests that end a function worker on purpose (project worker-kills): they run after the stress project, alone. Run
 * beside it, a kill once reset two other files' requests at Hosting's hand-off to the Functions emulator
 * (`read ECONNRESET`, answered 500 "An internal error occurred while proxying…").
 */
const WORKER_KILL_FILES = ['tests/api/faults.test.ts'];
/**
 * Tests that page through the whole eatery list (project eatery-list): they run alone, before the stress project. Run
 * beside the cart and order tests, a fixture eatery closing between two pages moved the eateries after it by one
 * place (the list puts open eateries first), so one eatery came twice and another never.
 */
const EATERY_LIST_FILES = ['tests/api/restaurants.test.ts'];
const STRESS_SETTINGS = { environment: 'node', env, testTimeout: 60_000, hookTimeout: 240_000, isolate: false } as const;

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
          // Pure functions that leave nothing behind and mock no module: files share a worker's modules instead of
          // loading them afresh, which was most of the project's CPU (docs/decisions/0024-six-minute-suite.md).
          isolate: false,
        },
      },
      {
        ...webApp(),
        // The rest of the web app's tests, pure functions in Node, sharing modules between files as the unit project does.
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], exclude: ISOLATED_WEB_TESTS, environment: 'node', isolate: false, testTimeout: 30_000 },
      },
      {
        ...webApp(),
        // Screen tests (web/src/testing/) wait for lazily loaded parts of a screen and run axe twice: 30 s, not 5, on a busy 2-core machine.
        test: { name: 'web-isolated', include: ISOLATED_WEB_TESTS, testTimeout: 30_000 },
      },
      {
        // Each file makes its own rules environment under a project id of its own (tests/support/rules.ts), and nothing
        // else keeps state between files: they share a worker's modules too, as the unit project does.
        test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], environment: 'node', env, testTimeout: 20_000, isolate: false },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: [...EATERY_LIST_FILES, ...SEPARATE_API_FILES, ...WORKER_KILL_FILES],
          environment: 'node',
          env,
          // Each file makes its own users and eateries and serves its own app: files share a worker's modules, so the
          // function's code, firebase-admin and zod load once per worker, not once per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/support/apiGlobalSetup.ts'],
        },
      },
      {
        // After the rest (scripts/test-inside-emulators.mjs), alone: see EATERY_LIST_FILES.
        test: { name: 'eatery-list', include: EATERY_LIST_FILES, ...STRESS_SETTINGS, sequence: { groupOrder: 0 } },
      },
      {
        // After the eatery list, in the same run, alone: see SEPARATE_API_FILES.
        test: { name: 'stress', include: SEPARATE_API_FILES, ...STRESS_SETTINGS, sequence: { groupOrder: 1 } },
      },
      {
        // After the stress project, in the same run: see WORKER_KILL_FILES.
        test: { name: 'worker-kills', include: WORKER_KILL_FILES, ...STRESS_SETTINGS, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
