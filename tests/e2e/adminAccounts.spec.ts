import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { ADMIN_MESSAGES } from '../../common/src/admin';
import { COLLECTIONS } from '../../common/src/documents';
import { paths } from '../../web/src/lib/routes';
import { adminAuth, adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery } from '../support/ownedEatery';
import { createTestUser, type TestUser } from '../support/users';
import { expectNoSeriousViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { DEMO_STAFF, logIn, switchTheme } from './support/session';

// The admin console's Accounts and Audit log screens (docs/product.md#admin-console). Each test works on a fresh
// account of its own: the demo accounts are other specs' too, and only the demo admin's own row is read here.

const made: TestUser[] = [];

test.afterEach(async () => {
  for (const person of made.splice(0)) {
    await adminAuth.deleteUser(person.uid);
    await adminDb.collection(COLLECTIONS.users).doc(person.uid).delete();
  }
});

async function freshAccount(): Promise<TestUser> {
  const person = await createTestUser({ role: 'user' });
  made.push(person);
  return person;
}

/** Searches the open Accounts screen for `email` and answers its card. */
async function findAccount(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Email or name' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(email);
  const card = page.getByRole('article', { name: email });
  await expect(card).toBeVisible();
  return card;
}

/** The role the API gives a request carrying `token`: the account's role as it is now, not the token's copy. */
async function roleSeenBy(request: APIRequestContext, token: string): Promise<{ status: number; role?: string }> {
  const answer = await request.get('/api/v1/auth/verify', { headers: { Authorization: `Bearer ${token}` } });
  return { status: answer.status(), role: answer.ok() ? ((await answer.json()) as { role: string }).role : undefined };
}

test('Accounts and the audit log open from the dashboard, fit the screen and pass axe in light and dark', async ({ page }) => {
  const person = await freshAccount();
  await logIn(page, DEMO_STAFF.admin);
  await page.goto(paths.adminDashboard);
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const card = await findAccount(page, person.email);
  await expect(card).toContainText('Test user');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'accounts (light)');
  // In the dark theme, the confirmation's red button and then the red "Disabled" chip (red is hardest to read
  // there); the account's audit entry then gives the log screen an entry to check.
  await switchTheme(page, 'dark');
  await card.getByRole('button', { name: `Disable ${person.email}` }).click();
  const disable = page.getByRole('dialog', { name: `Disable ${person.email}?` });
  await expect(disable).toBeVisible();
  await expectNoSeriousViolations(page, 'disable dialog (dark)');
  await disable.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'a disabled account (dark)');

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: `Disabled an account, Account ${person.email}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  for (const theme of ['dark', 'light'] as const) {
    await switchTheme(page, theme);
    await expectNoSeriousViolations(page, `audit log (${theme})`);
  }
});

test('the admin makes a fresh account a vendor, disables and enables it, and the audit log shows each change @one-width', async ({ page, request }) => {
  const person = await freshAccount();
  await logIn(page, DEMO_STAFF.admin);

  // A list that fails to load and a search that finds nobody: web/src/features/admin/components/AccountsPage.test.tsx.
  await page.goto(paths.adminUsers);
  await expect(page.getByRole('article').first()).toBeVisible();

  const card = await findAccount(page, person.email);
  await expect(page.getByRole('article')).toHaveCount(1);
  const role = card.getByRole('combobox', { name: `Role of ${person.email}` });
  await expect(role).toHaveValue('user');

  // A vendor now: the token the account already holds gets the new role at its next request, with no new sign-in.
  expect(await roleSeenBy(request, person.token)).toEqual({ status: 200, role: 'user' });
  await role.selectOption('vendor');
  const promote = page.getByRole('dialog', { name: `Make ${person.email} a vendor?` });
  await expect(promote).toContainText('without a new sign-in');
  await promote.getByRole('button', { name: 'Make Vendor' }).click();
  await expect(promote).toBeHidden();
  await expect(role).toHaveValue('vendor');
  expect(await roleSeenBy(request, person.token)).toEqual({ status: 200, role: 'vendor' });

  // Disabled: the confirmation says its sessions end, and they do.
  await card.getByRole('button', { name: `Disable ${person.email}` }).click();
  const disable = page.getByRole('dialog', { name: `Disable ${person.email}?` });
  await expect(disable).toContainText('Their sessions end now');
  await disable.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(disable).toBeHidden();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  expect((await roleSeenBy(request, person.token)).status).toBe(401);

  await card.getByRole('button', { name: `Enable ${person.email}` }).click();
  await page
    .getByRole('dialog', { name: `Enable ${person.email}?` })
    .getByRole('button', { name: 'Enable', exact: true })
    .click();
  await expect(card.getByRole('button', { name: `Disable ${person.email}` })).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toHaveCount(0);

  // The admin's own account: the API refuses the demotion, and the dialog says so in its words.
  const mine = await findAccount(page, DEMO_STAFF.admin.email);
  await expect(mine.getByText('You', { exact: true })).toBeVisible();
  await mine.getByRole('combobox', { name: `Role of ${DEMO_STAFF.admin.email}` }).selectOption('user');
  const demote = page.getByRole('dialog', { name: `Make ${DEMO_STAFF.admin.email} a student?` });
  await demote.getByRole('button', { name: 'Make Student' }).click();
  await expect(demote.getByRole('alert')).toHaveText(ADMIN_MESSAGES.notYourself);
  await demote.getByRole('button', { name: 'Cancel' }).click();
  await expect(mine.getByRole('combobox')).toHaveValue('admin');

  // The audit log, newest first: enabled, disabled, the role change, each by the demo admin at a campus time.
  await page.goto(paths.adminAudit);
  // Each names the account by its email, as it was when the change was made.
  const entries = page.getByRole('article').filter({ hasText: `Account ${person.email}` });
  await expect(entries).toHaveCount(3);
  const newestFirst = [
    { action: 'Enabled an account', field: 'Disabled', change: 'Yes → No' },
    { action: 'Disabled an account', field: 'Disabled', change: 'No → Yes' },
    { action: 'Changed a role', field: 'Role', change: 'Student → Vendor' },
  ];
  for (const [index, { action, field, change }] of newestFirst.entries()) {
    const entry = entries.nth(index);
    await expect(entry).toContainText(action);
    await expect(entry.getByRole('term')).toHaveText(field);
    await expect(entry.getByRole('definition')).toHaveText(change);
    await expect(entry).toContainText(`By ${DEMO_STAFF.admin.email} · `);
    await expect(entry.locator('time')).toHaveText(/ IST$/);
  }
});

test('a student disabled while signed in is signed out at their next call, not left looking signed in @one-width', async ({ page, request }) => {
  const [person, admin, vendor] = [
    await freshAccount(),
    await createTestUser({ role: 'admin', profile: false }),
    await createTestUser({ role: 'vendor', profile: false }),
  ];
  made.push(admin, vendor);
  const eatery = await createOwnedEatery(adminDb, vendor.uid);
  try {
    await logIn(page, person);
    // The menu's cart is loaded before the account is disabled: the call the tap makes is the first to be refused.
    const cartLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/cart' && response.ok());
    await page.goto(paths.restaurant(eatery.id));
    await cartLoaded;
    const add = page.getByRole('button', { name: 'Add Dal Tadka to cart' }).first();
    await expect(add).toBeEnabled();

    const disabled = await request.patch(`/api/v1/admin/users/${person.uid}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { disabled: true },
    });
    expect(disabled.status()).toBe(200);

    // The page still holds the old token: its next call is refused, and the app signs out rather than go on looking signed in.
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/cart');
    await add.click();
    expect((await refused).status()).toBe(401);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    // The login page says why, before they try their password again.
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This account has been disabled.' })).toBeVisible();
  } finally {
    await deleteOwnedEatery(adminDb, eatery);
  }
});
