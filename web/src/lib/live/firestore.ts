import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { env, usesEmulators } from '@/config/env';
import { firebaseApp } from '@/lib/firebase';

/**
 * The full Firestore SDK, with listeners (about 139 KB gz). Only the lazily loaded screens that follow data
 * live import this module, so the shell and the browsing pages never download it.
 */
export const firestore = getFirestore(firebaseApp);

// Vite's hot reload re-runs this module on the same Firestore instance; connecting twice throws
// "Firestore has already been started", so remember it on the instance.
const emulatorFlag = firestore as typeof firestore & { campusEatsEmulatorConnected?: boolean };
if (usesEmulators && !emulatorFlag.campusEatsEmulatorConnected) {
  const [host = '127.0.0.1', port = '8080'] = env.VITE_FIRESTORE_EMULATOR_HOST.split(':');
  connectFirestoreEmulator(firestore, host, Number(port));
  emulatorFlag.campusEatsEmulatorConnected = true;
}
