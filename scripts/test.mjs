// `npm test`: builds the function and the web app, checks the web app's first-visit JavaScript against its budget
// (scripts/bundle-size.mjs), then runs every test inside one emulator session
// (Auth, Firestore, Functions, Hosting) that firebase-tools starts and stops around the test run.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, ROOT, firebaseBin, firebaseConfigArgs, firestoreEmulatorEnv, QUIET_EMULATORS, run, runOrExit, webBuildEnv } from './emulators.mjs';
import { failedTests, fileTimes, testTimes } from './testTimes.mjs';

const started = Date.now();
const suiteTimes = join(ROOT, 'test-results', 'suite-times.json');
rmSync(suiteTimes, { force: true });
await runOrExit('npm', ['run', 'build'], { env: { ...process.env, ...webBuildEnv() } });
// The JavaScript budget of a first visit (docs/architecture.md#budgets): a second's check of the build, before the emulators start.
await runOrExit('node', ['scripts/bundle-size.mjs']);
const built = Date.now();
const code = await run(
  firebaseBin(),
  [
    'emulators:exec',
    ...firebaseConfigArgs(),
    ...QUIET_EMULATORS,
    '--only',
    'auth,firestore,functions,hosting',
    '--project',
    PROJECT_ID,
    'node scripts/test-inside-emulators.mjs',
  ],
  {
    // Fault injection for this run only (functions/src/lib/faults.ts): the function's workers and the tests inherit
    // the key from emulators:exec; `npm start` has none, so there no request can ask for a fault.
    env: { ...process.env, ...firestoreEmulatorEnv(), CAMPUSEATS_TEST_FAULT_KEY: randomUUID() },
  },
);

// Where the time went, at the end of every run (CI's log shows it): the build, each suite, the slowest files.
const suites = existsSync(suiteTimes) ? Object.entries(JSON.parse(readFileSync(suiteTimes, 'utf8'))) : [];
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s${code === 0 ? '' : ' (failed)'}`);
console.log(
  `  build and bundle check ${((built - started) / 1000).toFixed(0)} s; ${suites.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join('; ')}`,
);
console.log('  slowest test files (Vitest: start to end; Playwright: its tests summed over both widths):');
for (const { runner, file, seconds } of fileTimes().slice(0, 3)) console.log(`    ${seconds.toFixed(1).padStart(6)} s  ${file} (${runner})`);
console.log('  slowest tests:');
for (const { file, test, seconds } of testTimes().slice(0, 8)) console.log(`    ${seconds.toFixed(1).padStart(6)} s  ${file} › ${test.slice(0, 140)}`);
const failures = failedTests();
if (failures.length) {
  console.log(`  failed tests (${failures.length}):`);
  for (const { file, test, message, screens = [] } of failures) {
    console.log(`    ${file} › ${test}\n      ${message}`);
    for (const { name, lines } of screens) console.log(`      ${name}:\n${lines.map((line) => `        ${line}`).join('\n')}`);
  }
}
process.exitCode = code;
