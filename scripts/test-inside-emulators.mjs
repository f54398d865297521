// Under `firebase emulators:exec`: the seed, then every suite even after a failure, each writing the report test.mjs reads.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, emulatorEnv, run } from './emulators.mjs';
import { EMULATOR_ERRORS, PLAYWRIGHT_REPORT, VITEST_REPORT, VITEST_STRESS_REPORT } from './testTimes.mjs';

const env = { ...process.env, ...emulatorEnv() };
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
for (const report of [VITEST_REPORT, VITEST_STRESS_REPORT, PLAYWRIGHT_REPORT]) rmSync(report, { force: true });
// The stress project (racing writes, fuzzing, tests that change eateries) runs alone after the others: see vitest.config.ts.
const VITEST_PROJECTS = ['unit', 'web', 'web-isolated', 'rules', 'api'].flatMap((project) => ['--project', project]);
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
    'racing writes, fuzzing and eatery-changing API tests',
    'npx',
    ['vitest', 'run', '--project', 'stress', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_STRESS_REPORT}`],
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
writeFileSync(EMULATOR_ERRORS, emulatorErrors().join('\n'));
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}

/**
 * The emulators' own errors of this session: a request Hosting could not pass to the function, or a worker that
 * failed one. firebase-tools deletes its debug log when it exits, so they are copied while it still runs.
 */
function emulatorErrors() {
  const log = join(ROOT, 'firebase-debug.log');
  if (!existsSync(log)) return [];
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => /\[apiv2\] error from fetch\(http:\/\/127\.0\.0\.1|Request to function failed|Your function timed out/.test(line))
    .map((line) => line.replace(/error from fetch\(([^,]+), .*\): /, 'error from fetch($1): ').slice(0, 400));
}
