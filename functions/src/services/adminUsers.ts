import type { UserRecord } from 'firebase-admin/auth';
import { ADMIN_MESSAGES, type AdminUser, type UpdateUserRequest, type UsersPage } from '@campuseats/common/admin';
import type { UserRole } from '@campuseats/common/roles';
import { ApiError, notFound } from '../lib/apiError';
import { roleFromClaim } from '@campuseats/common/roles';
import { adminAuth } from '../lib/firebase';
import { recordAudit, type Actor } from './audit';
import { authAccount } from './users';

// Accounts, as the admin console lists and changes them (docs/product.md#admin-console). They live in Firebase
// Auth, not Firestore: the role is the custom claim `role`, and a disabled account cannot sign in.

/** Firebase Auth's largest page. */
const AUTH_PAGE = 1000;
/**
 * A search reads at most this many accounts per request. A campus has thousands of accounts, not millions, so
 * a search scans them all in a few Auth pages; past this bound the answer's cursor goes on from where it stopped.
 */
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
async function authPage(size: number, pageToken: string | undefined) {
  try {
    return await adminAuth.listUsers(size, pageToken);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/invalid-page-token') throw new ApiError('invalid-argument', 'Invalid cursor');
    throw error;
  }
}

/** Where a search stopped: the Auth page it was in (by that page's token) and how many of its accounts it read. */
const searchCursor = (pageToken: string | undefined, read: number) => `${pageToken ?? ''}~${read}`;

function fromSearchCursor(cursor: string | undefined): { pageToken: string | undefined; skip: number } {
  const [pageToken, read] = (cursor ?? '').split('~');
  return { pageToken: pageToken || undefined, skip: Number(read ?? 0) || 0 };
}

/**
 * A page of accounts in Firebase Auth's order (by uid). Without a search `cursor` is Auth's own page token; with
 * one, where the previous page stopped: the Auth page's token and how many of its accounts were read.
 */
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

/**
 * Changes an account's role or disables it (or enables it again). An admin cannot demote or disable themselves
 * (409): a campus must never lose its last admin by a slip. The role applies at once: the API reads it from the
 * account on every request (lib/auth.ts), and the app sees it at its next token refresh, with no new sign-in.
 * Disabling also revokes the account's refresh tokens: its sessions end, and every token it holds is refused.
 * Each change's audit entry is written right after its Auth call succeeded.
 */
export async function updateAccount(admin: Actor, uid: string, change: UpdateUserRequest): Promise<AdminUser> {
  const demotesSelf = change.role !== undefined && change.role !== 'admin';
  if (uid === admin.uid && (demotesSelf || change.disabled === true)) {
    throw new ApiError('aborted', ADMIN_MESSAGES.notYourself, { reason: 'self' });
  }
  const account = await authAccount(uid);
  if (!account) throw notFound('User');
  const role = roleOfAccount(account);
  const target = { kind: 'user' as const, id: uid };
  if (change.role !== undefined && change.role !== role) {
    await adminAuth.setCustomUserClaims(uid, { ...account.customClaims, role: change.role });
    await recordAudit(admin, { action: 'user.role', target, before: { role }, after: { role: change.role } });
  }
  if (change.disabled !== undefined && change.disabled !== account.disabled) {
    await adminAuth.updateUser(uid, { disabled: change.disabled });
    if (change.disabled) await adminAuth.revokeRefreshTokens(uid);
    await recordAudit(admin, {
      action: change.disabled ? 'user.disable' : 'user.enable',
      target,
      before: { disabled: account.disabled },
      after: { disabled: change.disabled },
    });
  }
  return toAdminUser(await adminAuth.getUser(uid));
}
