import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { env, usesEmulators } from '@/config/env';

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
});

export const auth = getAuth(firebaseApp);

// Vite's hot reload re-runs this module; connecting twice throws, so remember it on the instance.
const emulatorFlag = auth as typeof auth & { campusEatsEmulatorConnected?: boolean };
if (usesEmulators && !emulatorFlag.campusEatsEmulatorConnected) {
  connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
  emulatorFlag.campusEatsEmulatorConnected = true;
}
