import { randomUUID } from 'node:crypto';
import type { UserRole } from '@campuseats/common/roles';
import { adminAuth, adminDb } from './firestore';
import { COLLECTIONS, type AccountDocument, type UserDocument } from '../../common/src/documents';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  /** A real ID token from the Auth emulator, with the role claim in it. */
  token: string;
}

const authEmulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** An ID token and the refresh token that renews it, as the web SDK keeps them after a sign-in. */
export interface AuthSession {
  idToken: string;
  refreshToken: string;
}

async function authRest<T>(path: string, init: { body: string; contentType: string }): Promise<T & { error?: { message: string } }> {
  const response = await fetch(`${authEmulator()}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': init.contentType },
    body: init.body,
  });
  return (await response.json()) as T & { error?: { message: string } };
}

/** Signs in through the Auth emulator's REST API, as the web SDK does, and answers both tokens. */
export async function signInSession(email: string, password: string): Promise<AuthSession> {
  const body = await authRest<Partial<AuthSession>>('identitytoolkit.googleapis.com/v1/accounts:signInWithPassword', {
    contentType: 'application/json',
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!body.idToken || !body.refreshToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return { idToken: body.idToken, refreshToken: body.refreshToken };
}

/** Signs in and answers the ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  return (await signInSession(email, password)).idToken;
}

/**
 * A new ID token for the session's refresh token, as the web SDK's token refresh gets one (with the account's
 * claims as they are now), or the Auth service's refusal (`TOKEN_EXPIRED` once the sessions were revoked,
 * `USER_DISABLED`).
 */
export async function refreshIdToken(refreshToken: string): Promise<{ idToken: string } | { error: string }> {
  const body = await authRest<{ id_token?: string }>('securetoken.googleapis.com/v1/token', {
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  return body.id_token ? { idToken: body.id_token } : { error: body.error?.message ?? 'no token' };
}

/** The claims an ID token carries (the tests read the role the app would see). */
export function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * A fresh account (unique per call, so test files never share state) with the role (accounts/{uid}, and the
 * custom claim the app routes by) and,
 * unless `profile: false`, a users/{uid} document with a wallet.
 */
export async function createTestUser(options: { role?: UserRole; walletBalance?: number; profile?: boolean } = {}): Promise<TestUser> {
  const { role = 'user', walletBalance = 0, profile = true } = options;
  const id = randomUUID().replace(/-/g, '').slice(0, 16);
  const email = `${role}-${id}@test.campuseats.test`;
  const password = `pw-${id}`;
  const { uid } = await adminAuth.createUser({ email, password, displayName: `Test ${role}` });
  await adminAuth.setCustomUserClaims(uid, { role });
  // The role the API and the rules decide by (docs/architecture.md#data); a student has none.
  if (role !== 'user') {
    await adminDb
      .collection(COLLECTIONS.accounts)
      .doc(uid)
      .set({ role, disabled: false, updatedAt: new Date() } satisfies AccountDocument);
  }
  if (profile) {
    await adminDb
      .collection(COLLECTIONS.users)
      .doc(uid)
      .set({ firebaseUid: uid, email, name: { first: 'Test', last: role }, phone: '', walletBalance, createdAt: new Date() } satisfies UserDocument);
  }
  return { uid, email, password, token: await signIn(email, password) };
}

/** What the signup form sends for a hosteller (POST /api/v1/auth/register), with `overrides` on top. */
export function hostellerRegistration(user: Pick<TestUser, 'uid' | 'email'>, overrides: Record<string, unknown> = {}) {
  return {
    firebaseUid: user.uid,
    email: user.email,
    phone: '+91 98765 43210',
    name: { first: '  Riya ', last: 'Menon' },
    yearOfStudy: '2nd Year',
    accommodation: 'Hosteller',
    hostelDetails: { block: 'C', room: '214' },
    ...overrides,
  };
}
