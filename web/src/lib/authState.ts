import { EmailAuthProvider, onIdTokenChanged, reauthenticateWithCredential, signOut, type User } from 'firebase/auth';
import { auth } from './firebase';

// Its own module, as a dynamic import of 'firebase/auth' itself would bundle the whole SDK, not just these calls.

/** Calls back with every ID-token change: sign-in, sign-out, and refreshes that may carry a new role claim. */
export function watchIdToken(callback: (user: User | null) => void): () => void {
  return onIdTokenChanged(auth, callback);
}

export function signOutUser(): Promise<void> {
  return signOut(auth);
}

// With the rest of the session's Auth calls, for the code that loads this chunk.
export { endSession } from './firebase';

/** Reloads the signed-in user from Firebase and refreshes the ID token, so the session sees server-side changes. */
export async function reloadCurrentUser(): Promise<void> {
  const user = auth.currentUser;
  if (!user) return;
  await user.reload();
  await user.getIdToken(true);
}

/** Signs the user in again, as the API asks for a recent sign-in before deleting an account (docs/decisions/0017-student-data-rights.md). */
export async function confirmPassword(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Nobody is signed in');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}
