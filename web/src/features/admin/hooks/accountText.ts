import type { AdminUser } from '@campuseats/common/admin';
import type { UserRole } from '@campuseats/common/roles';
import { formatCampusDate, formatCampusDateTime } from './campusTime';

// What the Accounts screen says about an account and asks before changing one (docs/product.md#admin-console).

/** The roles in plain words: `user` is a student (docs/product.md#roles). */
export const ROLE_LABELS: Record<UserRole, string> = { user: 'Student', vendor: 'Vendor', admin: 'Admin' };

const WITH_ARTICLE: Record<UserRole, string> = { user: 'a student', vendor: 'a vendor', admin: 'an admin' };

const ROLE_GIVES: Record<UserRole, string> = {
  user: 'They get a student’s screens: the eateries, a cart and their own orders.',
  vendor: 'They get the vendor console; an eatery they run is added from the dashboard with their email.',
  admin: 'They can manage every eatery, review and account, as you can.',
};

/** What an admin asks of one account: a new role, or the account disabled or enabled again. */
export type AccountChange = { role: UserRole } | { disabled: boolean };

/** How the screen names an account: its email, else its name, else its uid. */
export const accountName = (account: AdminUser): string => account.email ?? account.displayName ?? account.uid;

/** The question the admin confirms before `change` is sent (its title ends in "?", which the dialog keeps beside the word before it): what it does, in the words of docs/product.md#admin-console. */
export function confirmationOf(account: AdminUser, change: AccountChange) {
  const who = accountName(account);
  if ('role' in change) {
    return {
      title: `Make ${who} ${WITH_ARTICLE[change.role]}?`,
      body: `${ROLE_GIVES[change.role]} It applies to their next request, without a new sign-in; an app they have open shows its new screens within the hour.`,
      confirm: `Make ${ROLE_LABELS[change.role]}`,
      request: { role: change.role },
    };
  }
  return change.disabled
    ? {
        title: `Disable ${who}?`,
        body: 'Their sessions end now: every request from an app they are signed in to is refused, and they cannot sign in until you enable the account again.',
        confirm: 'Disable',
        request: { disabled: true },
      }
    : {
        title: `Enable ${who}?`,
        body: 'They can sign in again. The sessions that ended when it was disabled stay ended: they sign in anew.',
        confirm: 'Enable',
        request: { disabled: false },
      };
}

/** "Joined 22 Nov 2026 · Last sign-in 23 Nov 2026, 7:45 pm IST", or "Never signed in". */
export function accountDates(account: AdminUser): string {
  const joined = account.createdAt ? `Joined ${formatCampusDate(account.createdAt)}` : null;
  const lastSignIn = account.lastSignInAt ? `Last sign-in ${formatCampusDateTime(account.lastSignInAt)}` : 'Never signed in';
  return [joined, lastSignIn].filter(Boolean).join(' · ');
}
