import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { AccountDocument } from '@campuseats/common/documents';
import type { UserRole } from '@campuseats/common/roles';
import { accountsCollection } from './collections';

// accounts/{uid}: the role and disabled flag that the API (lib/auth.ts) and the Firestore rules both decide by, so a
// change applies to the very next request and the very next Firestore read alike, whatever an ID token issued
// before it says (docs/architecture.md#data). Firebase Auth's custom claim `role` and its
// disabled flag follow it (services/adminUsers.ts): the claim only tells the web app which screens to show.

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
