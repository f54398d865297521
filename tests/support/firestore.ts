import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// The same Admin SDK instance the in-process API uses (it initialises the default app first when loaded).
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);
