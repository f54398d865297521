import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
} from 'firebase/auth';
import { env, usesEmulators } from '@/config/env';
import { authStarted, rememberSignedIn } from './authPresence';
import { SIGN_OUT_CODES } from './session';
import { rememberSessionEnded } from './sessionEnded';

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
});

// Not getAuth(): its popup/redirect resolver downloads Google's gapi script, and the app signs in with email and password only.
export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });

// Vite's hot reload re-runs this module; connecting twice throws, so remember it on the instance.
const emulatorFlag = auth as typeof auth & { campusEatsEmulatorConnected?: boolean };
if (usesEmulators && !emulatorFlag.campusEatsEmulatorConnected) {
  connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
  emulatorFlag.campusEatsEmulatorConnected = true;
}

// The marker that tells a later cold visit to load Auth (authPresence.ts) follows every state Auth reports.
onIdTokenChanged(auth, (user) => rememberSignedIn(user !== null));
authStarted();

/**
 * The API refused the token the app sent: an account disabled or deleted meanwhile cannot get a new one, and is signed
 * out now rather than at the next hourly refresh (docs/product.md#admin-console). A token merely out of date is renewed.
 */
export async function recheckRefusedToken(): Promise<void> {
  try {
    await auth.currentUser?.getIdToken(true);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (SIGN_OUT_CODES.has(code)) await endSession(code);
  }
}

/** Signs out for a reason the login page then gives (`code`: an account disabled or revoked, or its email changed). */
export async function endSession(code: string): Promise<void> {
  rememberSessionEnded(code);
  await auth.signOut();
}
