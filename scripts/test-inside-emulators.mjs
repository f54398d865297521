// Under `firebase emulators:exec`: the seed, then every suite even after a failure, each writing the report test.mjs reads.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, emulatorEnv, run } from './emulators.mjs';
import { EMULATOR_ERRORS, PLAYWRIGHT_REPORT, VITEST_REPORT, VITEST_STRESS_REPORT, emulatorErrorLines } from './testTimes.mjs';

const env = { ...process.env, ...emulatorEnv() };
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
const projects = (...names) => names.flatMap((project) => ['--project', project]);
const VITEST_PROJECTS = projects('unit', 'web', 'web-isolated', 'rules', 'api');
// After the others, each alone: the tests that page through the eatery list, the stress project (racing writes,
// fuzzing, tests that change eateries), then the tests that kill a worker: see vitest.config.ts.
const SEPARATE_PROJECTS = projects('eatery-list', 'stress', 'worker-kills');
/** Each suite: its name, its command, and the report its runner writes (none for the seed). */
const suites = [
  ['seed', 'node', ['scripts/seed.mjs']],
  [
    'unit, rules and API tests',
    'npx',
    ['vitest', 'run', ...VITEST_PROJECTS, '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
    VITEST_REPORT,
  ],
  [
    'eatery list, racing writes, fuzzing and eatery-changing API tests',
    'npx',
    ['vitest', 'run', ...SEPARATE_PROJECTS, '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_STRESS_REPORT}`],
    VITEST_STRESS_REPORT,
  ],
  [
    'browser tests',
    'npx',
    ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'],
    PLAYWRIGHT_REPORT,
    { PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_REPORT },
  ],
];
const failed = [];
/** Per suite, its seconds, exit code and report: scripts/test.mjs prints them, and names a suite that failed without a failed test. */
const suiteResults = {};
for (const [name, command, args, report, extraEnv = {}] of suites) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(command, args, { env: { ...env, ...extraEnv } });
  suiteResults[name] = { seconds: (Date.now() - started) / 1000, code, report };
  if (code !== 0) {
    failed.push(name);
    if (name === 'seed') break;
  }
}
writeFileSync(join(ROOT, 'test-results', 'suite-times.json'), JSON.stringify(suiteResults));
// firebase-tools deletes its debug log when it exits, so its error lines are kept while it still runs.
const debugLog = join(ROOT, 'firebase-debug.log');
writeFileSync(EMULATOR_ERRORS, existsSync(debugLog) ? emulatorErrorLines(readFileSync(debugLog, 'utf8')).join('\n') : '');
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
