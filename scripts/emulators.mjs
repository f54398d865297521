// Shared by start, test and seed: where the emulators listen, and how to launch firebase-tools here.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
export const PROJECT_ID = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')).projects.default;

/**
 * EMULATOR_PORT_OFFSET moves every emulator port by the same amount, so a test run can go on beside
 * `npm start` or another checkout's test run; the moved ports live in a generated copy of firebase.json
 * (written for every emulator run, offset 0 included: it also carries the emulators' Content-Security-Policy).
 */
const PORT_OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const EMULATOR_NAMES = ['auth', 'firestore', 'functions', 'hosting', 'hub', 'logging', 'eventarc', 'tasks'];
for (const name of EMULATOR_NAMES) firebaseJson.emulators[name].port += PORT_OFFSET;
firebaseJson.emulators.firestore.websocketPort += PORT_OFFSET;

const hostPort = (name) => `${firebaseJson.emulators[name].host}:${firebaseJson.emulators[name].port}`;

/**
 * firebase.json holds the Content-Security-Policy that `firebase deploy` serves: the app connects only to itself
 * and to Google's Auth and Firestore endpoints. A build for the emulators (a `demo-` project) talks to the Auth
 * and Firestore emulators instead (web/src/lib/firebase.ts, web/src/lib/live/firestore.ts), at the ports above,
 * so the emulators' copy of the policy allows those two origins as well; nothing else differs.
 */
function allowEmulatorConnections(config) {
  const emulatorOrigins = [`http://${hostPort('auth')}`, `http://${hostPort('firestore')}`];
  let found = false;
  for (const { headers } of config.hosting.headers) {
    for (const header of headers) {
      if (header.key.toLowerCase() !== 'content-security-policy') continue;
      header.value = header.value
        .split(';')
        .map((directive) => directive.trim())
        .map((directive) => (directive.startsWith('connect-src ') ? [directive, ...emulatorOrigins].join(' ') : directive))
        .join('; ');
      found = header.value.includes(emulatorOrigins[0]);
    }
  }
  if (!found) throw new Error('firebase.json: no Content-Security-Policy with a connect-src in hosting.headers');
}
allowEmulatorConnections(firebaseJson);
export const EMULATORS = {
  auth: hostPort('auth'),
  firestore: hostPort('firestore'),
  functions: hostPort('functions'),
  hosting: hostPort('hosting'),
  hub: hostPort('hub'),
};
export const APP_URL = `http://${EMULATORS.hosting}`;

/** The environment firebase-admin and the test helpers need to talk to the emulators, not to Google. */
export function emulatorEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: EMULATORS.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATORS.auth,
    // Without this, Google's auth library probes the cloud metadata server (169.254.169.254) for credentials
    // that the emulators don't need.
    METADATA_SERVER_DETECTION: 'none',
    APP_URL,
    // The api function's own URL on the Functions emulator, without Hosting in front (tests of the runtime).
    API_FUNCTION_URL: `http://${EMULATORS.functions}/${PROJECT_ID}/us-central1/api`,
    // The in-process app of the API tests is configured as the emulated function is (functionEmulatorEnv, below).
    PUBLIC_BASE_URL: APP_URL,
  };
}

/**
 * firebase-tools would download the Firestore emulator jar, which fails offline. When the machine has
 * Google Cloud CLI's copy of the same emulator, point firebase-tools at a wrapper jar whose manifest runs
 * it (that jar has no Main-Class of its own; docs/decisions/0002-firestore-emulator-wrapper-jar.md). Elsewhere,
 * leave firebase-tools' normal download alone.
 */
export function firestoreEmulatorEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  let sdkRoot;
  try {
    sdkRoot = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return {};
  }
  const realJar = join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  if (!sdkRoot || !existsSync(realJar)) return {};
  const wrapper = join(ROOT, '.cache', 'firestore-emulator-wrapper.jar');
  const manifest = join(ROOT, '.cache', 'firestore-emulator-wrapper.mf');
  mkdirSync(dirname(wrapper), { recursive: true });
  // The JDK's jar tool wraps the manifest's long Class-Path line as manifests require.
  writeFileSync(manifest, `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${new URL(`file://${realJar}`).href}\n`);
  rmSync(wrapper, { force: true });
  execFileSync('jar', ['--create', '--file', wrapper, '--manifest', manifest], { stdio: 'inherit' });
  return { FIRESTORE_EMULATOR_BINARY_PATH: wrapper };
}

export function firebaseBin() {
  return join(ROOT, 'node_modules', '.bin', 'firebase');
}

/**
 * firebase-tools' --config for an emulator run: the copy of firebase.json with the ports moved by
 * EMULATOR_PORT_OFFSET and the emulators allowed in the Content-Security-Policy (allowEmulatorConnections).
 */
export function firebaseConfigArgs() {
  const path = join(ROOT, `.firebase-ports-${PORT_OFFSET}.json`);
  writeFileSync(path, `${JSON.stringify(firebaseJson, null, 2)}\n`);
  return ['--config', path];
}

/**
 * The function's configuration on the emulators that depends on their ports: its public origin is the Hosting
 * emulator's, as PUBLIC_BASE_URL names a deployment's (functions/.env), so image URLs in answers are absolute there too.
 * The functions emulator hands its own environment to the function's workers. FUNCTIONS_DISCOVERY_TIMEOUT (seconds)
 * is firebase-tools' own: how long it waits for a new worker to load the function before it answers the request 504
 * "Failed to load function" (30 s unset). A burst of parallel requests starts a worker for each on this machine's two
 * cores, and a busy machine took longer than that to load them, which is no fault of the function.
 */
export function functionEmulatorEnv() {
  return { PUBLIC_BASE_URL: emulatorEnv().PUBLIC_BASE_URL, FUNCTIONS_DISCOVERY_TIMEOUT: '90' };
}

/** What the web build needs to reach these emulators from the browser. */
export function webBuildEnv() {
  return { VITE_AUTH_EMULATOR_URL: `http://${EMULATORS.auth}`, VITE_FIRESTORE_EMULATOR_HOST: EMULATORS.firestore };
}

/**
 * Runs the shell command `command` inside one session of the Auth, Firestore, Functions and Hosting emulators, as the
 * runs that report (tests, bench) do; resolves with its exit code. The emulators keep their warnings, errors and the
 * function's own output, but not a line for every request served, which would bury the report (`npm start` keeps those).
 */
export function runInsideEmulators(command, env = {}) {
  const only = ['--only', 'auth,firestore,functions,hosting'];
  return run(firebaseBin(), ['emulators:exec', ...firebaseConfigArgs(), '--log-verbosity', 'QUIET', ...only, '--project', PROJECT_ID, command], {
    env: { ...process.env, ...firestoreEmulatorEnv(), ...functionEmulatorEnv(), ...env },
  });
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}

export async function waitFor(url, { timeoutMs = 120_000, intervalMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolveTimer) => setTimeout(resolveTimer, intervalMs));
  }
  throw new Error(`Timed out waiting for ${url}`);
}
