import {
  connectFirestoreEmulator,
  getFirestore,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { env, usesEmulators } from '@/config/env';
import { firebaseApp } from '@/lib/firebase';

/** The full Firestore SDK, the app's largest download: only the lazily loaded screens that follow live data import it. */
export const firestore = startFirestore();

/** A cache shared by every tab, so a listener answers at once with the last state seen (docs/architecture.md#offline). */
function startFirestore() {
  const inBrowser = typeof window !== 'undefined';
  try {
    return initializeFirestore(firebaseApp, {
      localCache: inBrowser ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
    });
  } catch {
    return getFirestore(firebaseApp);
  }
}

// Vite's hot reload re-runs this module on the same instance, and connecting twice throws: remember it on the instance.
const emulatorFlag = firestore as typeof firestore & { campusEatsEmulatorConnected?: boolean };
if (usesEmulators && !emulatorFlag.campusEatsEmulatorConnected) {
  const [host = '127.0.0.1', port = '8080'] = env.VITE_FIRESTORE_EMULATOR_HOST.split(':');
  connectFirestoreEmulator(firestore, host, Number(port));
  emulatorFlag.campusEatsEmulatorConnected = true;
}
