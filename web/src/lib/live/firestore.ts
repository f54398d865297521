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

/**
 * The full Firestore SDK, with listeners, the largest download of the app. Only the lazily loaded screens that follow data
 * live import this module, so the shell and the browsing pages never download it.
 */
export const firestore = startFirestore();

/**
 * With a cache in IndexedDB, shared by every tab of the app: a listener answers at once with the last state seen
 * (an order's status offline, see docs/architecture.md#offline), then follows the server when it can.
 * Where the build prerenders pages (web/prerender.ts, in Node) there is no IndexedDB, and nothing listens: memory.
 * Hot reload re-runs this module on a started instance, where initializeFirestore throws: take that one.
 */
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

// Vite's hot reload re-runs this module on the same Firestore instance; connecting twice throws
// "Firestore has already been started", so remember it on the instance.
const emulatorFlag = firestore as typeof firestore & { campusEatsEmulatorConnected?: boolean };
if (usesEmulators && !emulatorFlag.campusEatsEmulatorConnected) {
  const [host = '127.0.0.1', port = '8080'] = env.VITE_FIRESTORE_EMULATOR_HOST.split(':');
  connectFirestoreEmulator(firestore, host, Number(port));
  emulatorFlag.campusEatsEmulatorConnected = true;
}
