import type { UserRecord } from 'firebase-admin/auth';
import { ADMIN_MESSAGES, type AdminUser, type UpdateUserRequest, type UsersPage } from '@campuseats/common/admin';
import type { UserRole } from '@campuseats/common/roles';
import { roleFromClaim } from '@campuseats/common/roles';
import { accountRef, eateryRunBy, isActiveAdmin, standingOf, type Standing } from '../lib/accounts';
import { ApiError, notFound, onFirebaseError, refused } from '../lib/apiError';
import { noAccess } from '../lib/auth';
import { adminAuth } from '../lib/firebase';
import { commitIfUnchanged, type PlannedWrite } from '../lib/writes';
import { auditWrite, roleChangeWrite, type Actor } from './audit';
import { authAccount } from './users';

// Accounts as the admin console lists them: Firebase Auth's copy, whose role and flag follow accounts/{uid} (lib/accounts.ts).

/** Firebase Auth's largest page. */
const AUTH_PAGE = 1000;
/** Accounts one search reads at most before handing back a cursor; a campus has thousands, so usually all. */
const SEARCH_SCAN_LIMIT = 20_000;

export const roleOfAccount = (account: UserRecord): UserRole => roleFromClaim(account.customClaims?.role);

const iso = (time: string | undefined) => (time ? new Date(time).toISOString() : null);

function toAdminUser(account: UserRecord): AdminUser {
  return {
    uid: account.uid,
    email: account.email ?? null,
    displayName: account.displayName ?? null,
    role: roleOfAccount(account),
    disabled: account.disabled,
    createdAt: iso(account.metadata.creationTime),
    lastSignInAt: iso(account.metadata.lastSignInTime),
  };
}

/** An email, or any word of the display name, starting with the search (already lowercased). */
function matches(account: UserRecord, search: string): boolean {
  if (account.email?.toLowerCase().startsWith(search)) return true;
  const name = (account.displayName ?? '').toLowerCase();
  return name.startsWith(search) || name.split(/\s+/).some((word) => word.startsWith(search));
}

/** One page of Firebase Auth's accounts; a page token Auth does not recognise is the client's bad cursor (400). */
const authPage = (size: number, pageToken: string | undefined) =>
  onFirebaseError('auth/invalid-page-token', adminAuth.listUsers(size, pageToken), () => {
    throw new ApiError('invalid-argument', 'Invalid cursor');
  });

/** Where a search stopped: the Auth page it was in (by that page's token) and how many of its accounts it read. */
const searchCursor = (pageToken: string | undefined, read: number) => `${pageToken ?? ''}~${read}`;

function fromSearchCursor(cursor: string | undefined): { pageToken: string | undefined; skip: number } {
  const [pageToken, read] = (cursor ?? '').split('~');
  return { pageToken: pageToken || undefined, skip: Number(read ?? 0) || 0 };
}

/** A page of accounts in Auth's order; with a search, the cursor is the Auth page's token and how many of its accounts were read. */
export async function listAccounts(query: { search?: string; cursor?: string; limit: number }): Promise<UsersPage> {
  const { search, limit } = query;
  if (!search) {
    const page = await authPage(limit, query.cursor);
    return { users: page.users.map(toAdminUser), nextCursor: page.pageToken ?? null };
  }
  const found: AdminUser[] = [];
  let { pageToken, skip } = fromSearchCursor(query.cursor);
  let scanned = 0;
  while (scanned < SEARCH_SCAN_LIMIT) {
    const page = await authPage(AUTH_PAGE, pageToken);
    scanned += page.users.length - skip;
    for (const [index, account] of page.users.entries()) {
      if (index < skip || !matches(account, search)) continue;
      found.push(toAdminUser(account));
      if (found.length === limit) {
        const more = index + 1 < page.users.length || page.pageToken !== undefined;
        return { users: found, nextCursor: more ? searchCursor(pageToken, index + 1) : null };
      }
    }
    if (!page.pageToken) return { users: found, nextCursor: null };
    pageToken = page.pageToken;
    skip = 0;
  }
  return { users: found, nextCursor: searchCursor(pageToken, 0) };
}

/** Changes a role or disabled flag in accounts/{uid} while the acting admin still is one, so the last admin stays (docs/architecture.md#data). */
export async function updateAccount(admin: Actor, uid: string, change: UpdateUserRequest): Promise<AdminUser> {
  const demotesSelf = change.role !== undefined && change.role !== 'admin';
  if (uid === admin.uid && (demotesSelf || change.disabled === true)) throw refused(ADMIN_MESSAGES.notYourself, 'self');
  const account = await authAccount(uid);
  if (!account) throw notFound('User');
  await commitIfUnchanged(async (reads) => {
    const [actorSnapshot, targetSnapshot] = await reads.getEach(accountRef(admin.uid), accountRef(uid));
    if (!isActiveAdmin(standingOf(actorSnapshot))) throw noAccess();
    const before = standingOf(targetSnapshot);
    const after: Standing = { role: change.role ?? before.role, disabled: change.disabled ?? before.disabled };
    // An admin cannot also run an eatery, as Add Eatery already holds for the other direction.
    if (after.role === 'admin' && before.role !== 'admin') {
      const runs = await eateryRunBy(reads, targetSnapshot);
      if (runs) throw refused(ADMIN_MESSAGES.runsEatery, 'runs-eatery', { eateryId: runs });
    }
    const target = { kind: 'user' as const, id: uid, label: account.email ?? null };
    const entries: PlannedWrite[] = [];
    if (after.role !== before.role) entries.push(roleChangeWrite(admin, target, before.role, after.role));
    if (after.disabled !== before.disabled) {
      entries.push(
        auditWrite(admin, {
          action: after.disabled ? 'user.disable' : 'user.enable',
          target,
          before: { disabled: before.disabled },
          after: { disabled: after.disabled },
        }),
      );
    }
    if (entries.length === 0) return { value: undefined, writes: [] };
    const now = new Date();
    const writes: PlannedWrite[] = [
      { ref: targetSnapshot.ref, put: { ...targetSnapshot.data(), ...after, updatedAt: now } },
      { ref: actorSnapshot.ref, update: { actedAt: now } },
      ...entries,
    ];
    return { value: undefined, writes };
  });
  await followInAuth(uid);
  return toAdminUser(await adminAuth.getUser(uid));
}

/** Brings Firebase Auth's claim and disabled flag to what accounts/{uid} says now; disabling ends the sessions. */
async function followInAuth(uid: string): Promise<void> {
  const [account, standing] = await Promise.all([adminAuth.getUser(uid), accountRef(uid).get().then(standingOf)]);
  if (roleOfAccount(account) !== standing.role) await adminAuth.setCustomUserClaims(uid, { ...account.customClaims, role: standing.role });
  if (account.disabled !== standing.disabled) {
    await adminAuth.updateUser(uid, { disabled: standing.disabled });
    if (standing.disabled) await adminAuth.revokeRefreshTokens(uid);
  }
}
