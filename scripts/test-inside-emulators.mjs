// Runs under `firebase emulators:exec`: seeds the demo data, then the unit, rules and API tests (Vitest),
// then the browser tests (Playwright in Debian's Chromium). Every suite runs even when an earlier one fails.
import { emulatorEnv, run } from './emulators.mjs';

const env = { ...process.env, ...emulatorEnv() };
const suites = [
  ['seed', 'node', ['scripts/seed.mjs']],
  ['unit, rules and API tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'rules', '--project', 'api']],
  ['racing writes and fuzzing through Hosting', 'npx', ['vitest', 'run', '--project', 'stress']],
  ['browser tests', 'npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts']],
];
const failed = [];
for (const [name, command, args] of suites) {
  console.log(`\n=== ${name} ===`);
  if ((await run(command, args, { env })) !== 0) {
    failed.push(name);
    if (name === 'seed') break;
  }
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
