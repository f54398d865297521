// The Admin SDK on the running emulators, for the benchmark scripts that make their own accounts and data.
import { emulatorEnv } from './emulators.mjs';

/**
 * Firebase Auth and Firestore of an Admin app named `name` on the emulators. The emulators' environment is filled
 * in (where unset) before firebase-admin loads, so it connects to them and never to Google.
 */
export async function emulatorAdmin(name) {
  for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;
  const [{ initializeApp }, { getAuth }, { getFirestore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
    import('firebase-admin/firestore'),
  ]);
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, name);
  return { auth: getAuth(app), db: getFirestore(app) };
}
