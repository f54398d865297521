import { createUserWithEmailAndPassword, sendPasswordResetEmail, signInWithEmailAndPassword, updateProfile, type User } from 'firebase/auth';
import { auth } from '@/lib/firebase';

// The login and signup pages' calls to Firebase Auth, in a chunk of their own: the pages draw without waiting for
// Auth and load it beside their first render, well before a student can submit
// (docs/bench/2026-11-first-paint.md#every-other-route). A dynamic import of 'firebase/auth' itself would bundle the
// whole SDK; this module keeps just these calls.

export async function signIn(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(auth, email, password)).user;
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email);
}

export async function createAccount(email: string, password: string): Promise<User> {
  return (await createUserWithEmailAndPassword(auth, email, password)).user;
}

/** The account signed in on this browser, as Firebase Auth knows it now. */
export function currentUser(): User | null {
  return auth.currentUser;
}

export function setDisplayName(user: User, displayName: string): Promise<void> {
  return updateProfile(user, { displayName });
}
