import { createUserWithEmailAndPassword, sendPasswordResetEmail, signInWithEmailAndPassword, updateProfile, type User } from 'firebase/auth';
import { auth } from '@/lib/firebase';

// The auth pages' Firebase Auth calls in a chunk of their own: a dynamic import of 'firebase/auth' would bundle the whole SDK.

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
