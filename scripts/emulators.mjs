// Shared by start, test and seed: where the emulators listen, and how to launch firebase-tools here.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
export const PROJECT_ID = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')).projects.default;

// EMULATOR_PORT_OFFSET moves every port, so a run can go on beside another; firebaseConfigArgs writes the moved copy.
const PORT_OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const EMULATOR_NAMES = ['auth', 'firestore', 'functions', 'hosting', 'hub', 'logging', 'eventarc', 'tasks'];
for (const name of EMULATOR_NAMES) firebaseJson.emulators[name].port += PORT_OFFSET;
firebaseJson.emulators.firestore.websocketPort += PORT_OFFSET;

const hostPort = (name) => `${firebaseJson.emulators[name].host}:${firebaseJson.emulators[name].port}`;

/** A build for the emulators talks to their Auth and Firestore, so their copy of the deployed CSP allows those two origins too. */
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
export const EMULATORS = Object.fromEntries(['auth', 'firestore', 'functions', 'hosting', 'hub'].map((name) => [name, hostPort(name)]));
export const APP_URL = `http://${EMULATORS.hosting}`;

/** The environment firebase-admin and the test helpers need to talk to the emulators, not to Google. */
export function emulatorEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: EMULATORS.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATORS.auth,
    // Keeps Google's auth library from probing the cloud metadata server for credentials the emulators don't need.
    METADATA_SERVER_DETECTION: 'none',
    APP_URL,
    // The api function's own URL on the Functions emulator, without Hosting in front (tests of the runtime).
    API_FUNCTION_URL: `http://${EMULATORS.functions}/${PROJECT_ID}/us-central1/api`,
    // The in-process app of the API tests is configured as the emulated function is (functionEmulatorEnv, below).
    PUBLIC_BASE_URL: APP_URL,
  };
}

/** Offline, firebase-tools runs Google Cloud CLI's Firestore emulator through a wrapper jar (docs/decisions/0002-firestore-emulator-wrapper-jar.md). */
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

export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

/** firebase-tools' --config for an emulator run: firebase.json with the ports moved and the emulators in the CSP. */
export function firebaseConfigArgs() {
  const path = join(ROOT, `.firebase-ports-${PORT_OFFSET}.json`);
  writeFileSync(path, `${JSON.stringify(firebaseJson, null, 2)}\n`);
  return ['--config', path];
}

/** The function's public origin is Hosting's, as in a deployment; a busy machine's new workers get longer to load it before a 504. */
export function functionEmulatorEnv() {
  return { PUBLIC_BASE_URL: emulatorEnv().PUBLIC_BASE_URL, FUNCTIONS_DISCOVERY_TIMEOUT: '90' };
}

/** What the web build needs to reach these emulators from the browser. */
export function webBuildEnv() {
  return { VITE_AUTH_EMULATOR_URL: `http://${EMULATORS.auth}`, VITE_FIRESTORE_EMULATOR_HOST: EMULATORS.firestore };
}

/** Runs the shell command `command` inside one emulator session, quiet so no line per request buries the report; resolves with its exit code. */
export function runInsideEmulators(command, env = {}) {
  const only = ['--only', 'auth,firestore,functions,hosting'];
  return run(FIREBASE_BIN, ['emulators:exec', ...firebaseConfigArgs(), '--log-verbosity', 'QUIET', ...only, '--project', PROJECT_ID, command], {
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

export async function waitFor(url, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolveTimer) => setTimeout(resolveTimer, 500));
  }
  throw new Error(`Timed out waiting for ${url}`);
}
