import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export const usersCollection = () => db.collection('users');

/** users/{uid}.walletBalance in whole rupees; a missing or malformed balance counts as an empty wallet. */
export function walletBalanceOf(user: DocumentSnapshot): number {
  const balance: unknown = user.get('walletBalance');
  return typeof balance === 'number' && Number.isSafeInteger(balance) && balance > 0 ? balance : 0;
}

export async function getWalletBalance(uid: string): Promise<number> {
  return walletBalanceOf(await usersCollection().doc(uid).get());
}
