import { randomBytes } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import { ADMIN_MESSAGES, type AdminEatery, type CreateEateryRequest } from '@campuseats/common/admin';
import type { VendorDocument } from '@campuseats/common/documents';
import { accountRef, eateryRunBy, standingOf } from '../lib/accounts';
import { notFound, onFirebaseError, refused } from '../lib/apiError';
import { adminAuth } from '../lib/firebase';
import { vendorsCollection } from '../lib/collections';
import { commitIfUnchanged } from '../lib/writes';
import { auditWrite, roleChangeWrite, type Actor } from './audit';
import { roleOfAccount } from './adminUsers';

// An admin onboards an eatery and its vendor, and suspends or reopens one (docs/product.md#admin-console).

function toAdminEatery(id: string, eatery: VendorDocument): AdminEatery {
  return { id, name: eatery.name, address: eatery.address, ownerUid: eatery.ownerUid, isOpen: eatery.isOpen, suspended: eatery.suspended === true };
}

/** The invited email's account, made with a random password when missing: its owner sets one through "Forgot password". */
async function findOrCreateAccount(email: string): Promise<{ account: UserRecord; created: boolean }> {
  const existing = await onFirebaseError('auth/user-not-found', adminAuth.getUserByEmail(email), () => undefined);
  if (existing) return { account: existing, created: false };
  const made = await onFirebaseError(
    'auth/email-already-exists',
    adminAuth.createUser({ email, password: randomBytes(24).toString('base64url') }),
    () => undefined,
  );
  // Someone made it meanwhile: take theirs.
  return made ? { account: made, created: true } : { account: await adminAuth.getUserByEmail(email), created: false };
}

/** Creates the eatery with its vendor claimed in the same conditional batch, so one vendor runs one eatery (docs/architecture.md#data). */
export async function createEatery(
  admin: Actor,
  request: CreateEateryRequest,
): Promise<{ eatery: AdminEatery; vendor: { uid: string; email: string; created: boolean } }> {
  const { vendorEmail, hours, categories, ...details } = request;
  const { account, created } = await findOrCreateAccount(vendorEmail);
  const ref = vendorsCollection().doc();
  const eatery: VendorDocument = {
    ...details,
    ...(hours ? { hours } : {}),
    ...(categories?.length ? { categories } : {}),
    nameLower: details.name.toLowerCase(),
    // No ratings yet: the list shows it as new (ratingCount 0) rather than with a made-up average.
    rating: 0,
    ratingSum: 0,
    ratingCount: 0,
    isOpen: true,
    suspended: false,
    ownerUid: account.uid,
    updatedAt: new Date(),
  };
  await commitIfUnchanged(async (reads) => {
    const vendorAccount = await reads.get(accountRef(account.uid));
    const standing = standingOf(vendorAccount);
    if (standing.role === 'admin') throw refused(ADMIN_MESSAGES.vendorIsAdmin, 'vendor-is-admin');
    const owned = await eateryRunBy(reads, vendorAccount);
    if (owned) throw refused(ADMIN_MESSAGES.vendorRunsAnother, 'vendor-runs-another', { eateryId: owned });
    const now = new Date();
    const target = { kind: 'user' as const, id: account.uid, label: vendorEmail };
    const roleEntry = standing.role === 'vendor' ? [] : [roleChangeWrite(admin, target, standing.role, 'vendor')];
    return {
      value: undefined,
      writes: [
        { ref: vendorAccount.ref, put: { ...vendorAccount.data(), role: 'vendor', disabled: standing.disabled, eateryId: ref.id, updatedAt: now } },
        ...roleEntry,
        { ref, create: eatery },
        auditWrite(admin, {
          action: 'eatery.create',
          target: { kind: 'eatery', id: ref.id, label: eatery.name },
          before: null,
          after: {
            name: eatery.name,
            cuisine: eatery.cuisine,
            address: eatery.address,
            categories: eatery.categories?.join(', ') ?? null,
            hours: eatery.hours ? JSON.stringify(eatery.hours) : null,
            ownerUid: account.uid,
            vendorEmail,
          },
        }),
      ],
    };
  });
  if (roleOfAccount(account) !== 'vendor') await adminAuth.setCustomUserClaims(account.uid, { ...account.customClaims, role: 'vendor' });
  return { eatery: toAdminEatery(ref.id, eatery), vendor: { uid: account.uid, email: vendorEmail, created } };
}

/** Suspends the eatery (closed to students at once, whatever its vendor's switch says) or reopens it. */
export async function setEaterySuspended(admin: Actor, eateryId: string, suspended: boolean): Promise<AdminEatery> {
  return commitIfUnchanged(async (reads) => {
    const snapshot = await reads.get(vendorsCollection().doc(eateryId));
    const eatery = snapshot.data();
    if (!eatery) throw notFound('Restaurant');
    const wasSuspended = eatery.suspended === true;
    if (wasSuspended === suspended) return { value: toAdminEatery(eateryId, eatery), writes: [] };
    return {
      value: toAdminEatery(eateryId, { ...eatery, suspended }),
      writes: [
        { ref: snapshot.ref, update: { suspended, updatedAt: new Date() } },
        auditWrite(admin, {
          action: suspended ? 'eatery.suspend' : 'eatery.reopen',
          target: { kind: 'eatery', id: eateryId, label: eatery.name },
          before: { suspended: wasSuspended },
          after: { suspended },
        }),
      ],
    };
  });
}
