import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { env, usesEmulators } from '@/config/env';

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
});

// initializeAuth rather than getAuth: getAuth also bundles the popup and redirect sign-in machinery, which
// email-and-password sign-in never uses, into the shell every page loads. Same persistence as getAuth.
export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });

// Vite's hot reload re-runs this module; connecting twice throws, so remember it on the instance.
const emulatorFlag = auth as typeof auth & { campusEatsEmulatorConnected?: boolean };
if (usesEmulators && !emulatorFlag.campusEatsEmulatorConnected) {
  connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
  emulatorFlag.campusEatsEmulatorConnected = true;
}
