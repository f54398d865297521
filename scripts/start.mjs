// `npm start`: build, start the Auth, Firestore, Functions and Hosting emulators, load the demo data and
// print the app's URL. `npm run dev` (--dev) serves the web app from Vite with hot reload instead of Hosting.
// Ctrl-C stops everything; the emulators' data is kept in .emulator-data for the next start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_URL,
  EMULATORS,
  PROJECT_ID,
  ROOT,
  emulatorEnv,
  FIREBASE_BIN,
  firebaseConfigArgs,
  firestoreEmulatorEnv,
  functionEmulatorEnv,
  run,
  runOrExit,
  waitFor,
  webBuildEnv,
} from './emulators.mjs';
import { importBundled } from './importBundled.mjs';

const dev = process.argv.includes('--dev');
const dataDir = join(ROOT, '.emulator-data');
const started = Date.now();

await runOrExit('npm', ['run', 'build', '-w', 'functions']);
if (!dev) await runOrExit('npm', ['run', 'build', '-w', 'web'], { env: { ...process.env, ...webBuildEnv() } });

const only = dev ? 'auth,firestore,functions' : 'auth,firestore,functions,hosting';
const args = ['emulators:start', ...firebaseConfigArgs(), '--only', only, '--project', PROJECT_ID, '--export-on-exit', dataDir];
if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);

// No fault injection here, even if the shell has a test run's key (functions/src/lib/faults.ts).
const { CAMPUSEATS_TEST_FAULT_KEY: _faultKey, ...inherited } = process.env;
// `npm run dev` serves the app from Vite, without Hosting: images stay paths on Vite's origin there.
const env = { ...inherited, ...firestoreEmulatorEnv(), ...(dev ? {} : functionEmulatorEnv()) };
const children = [spawn(FIREBASE_BIN, args, { cwd: ROOT, stdio: 'inherit', env })];
let stopping = false;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  Promise.all(children.map((child) => child.exitCode === null && new Promise((done) => child.on('exit', done)))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
children[0].on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulators stopped (exit ${code}).`);
    stop(code || 1);
  }
});

// Every emulator answers before the seed writes to them (they come up one after another).
const { API_BASE_PATH, listRestaurants } = await importBundled(['common/src/api/route.ts', 'common/src/api/routes/public.ts'], 'start-routes');
const readiness = [
  `http://${EMULATORS.auth}/`,
  `http://${EMULATORS.firestore}/`,
  `${emulatorEnv().API_FUNCTION_URL}${API_BASE_PATH}${listRestaurants.path}?limit=1`,
];
if (!dev) readiness.push(APP_URL);
try {
  for (const url of readiness) await waitFor(url, { timeoutMs: 180_000 });
} catch (error) {
  // Stop the emulators that did come up, or they keep their ports after this script has gone.
  console.error(`The emulators did not come up: ${error.message}`);
  stop(1);
}
if (!stopping && (await run('node', ['scripts/seed.mjs'], { env: { ...process.env, ...emulatorEnv() } })) !== 0) stop(1);
// stop() ends the process once the emulators have exported their data.
if (stopping) await new Promise(() => {});

let url = APP_URL;
if (dev) {
  children.push(spawn('npm', ['run', 'build', '-w', 'functions', '--', '--watch'], { cwd: ROOT, stdio: 'inherit' }));
  const viteEnv = { ...process.env, ...webBuildEnv(), FUNCTIONS_EMULATOR_ORIGIN: `http://${EMULATORS.functions}` };
  children.push(
    spawn('npm', ['run', 'dev', '-w', 'web', '--', '--host', '127.0.0.1', '--port', '5173', '--strictPort'], { cwd: ROOT, stdio: 'inherit', env: viteEnv }),
  );
  url = 'http://127.0.0.1:5173';
  await waitFor(url);
}
console.log(
  `\n  CampusEats is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s): ${url}\n  Demo student: student@campuseats.test / student123   Ctrl-C stops everything.\n`,
);
