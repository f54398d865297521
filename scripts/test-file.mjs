// `npm run test:file -- <path> [more paths or runner flags]`: runs test files against emulators that are already
// running (`npm start`, with the same EMULATOR_PORT_OFFSET), without a build or a new emulator session. Vitest runs
// unit, rules and API files; Playwright runs the browser specs (files under tests/e2e/).
import { emulatorEnv, run } from './emulators.mjs';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('Usage: npm run test:file -- <test file> [...]   (start the emulators first with npm start)');
  process.exit(2);
}
const browser = args.some((arg) => arg.includes('tests/e2e/'));
const env = { ...process.env, ...emulatorEnv() };
const code = browser
  ? await run('npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', ...args.map((arg) => arg.replace(/^tests\/e2e\//, ''))], { env })
  : await run('npx', ['vitest', 'run', ...args], { env });
process.exit(code);
