// `npm test`: builds, checks the first visit's JavaScript (scripts/bundle-size.mjs), then runs every test inside one
// emulator session, and ends with where the time went and what failed.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run, runInsideEmulators, webBuildEnv } from './emulators.mjs';
import { EMULATOR_ERRORS, PLAYWRIGHT_REPORT, VITEST_REPORT, VITEST_STRESS_REPORT, failedTests, fileTimes, testTimes } from './testTimes.mjs';

/** Failures listed by name at the end, two lines each: with npm's own closing lines, they fit CI's last 40. */
const MAX_FAILURES_LISTED = 12;
/** The emulators' own errors shown under the failures: a 5xx a test saw may be theirs, not the app's. */
const MAX_EMULATOR_ERRORS_LISTED = 4;

const started = Date.now();
const suiteTimes = join(ROOT, 'test-results', 'suite-times.json');
rmSync(suiteTimes, { force: true });
for (const report of [VITEST_REPORT, VITEST_STRESS_REPORT, PLAYWRIGHT_REPORT, EMULATOR_ERRORS]) rmSync(report, { force: true });

/** The steps before the tests, each with its exit code: one that fails ends the run, and the summary names it. */
const setupSteps = [];
async function setupStep(name, command, args, options) {
  const code = await run(command, args, options);
  setupSteps.push({ name, code });
  return code === 0;
}

const ready =
  (await setupStep('build', 'npm', ['run', 'build'], { env: { ...process.env, ...webBuildEnv() } })) &&
  // The JavaScript budget of a first visit (docs/architecture.md#budgets): a second's check of the build, before the emulators start.
  (await setupStep('bundle size check', 'node', ['scripts/bundle-size.mjs']));
const built = Date.now();
// Fault injection for this run only (functions/src/lib/faults.ts): `npm start` has no key, so no request there can ask for one.
const code = ready ? await runInsideEmulators('node scripts/test-inside-emulators.mjs', { CAMPUSEATS_TEST_FAULT_KEY: randomUUID() }) : 1;

// CI keeps only the log's last lines, so the names of the failures come last (docs/architecture.md#tests).
const suites = existsSync(suiteTimes) ? Object.entries(JSON.parse(readFileSync(suiteTimes, 'utf8'))) : [];
const seconds = (from, to = Date.now()) => ((to - from) / 1000).toFixed(0);
console.log(`\nnpm test finished in ${seconds(started)} s${code === 0 ? '' : ' (failed)'}`);
console.log(`  build and bundle check ${seconds(started, built)} s; ${suites.map(([name, suite]) => `${name} ${suite.seconds.toFixed(0)} s`).join('; ')}`);
console.log('  slowest test files (Vitest: start to end; Playwright: its tests summed over both widths):');
for (const { runner, file, seconds: took } of fileTimes().slice(0, 3)) console.log(`    ${took.toFixed(1).padStart(6)} s  ${file} (${runner})`);
console.log('  slowest tests:');
for (const { file, test, seconds: took } of testTimes().slice(0, 8)) console.log(`    ${took.toFixed(1).padStart(6)} s  ${file} › ${test.slice(0, 140)}`);

const failures = failedTests();
for (const { file, test, screens = [] } of failures) {
  for (const { name, lines } of screens)
    console.log(`\n  what ${file} › ${test.slice(0, 100)} showed, ${name}:\n${lines.map((line) => `    ${line}`).join('\n')}`);
}
const failedSteps = [
  ...setupSteps.filter((step) => step.code !== 0).map(({ name, code: exit }) => `${name} failed (exit code ${exit}): no test ran`),
  ...(ready && suites.length === 0 ? [`the emulators did not start (firebase emulators:exec exited ${code}): no test ran`] : []),
  // A suite that failed without a failed test of its own: the seed, or a runner that could not start its tests.
  ...suites
    .filter(([, suite]) => suite.code !== 0 && !failures.some((failure) => failure.report === suite.report))
    .map(([name, suite]) => `${name}: exited ${suite.code} without a failed test (see its section above)`),
];
if (failures.length || failedSteps.length || code !== 0) {
  console.log(
    `\nFAILED: ${failures.length} test${failures.length === 1 ? '' : 's'}${failedSteps.length ? `, ${failedSteps.length} step${failedSteps.length === 1 ? '' : 's'}` : ''}`,
  );
  for (const step of failedSteps) console.log(`  ✗ ${step}`);
  const listed = failures.slice(0, MAX_FAILURES_LISTED);
  for (const { file, test, message } of listed) console.log(`  ✗ ${file} › ${test.slice(0, 160)}\n      ${message.replaceAll('\n', '\n      ')}`);
  if (failures.length > listed.length) console.log(`  ... and ${failures.length - listed.length} more (test-results/*.json)`);
  const emulatorErrors = existsSync(EMULATOR_ERRORS) ? readFileSync(EMULATOR_ERRORS, 'utf8').split('\n').filter(Boolean) : [];
  if (emulatorErrors.length) {
    console.log(
      `  the emulators logged ${emulatorErrors.length} error${emulatorErrors.length === 1 ? '' : 's'} of their own (all in test-results/emulator-errors.txt), the last:`,
    );
    for (const line of emulatorErrors.slice(-MAX_EMULATOR_ERRORS_LISTED)) console.log(`    ${line.slice(0, 300)}`);
  }
}
// A run that names a failure fails, even when firebase-tools, stopped by a signal, exits 0.
process.exitCode = code || (failures.length || failedSteps.length ? 1 : 0);
