// `npm run bench`: what a first visit downloads (scripts/bundle-size.mjs), how far the ready times can be trusted
// (scripts/bench-ready-times.mjs, a simulation), and how much the API adds on top of the Firestore reads behind it. Starts its own emulators,
// seeds, then times, interleaved in one run: the bare Firestore reads (Admin SDK), the same reads through the
// Express app in-process, and through the functions emulator (the deployed shape), one by one; then each at 50
// connections, through Hosting for the API (p50, p97.5, requests/s, errors and the ratio to the bare reads; the budget
// is the API in-process within 2x the bare reads at p97.5). Then one student's parallel cart adds through Hosting
// (scripts/bench-cart-writes.mjs), a vendor's order status changes as the student's listeners see them
// (scripts/bench-order-status.mjs), and, in the same session, the web vitals of a first visit to every route a link
// opens, served by Hosting, on a throttled phone and laptop (scripts/bench-web-vitals.mjs).
import { run, runInsideEmulators, runOrExit, webBuildEnv } from './emulators.mjs';

// Built for these emulators' addresses, as `npm start` builds it (the browser talks to the Auth emulator).
await runOrExit('npm', ['run', 'build'], { env: { ...process.env, ...webBuildEnv() } });
// Over the JavaScript budget the other figures are still worth having: the run measures on, and fails at the end.
const bundleBudget = await run('node', ['scripts/bundle-size.mjs']);
// The ready times' simulation needs no emulators; a missed goal fails the run at the end, like the budget.
const readyTimesGoal = await run('node', ['scripts/bench-ready-times.mjs']);
// The status changes run on emulators no browser has listened to yet (docs/architecture.md#tests: the listen targets a
// closed window leaves behind slow every later write); over their targets, the web vitals are still measured.
const inside = [
  'node scripts/seed.mjs && node scripts/bench-inside-emulators.mjs && node scripts/bench-cart-writes.mjs || exit $?',
  'node scripts/bench-order-status.mjs; statusBench=$?',
  'node scripts/bench-web-vitals.mjs && exit $statusBench',
].join('\n');
// The function answers with a Server-Timing header, which bench-order-status.mjs breaks the status change down by.
const insideCode = await runInsideEmulators(inside, { CAMPUSEATS_SERVER_TIMING: '1' });
if (insideCode !== 0) process.exit(insideCode);
process.exitCode = bundleBudget || readyTimesGoal;
