// `npm run bench`: what a first visit downloads (scripts/bundle-size.mjs), and how much the API adds on top of the Firestore reads behind it. Starts its own emulators,
// seeds, then times, interleaved in one run: the bare Firestore reads (Admin SDK), the same reads through the
// Express app in-process, and through the functions emulator (the deployed shape), one by one; then each at 50
// connections, through Hosting for the API (p50, p97.5, requests/s, errors and the ratio to the bare reads; the budget
// is the API in-process within 2x the bare reads at p97.5). Then one student's parallel cart adds through Hosting
// (scripts/bench-cart-writes.mjs), and, in the same session, the web vitals of a first visit to every route a link
// opens, served by Hosting, on a throttled phone and laptop (scripts/bench-web-vitals.mjs).
import {
  PROJECT_ID,
  firebaseBin,
  firebaseConfigArgs,
  firestoreEmulatorEnv,
  functionEmulatorEnv,
  QUIET_EMULATORS,
  run,
  runOrExit,
  webBuildEnv,
} from './emulators.mjs';

// Built for these emulators' addresses, as `npm start` builds it (the browser talks to the Auth emulator).
await runOrExit('npm', ['run', 'build'], { env: { ...process.env, ...webBuildEnv() } });
// Over the JavaScript budget the other figures are still worth having: the run measures on, and fails at the end.
const bundleBudget = await run('node', ['scripts/bundle-size.mjs']);
const inside = 'node scripts/seed.mjs && node scripts/bench-inside-emulators.mjs && node scripts/bench-cart-writes.mjs && node scripts/bench-web-vitals.mjs';
await runOrExit(
  firebaseBin(),
  ['emulators:exec', ...firebaseConfigArgs(), ...QUIET_EMULATORS, '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID, inside],
  {
    env: { ...process.env, ...firestoreEmulatorEnv(), ...functionEmulatorEnv() },
  },
);
process.exitCode = bundleBudget;
