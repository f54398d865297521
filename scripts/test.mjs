// `npm test`: builds the function and the web app, checks the web app's first-visit JavaScript against its budget
// (scripts/bundle-size.mjs), then runs every test inside one emulator session
// (Auth, Firestore, Functions, Hosting) that firebase-tools starts and stops around the test run.
import { PROJECT_ID, firebaseBin, firebaseConfigArgs, firestoreEmulatorEnv, QUIET_EMULATORS, runOrExit, webBuildEnv } from './emulators.mjs';

const started = Date.now();
await runOrExit('npm', ['run', 'build'], { env: { ...process.env, ...webBuildEnv() } });
// The JavaScript budget of a first visit (docs/architecture.md#budgets): a second's check of the build, before the emulators start.
await runOrExit('node', ['scripts/bundle-size.mjs']);
await runOrExit(firebaseBin(), ['emulators:exec', ...firebaseConfigArgs(), ...QUIET_EMULATORS, '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID, 'node scripts/test-inside-emulators.mjs'], {
  env: { ...process.env, ...firestoreEmulatorEnv() },
});
console.log(`npm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
