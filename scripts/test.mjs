// `npm test`: builds the function and the web app, then runs every test inside one emulator session
// (Auth, Firestore, Functions, Hosting) that firebase-tools starts and stops around the test run.
import { PROJECT_ID, firebaseBin, firebaseConfigArgs, firestoreEmulatorEnv, runOrExit, webBuildEnv } from './emulators.mjs';

const started = Date.now();
await runOrExit('npm', ['run', 'build'], { env: { ...process.env, ...webBuildEnv() } });
await runOrExit(firebaseBin(), ['emulators:exec', ...firebaseConfigArgs(), '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID, 'node scripts/test-inside-emulators.mjs'], {
  env: { ...process.env, ...firestoreEmulatorEnv() },
});
console.log(`npm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
