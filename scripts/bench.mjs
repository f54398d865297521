// `npm run bench`: every benchmark beside its budget (docs/architecture.md#budgets), the ones that need the API in
// one emulator session of their own; each bench-*.mjs script says what it measures.
import { run, runInsideEmulators, runOrExit, webBuildEnv } from './emulators.mjs';

// Built for these emulators' addresses, as `npm start` builds it (the browser talks to the Auth emulator).
await runOrExit('npm', ['run', 'build'], { env: { ...process.env, ...webBuildEnv() } });
// Over the JavaScript budget the other figures are still worth having: the run measures on, and fails at the end.
const bundleBudget = await run('node', ['scripts/bundle-size.mjs']);
// The ready times' simulation needs no emulators; a missed goal fails the run at the end, like the budget.
const readyTimesGoal = await run('node', ['scripts/bench-ready-times.mjs']);
// Status changes run before any browser has listened (docs/architecture.md#tests); over their targets, vitals still run.
const inside = [
  'node scripts/seed.mjs && node scripts/bench-inside-emulators.mjs && node scripts/bench-cart-writes.mjs || exit $?',
  'node scripts/bench-order-status.mjs; statusBench=$?',
  'node scripts/bench-web-vitals.mjs && exit $statusBench',
].join('\n');
// The function answers with a Server-Timing header, which bench-order-status.mjs breaks the status change down by.
const insideCode = await runInsideEmulators(inside, { CAMPUSEATS_SERVER_TIMING: '1' });
if (insideCode !== 0) process.exit(insideCode);
process.exitCode = bundleBudget || readyTimesGoal;
