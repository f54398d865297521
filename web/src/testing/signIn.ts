// First: MSW must replace fetch before Firebase Auth loads (see apiStub.ts).
import { answerApi, server } from './apiStub';
import { http, HttpResponse } from 'msw';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterEach, beforeEach } from 'vitest';
import type { PricedCart } from '@campuseats/common/cart';
import { EMPTY_CART } from '@campuseats/common/cartRules';
import type { UserRole } from '@campuseats/common/roles';
import { env } from '@/config/env';
import { auth } from '@/lib/firebase';

// A signed-in screen test signs in for real: the app's Firebase Auth (web/src/lib/firebase.ts, connected to the Auth
// emulator as in every local run) calls the emulator's REST endpoints, and MSW answers them as the emulator would.
// So the session (web/src/lib/session.tsx), the role claim and the ID token that apiRequest attaches all come from
// the app's own code, and nothing of it is mocked (docs/decisions/0011-screen-tests-jsdom-msw.md).

export interface TestAccount {
  uid: string;
  email: string;
  displayName: string;
  role: UserRole;
}

export const TEST_STUDENT: TestAccount = { uid: 'student-1', email: 'asha@campus.example', displayName: 'Asha Rao', role: 'user' };
export const TEST_ADMIN: TestAccount = { uid: 'admin-1', email: 'admin@campus.example', displayName: 'Campus Admin', role: 'admin' };
export const TEST_VENDOR: TestAccount = { uid: 'vendor-1', email: 'kitchen@campus.example', displayName: 'Dosa Kitchen', role: 'vendor' };

const EMPTY_PRICED_CART: PricedCart = {
  ...EMPTY_CART,
  subtotal: 0,
  deliveryFee: 0,
  platformFee: 0,
  total: 0,
  walletBalance: 850,
  walletApplicable: 0,
  totalWithWallet: 0,
};

// Fixed instants: the SDK reads them from the token without comparing them with the clock.
const ISSUED_AT = 1_790_000_000;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The ID token the emulator issues: an unsigned JWT whose claims carry the account and its role. */
export function idTokenOf(account: TestAccount): string {
  const claims = {
    iss: `https://securetoken.google.com/${env.VITE_FIREBASE_PROJECT_ID}`,
    aud: env.VITE_FIREBASE_PROJECT_ID,
    auth_time: ISSUED_AT,
    iat: ISSUED_AT,
    exp: ISSUED_AT + 3600,
    user_id: account.uid,
    sub: account.uid,
    email: account.email,
    email_verified: false,
    name: account.displayName,
    role: account.role,
    firebase: { identities: { email: [account.email] }, sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

// A RegExp, not a path: MSW would read the colon of `accounts:lookup` as a path parameter.
const identityToolkit = (method: string) => new RegExp(`^${env.VITE_AUTH_EMULATOR_URL}/identitytoolkit\\.googleapis\\.com/v1/accounts:${method}(\\?|$)`);

/** Signs `account` in through the stubbed Auth emulator; the session then follows it as it follows any sign-in. */
async function signInAs(account: TestAccount): Promise<void> {
  const idToken = idTokenOf(account);
  let answered = false;
  server.use(
    http.post(identityToolkit('signInWithPassword'), () => {
      answered = true;
      return HttpResponse.json({
        kind: 'identitytoolkit#VerifyPasswordResponse',
        localId: account.uid,
        email: account.email,
        displayName: account.displayName,
        idToken,
        refreshToken: `refresh-${account.uid}`,
        expiresIn: '3600',
        registered: true,
      });
    }),
    http.post(identityToolkit('lookup'), () =>
      HttpResponse.json({
        kind: 'identitytoolkit#GetAccountInfoResponse',
        users: [
          {
            localId: account.uid,
            email: account.email,
            displayName: account.displayName,
            emailVerified: false,
            providerUserInfo: [{ providerId: 'password', email: account.email, federatedId: account.email, rawId: account.email }],
            createdAt: String(ISSUED_AT * 1000),
            lastLoginAt: String(ISSUED_AT * 1000),
          },
        ],
      }),
    ),
  );
  await signInWithEmailAndPassword(auth, account.email, 'a-password');
  // A sign-in MSW never saw went to a real emulator, if one runs on this machine: the test would not be the same.
  if (!answered) throw new Error('Firebase Auth signed in without MSW: load web/src/testing/apiStub.ts before firebase/auth');
}

/**
 * Each test of the calling file (or describe block) starts with `account` signed in and ends signed out. Call it after
 * useScreenTests(), whose server answers the Auth emulator's calls. Only signed-in tests import this module: Firebase
 * Auth starts when it loads, and a signed-out screen should run as on a first visit, without it.
 */
export function useSignedIn(account: TestAccount): void {
  beforeEach(async () => {
    await signInAs(account);
    // Every signed-in page's cart provider reads the student's cart and wallet: empty, 850, unless a test answers otherwise.
    if (account.role === 'user') {
      answerApi('get', '/cart', { data: EMPTY_PRICED_CART });
      answerApi('get', '/payments/wallet', { walletBalance: EMPTY_PRICED_CART.walletBalance });
    }
  });
  afterEach(() => signOut(auth));
}
