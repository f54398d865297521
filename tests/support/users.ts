import { randomUUID } from 'node:crypto';
import type { UserRole } from '@campuseats/common/roles';
import { adminAuth, adminDb } from './firestore';
import { COLLECTIONS, type UserDocument } from '../../common/src/documents';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  /** A real ID token from the Auth emulator, with the role claim in it. */
  token: string;
}

const authEmulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** Signs in through the Auth emulator's REST API, as the web SDK does, and answers the ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${authEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

/**
 * A fresh account (unique per call, so test files never share state) with the role as a custom claim and,
 * unless `profile: false`, a users/{uid} document with a wallet.
 */
export async function createTestUser(options: { role?: UserRole; walletBalance?: number; profile?: boolean } = {}): Promise<TestUser> {
  const { role = 'user', walletBalance = 0, profile = true } = options;
  const id = randomUUID().replace(/-/g, '').slice(0, 16);
  const email = `${role}-${id}@test.campuseats.test`;
  const password = `pw-${id}`;
  const { uid } = await adminAuth.createUser({ email, password, displayName: `Test ${role}` });
  await adminAuth.setCustomUserClaims(uid, { role });
  if (profile) {
    await adminDb.collection(COLLECTIONS.users).doc(uid).set({ firebaseUid: uid, email, name: { first: 'Test', last: role }, phone: '', walletBalance, createdAt: new Date() } satisfies UserDocument);
  }
  return { uid, email, password, token: await signIn(email, password) };
}
