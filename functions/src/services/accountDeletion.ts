import { createHash } from 'node:crypto';
import { FieldValue, type DocumentData, type DocumentReference, type Query, type UpdateData, type WriteBatch } from 'firebase-admin/firestore';
import type { OrderDocument, ReviewDocument } from '@campuseats/common/documents';
import { ACTIVE_ORDER_STATUSES } from '@campuseats/common/orderStatus';
import { DATA_RIGHTS_MESSAGES, DELETED_ACCOUNT, DELETION_REFUSALS, FORMER_STUDENT, type AccountDeletion } from '@campuseats/common/privacy';
import { ALREADY_EXISTS, ApiError, notFound, onFirebaseError, refused } from '../lib/apiError';
import type { Caller } from '../lib/auth';
import {
  accountsCollection,
  addressBooksCollection,
  addressesCollection,
  auditLogCollection,
  cartsCollection,
  idempotencyKeysCollection,
  luckyDrawEntriesCollection,
  notificationsCollection,
  ordersCollection,
  pickupCodesCollection,
  reviewsCollection,
  usersCollection,
} from '../lib/collections';
import { standingOf } from '../lib/accounts';
import { adminAuth, db } from '../lib/firebase';
import { isRecentLogin } from '../lib/recentLogin';
import type { Actor } from './audit';
import { authAccount } from './users';
import { walletBalanceOf } from './wallet';

// Account deletion (docs/decisions/0017-student-data-rights.md): steps are safe to repeat and the sign-in goes last, so a rerun finishes the job.

/** What a deleted account's orders lose: a new personal field of an order belongs here. */
const ORDER_PERSONAL_FIELDS: UpdateData<OrderDocument> = {
  uid: '',
  addressId: FieldValue.delete(),
  'address.label': DELETED_ACCOUNT,
  'address.street': '',
  'address.landmark': '',
  'address.phone': '',
  'address.city': '',
  'address.state': '',
  'address.zipCode': '',
};

/** A kept review says "Former student" and no longer names its author; its stars stay in the eatery's average. */
const REVIEW_PERSONAL_FIELDS: UpdateData<ReviewDocument> = { uid: '', author: FORMER_STUDENT };

/** Firestore's limit of writes in one batch, with room to spare. */
const BATCH_SIZE = 400;

interface DeletionTarget {
  uid: string;
  /** The sign-in email, the key of a lucky-draw entry; null once the sign-in account is gone. */
  email: string | null;
  actor: Actor;
  kept: AccountDeletion['kept'];
  walletGivenUp: number;
}

async function inBatches(refs: readonly DocumentReference[], write: (batch: WriteBatch, ref: DocumentReference) => void) {
  for (let start = 0; start < refs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    refs.slice(start, start + BATCH_SIZE).forEach((ref) => write(batch, ref));
    await batch.commit();
  }
}

/** References only, so a document its schema cannot read is deleted or blanked all the same. */
const refsOf = async <T extends DocumentData>(query: Query<T>) => (await query.withConverter(null).select().get()).docs.map((doc) => doc.ref);
const deleteAll = async (refs: readonly DocumentReference[]) => inBatches(refs, (batch, ref) => batch.delete(ref));
const blankAll = async <T extends DocumentData>(refs: readonly DocumentReference[], fields: UpdateData<T>) =>
  inBatches(refs, (batch, ref) => batch.update(ref, fields as UpdateData<DocumentData>));

/** The audit entry of one account's deletion: one per account, so a second run does not log it again. */
const auditEntryRef = (uid: string) => auditLogCollection().doc(`account-deletion-${createHash('sha256').update(uid).digest('hex').slice(0, 32)}`);

interface DeletionStep {
  name: string;
  run(target: DeletionTarget): Promise<void>;
}

/** Each step, in order; each does nothing the second time. */
export const DELETION_STEPS: readonly DeletionStep[] = [
  {
    // First, so the log tells of a deletion as soon as anything of it happened. The account's email is not kept.
    name: 'audit log',
    async run({ uid, actor, kept, walletGivenUp }) {
      const entry = {
        actorUid: actor.uid,
        actorEmail: actor.uid === uid ? null : (actor.email ?? null),
        action: 'user.delete' as const,
        target: { kind: 'user' as const, id: uid, label: DELETED_ACCOUNT },
        before: { account: 'active', walletBalance: walletGivenUp },
        after: { account: 'deleted', walletBalance: 0, ordersKeptAnonymised: kept.orders, reviewsKeptAsFormerStudent: kept.reviews },
        at: new Date(),
      };
      await onFirebaseError(ALREADY_EXISTS, auditEntryRef(uid).create(entry), () => undefined);
    },
  },
  {
    // A pickup's code is kept apart from its order, under the student's uid: with no order on its way, none is needed.
    name: 'orders',
    async run({ uid }) {
      await blankAll<OrderDocument>(await refsOf(ordersCollection().where('uid', '==', uid)), ORDER_PERSONAL_FIELDS);
      await deleteAll(await refsOf(pickupCodesCollection().where('uid', '==', uid)));
    },
  },
  { name: 'reviews', run: async ({ uid }) => blankAll<ReviewDocument>(await refsOf(reviewsCollection().where('uid', '==', uid)), REVIEW_PERSONAL_FIELDS) },
  { name: 'notifications', run: async ({ uid }) => deleteAll(await refsOf(notificationsCollection(uid))) },
  {
    name: 'addresses',
    run: async ({ uid }) =>
      deleteAll([...(await refsOf(addressesCollection().where('uid', '==', uid))), addressBooksCollection().doc(uid).withConverter(null)]),
  },
  {
    name: 'cart',
    run: async ({ uid }) => deleteAll([...(await refsOf(idempotencyKeysCollection().where('uid', '==', uid))), cartsCollection().doc(uid).withConverter(null)]),
  },
  {
    name: 'lucky draw',
    async run({ uid, email }) {
      const byEmail = email ? [luckyDrawEntriesCollection().doc(email.toLowerCase()).withConverter(null)] : [];
      await deleteAll([...(await refsOf(luckyDrawEntriesCollection().where('uid', '==', uid))), ...byEmail]);
    },
  },
  { name: 'profile', run: async ({ uid }) => deleteAll([usersCollection().doc(uid).withConverter(null), accountsCollection().doc(uid).withConverter(null)]) },
  {
    name: 'sign-in account',
    run: async ({ uid }) => onFirebaseError('auth/user-not-found', adminAuth.deleteUser(uid), () => undefined),
  },
];

/** Checks the account may go and what stays of it, before anything is written. */
export async function planDeletion(uid: string, actor: Actor, giveUpWallet: boolean): Promise<DeletionTarget> {
  const [account, user, standing, active, orders, reviews] = await Promise.all([
    authAccount(uid),
    usersCollection().doc(uid).get(),
    accountsCollection().doc(uid).get(),
    ordersCollection().where('uid', '==', uid).where('status', 'in', ACTIVE_ORDER_STATUSES).limit(1).get(),
    ordersCollection().where('uid', '==', uid).count().get(),
    reviewsCollection().where('uid', '==', uid).count().get(),
  ]);
  if (!account && !user.exists) throw notFound('User');
  if (standingOf(standing).role !== 'user') throw new ApiError('permission-denied', DATA_RIGHTS_MESSAGES.onlyStudents);
  if (!active.empty) throw refused(DATA_RIGHTS_MESSAGES.orderOnItsWay, DELETION_REFUSALS.orderOnItsWay);
  const walletBalance = walletBalanceOf(user);
  if (walletBalance > 0 && !giveUpWallet) throw refused(DATA_RIGHTS_MESSAGES.walletNotGivenUp, DELETION_REFUSALS.walletNotGivenUp, { walletBalance });
  return {
    uid,
    email: account?.email ?? null,
    actor,
    kept: { orders: orders.data().count, reviews: reviews.data().count },
    walletGivenUp: walletBalance,
  };
}

/** Deletes the account `uid` for `actor` (its student, or an admin answering a support request). */
export async function deleteAccount(uid: string, actor: Actor, giveUpWallet: boolean): Promise<AccountDeletion> {
  const target = await planDeletion(uid, actor, giveUpWallet);
  for (const step of DELETION_STEPS) await step.run(target);
  return { success: true, message: DATA_RIGHTS_MESSAGES.deleted, kept: target.kept, walletGivenUp: target.walletGivenUp };
}

/** A student deletes their own account: only with a recent sign-in, so a token taken from a browser is not enough. */
export async function deleteOwnAccount(who: Caller, giveUpWallet: boolean): Promise<AccountDeletion> {
  if (!isRecentLogin(who.authTime)) throw new ApiError('failed-precondition', DATA_RIGHTS_MESSAGES.recentLogin);
  return deleteAccount(who.uid, who, giveUpWallet);
}
