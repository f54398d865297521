import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { AccountDocument } from '@campuseats/common/documents';
import type { UserRole } from '@campuseats/common/roles';
import { accountsCollection, vendorsCollection } from './collections';
import type { Reads } from './writes';

// accounts/{uid}: the role and disabled flag the API and the rules both decide by; Auth's claim follows only for the web app (docs/architecture.md#data).

/** An account's standing: its role, and whether it is disabled. */
export interface Standing {
  role: UserRole;
  disabled: boolean;
}

/** An account with no accounts/{uid} document: an enabled student. */
const STUDENT_STANDING: Standing = { role: 'user', disabled: false };

export const accountRef = (uid: string) => accountsCollection().doc(uid);

/** The standing an accounts/{uid} snapshot gives (none: an enabled student). */
export function standingOf(snapshot: DocumentSnapshot<AccountDocument>): Standing {
  const account = snapshot.data();
  return account ? { role: account.role, disabled: account.disabled } : STUDENT_STANDING;
}

export const isActiveAdmin = (standing: Standing) => standing.role === 'admin' && !standing.disabled;

/** The eatery an account runs: the claim of accounts/{uid}, or, for an eatery made before there was one, the eatery naming it its owner. */
export async function eateryRunBy(reads: Reads, account: DocumentSnapshot<AccountDocument>): Promise<string | undefined> {
  return account.data()?.eateryId ?? (await reads.query(vendorsCollection().where('ownerUid', '==', account.id).limit(1))).docs[0]?.id;
}
