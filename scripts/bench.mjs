// `npm run bench`: what a first visit downloads (scripts/bundle-size.mjs), and how much the API adds on top of the Firestore reads behind it. Starts its own emulators,
// seeds, then times, interleaved in one run: the bare Firestore reads (Admin SDK), the same reads through the
// Express app in-process, and through the functions emulator (the deployed shape). Prints percentiles and
// the ratio of medians; DESIGN.md's budget is API / bare within 2x.
import { PROJECT_ID, firebaseBin, firebaseConfigArgs, firestoreEmulatorEnv, runOrExit } from './emulators.mjs';

await runOrExit('npm', ['run', 'build']);
await runOrExit('node', ['scripts/bundle-size.mjs']);
await runOrExit(firebaseBin(), ['emulators:exec', ...firebaseConfigArgs(), '--only', 'auth,firestore,functions', '--project', PROJECT_ID, 'node scripts/seed.mjs && node scripts/bench-inside-emulators.mjs'], {
  env: { ...process.env, ...firestoreEmulatorEnv() },
});
