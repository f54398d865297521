import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { UserDocument } from '@campuseats/common/documents';
import { usersCollection } from '../lib/collections';

/** users/{uid}.walletBalance in whole rupees; no profile (or no balance) is an empty wallet. */
export function walletBalanceOf(user: DocumentSnapshot<UserDocument> | undefined): number {
  return user?.data()?.walletBalance ?? 0;
}

export async function getWalletBalance(uid: string): Promise<number> {
  return walletBalanceOf(await usersCollection().doc(uid).get());
}
