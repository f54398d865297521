import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test } from './support/fixtures';
import { paths } from '../../web/src/lib/routes';
import { createTestUser, hostellerRegistration } from '../support/users';
import { callHosting } from '../support/api';
import { expectAccessibleInBothThemes } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { holdRequests } from './support/holds';
import { logInAt, openApp } from './support/session';

// Every test makes its own accounts, so the desktop and phone projects can run side by side.
const uniqueEmail = (testInfo: TestInfo, what: string) =>
  `${what}-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.campuseats.test`;

// By role and accessible name: MUI's required-field asterisk is part of the label's text but not of the name.
const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const passwordBox = field;

async function logIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await passwordBox(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in an account whose registration never finished (no student record): the app sends it to /signup. */
async function logInWithoutProfile(page: Page) {
  const orphan = await createTestUser({ profile: false });
  await openApp(page, '/login');
  await logIn(page, orphan.email, orphan.password);
  await expect(page).toHaveURL(/\/signup$/);
  return orphan;
}

async function logOutFromProfile(page: Page) {
  await openApp(page, '/profile');
  // Let every section above it load first (each is drawn as its code and data arrive), so the button does not move
  // under the click.
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
  await expect(page.getByRole('status', { name: 'Loading addresses' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: /^Order updates/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Fills signup's first step (the year from its list) and goes on to the second. */
async function fillSignupStepOne(page: Page, account: { email: string; phone?: string; first: string; last: string; year: string; password: string }) {
  await field(page, 'Email').fill(account.email);
  if (account.phone) await field(page, 'Phone (optional)').fill(account.phone);
  await field(page, 'First name').fill(account.first);
  await field(page, 'Last name').fill(account.last);
  await page.getByRole('combobox', { name: /Year of study/ }).click();
  await page.getByRole('option', { name: account.year }).click();
  await passwordBox(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Next' }).click();
}

const addressCard = (page: Page, label: string) => page.getByRole('article', { name: label });

async function fillAddress(page: Page, fields: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  for (const [label, value] of Object.entries(fields)) await field(dialog, label).fill(value);
  return dialog;
}

test.describe('Accounts and the profile page', () => {
  // The Functions emulator boots a worker on its first call, which can take many seconds on a busy
  // machine; start it before the timed steps. Any answer (here a 401) means it is up.
  // It also boots one more worker per call that arrives while the others are busy: the profile page makes
  // two calls at once and two browsers run side by side, so warm up four.
  test.beforeAll(async ({ request }) => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => request.get('/api/v1/auth/verify', { timeout: 60_000 })));
    expect(answers.map((response) => response.status())).toEqual([401, 401, 401, 401]);
  });

  test('a hosteller signs up, logs out and in, edits the profile and manages addresses', { tag: '@one-width' }, async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'hosteller');
    const password = 'campus-pass-1';

    // Signup, step 1: nothing filled in.
    await openApp(page, '/signup');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();

    await fillSignupStepOne(page, { email, phone: '+91 98450 12345', first: 'Ananya', last: 'Kulkarni', year: '3rd Year', password });

    // Step 2: a hosteller needs block and room; the passwords must match.
    await expect(page.getByRole('radio', { name: 'Hosteller', exact: true })).toBeChecked();
    await field(page, 'Hostel block').fill('B');
    await field(page, 'Room number').fill('118');
    await passwordBox(page, 'Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await passwordBox(page, 'Confirm password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);

    // Log out from the avatar menu, which shows the new name's initial (a phone logs out from the profile page: the
    // phone test below). Then log back in.
    const avatar = page.getByRole('button', { name: 'Account menu' });
    await expect(avatar).toHaveText('A');
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await openApp(page, '/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await logIn(page, email, 'wrong-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    // Login was disabled while it worked: the refusal takes the keyboard's focus, not the page's start.
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeFocused();
    await passwordBox(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/restaurants$/);

    // Profile: personal information is read-only until Edit Profile; Cancel restores; Save Changes saves.
    await openApp(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    const lastName = field(page, 'Last Name');
    await expect(lastName).toHaveValue('Kulkarni');
    await expect(lastName).toHaveAttribute('readonly', '');
    await expect(page.getByText('3rd Year · Hosteller, Block B, Room 118')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await lastName.fill('Discarded');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(lastName).toHaveValue('Kulkarni');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await lastName.fill('Kulkarni-Rao');
    await field(page, 'Phone').fill('+91 90000 11111');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(lastName).toHaveAttribute('readonly', '');
    await page.reload();
    await expect(field(page, 'Last Name')).toHaveValue('Kulkarni-Rao');
    await expect(field(page, 'Phone')).toHaveValue('+919000011111');

    // Saved Addresses: the block and room given at signup are the default address. A second address starts with the
    // campus's city, state and pincode; a wrong pincode is refused until fixed; then it is edited and made the default.
    await expect(addressCard(page, 'Hostel').getByText('Block B, Room 118')).toBeVisible();
    await expect(addressCard(page, 'Hostel').getByText('Default', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add New Address' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(field(dialog, 'City')).toHaveValue('Campus');
    await expect(field(dialog, 'State')).toHaveValue('Karnataka');
    await expect(field(dialog, 'Pincode')).toHaveValue('560012');
    // Emptied and saved, then saved again from the bottom of the form: the first wrong field comes into view whole,
    // with its floating label, not under the dialog's title.
    for (const name of ['City', 'State', 'Pincode']) await field(dialog, name).fill('');
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await field(dialog, 'Phone Number').scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await expect(field(dialog, 'Address Label')).toBeFocused();
    await expect(dialog.locator('label').filter({ hasText: 'Address Label' })).toBeInViewport({ ratio: 1 });
    dialog = await fillAddress(page, {
      'Address Label': 'Library',
      'Street Address': 'Central Library, Desk 4',
      City: 'Bengaluru',
      State: 'Karnataka',
      Pincode: '5600',
      'Phone Number': '9845012345',
    });
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await expect(dialog.getByText('Please enter a valid 6-digit pincode')).toBeVisible();
    await field(dialog, 'Pincode').fill('5600123');
    await expect(field(dialog, 'Pincode')).toHaveValue('560012');
    await expect(dialog.getByText('Please enter a valid 6-digit pincode')).toBeHidden();
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await expect(dialog).toBeHidden();
    const library = addressCard(page, 'Library');
    await expect(library.getByText('Default', { exact: true })).toBeHidden();
    await library.getByRole('button', { name: 'Edit Library' }).click();
    dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(field(dialog, 'Street Address')).toHaveValue('Central Library, Desk 4');
    await field(dialog, 'Street Address').fill('Central Library, Desk 9');
    await dialog.getByRole('button', { name: 'Update Address' }).click();
    await expect(dialog).toBeHidden();
    await expect(library.getByText('Central Library, Desk 9')).toBeVisible();

    await library.getByRole('button', { name: 'Set as Default' }).click();
    await expect(library.getByText('Default', { exact: true })).toBeVisible();
    await expect(addressCard(page, 'Hostel').getByText('Default', { exact: true })).toBeHidden();
    await expect(addressCard(page, 'Hostel').getByRole('button', { name: 'Set as Default' })).toBeVisible();
    // The button used went away with what it did: the focus is on Add New Address, not lost to the page's start.
    await expect(page.getByRole('button', { name: 'Add New Address' })).toBeFocused();

    // Delete the other one, after the browser's confirm.
    page.once('dialog', async (confirm) => {
      expect(confirm.message()).toBe('Are you sure you want to delete this address?');
      await confirm.accept();
    });
    await addressCard(page, 'Hostel').getByRole('button', { name: 'Delete Hostel' }).click();
    await expect(addressCard(page, 'Hostel')).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(library.getByText('Default', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Address' })).toBeFocused();
  });

  // What differs on a phone: the top bar has no account menu, so the student logs out from the profile page, and the
  // forms and the address dialog are one column. The journey above runs at laptop width.
  test('on a phone signup’s steps, the address dialog and the profile’s Logout fit the screen and work @phone-only', async ({ page }, testInfo) => {
    await openApp(page, paths.signup);
    await fillSignupStepOne(page, { email: uniqueEmail(testInfo, 'phone'), first: 'Ananya', last: 'Kulkarni', year: '3rd Year', password: 'campus-pass-1' });
    await expect(page.getByRole('radio', { name: 'Hosteller', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Hosteller', exact: true })).toBeFocused();
    // Scrolled down to Sign Up with fields missing: the message at the top comes into view, with the focus.
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await signUp.scrollIntoViewIfNeeded();
    await signUp.click();
    const message = page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' });
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(field(page, 'Email')).toBeFocused();

    const student = await createTestUser();
    await logInAt(page, paths.profile, student);
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
    await expect(page.getByRole('status', { name: 'Loading addresses' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const dialog = await fillAddress(page, {
      'Address Label': 'Library',
      'Street Address': 'Central Library, Desk 4',
      'Phone Number': '9845012345',
    });
    await expect(dialog.getByRole('heading', { name: 'Add New Address' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Add Address' })).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page, 'address dialog on a phone');
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await expect(dialog).toBeHidden();
    await expect(addressCard(page, 'Library').getByText('Central Library, Desk 4')).toBeVisible();
    await logOutFromProfile(page);
  });

  test('for a hosteller as signup leaves them, nothing below the sections moves from the profile’s first paint to its last', async ({ page }) => {
    // Registered as the signup form does it: a year, their hostel room, and a phone, so the book holds that address.
    const student = await createTestUser({ profile: false });
    const registered = await callHosting('/api/v1/auth/register', { method: 'POST', token: student.token, body: hostellerRegistration(student) });
    expect(registered.status).toBe(201);
    await openApp(page, '/login');
    await logIn(page, student.email, student.password);
    await expect(page).toHaveURL(/\/restaurants$/);
    // Held: Firebase Auth's check of the stored session (the page draws before it knows the account), then the choices.
    const releaseAccount = await holdRequests(page, '**/accounts:lookup*');
    const releaseChoices = await holdRequests(page, '**/api/v1/users/me/notifications');
    await openApp(page, paths.profile);
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    // Measured in one go in the page: found one call and measured in the next, a button React swaps meanwhile (a
    // section's placeholder for the section once its code is in) would measure as missing.
    const positions = () =>
      page.evaluate(() => {
        const top = (label: string) =>
          Array.from(document.querySelectorAll('button'))
            .find((button) => button.textContent?.trim() === label && button.getClientRects().length > 0)
            ?.getBoundingClientRect().top;
        return { download: top('Download my data'), deletion: top('Delete my account'), logout: top('Logout') };
      });
    const firstPaint = await positions();
    expect(Object.values(firstPaint).every((y) => typeof y === 'number')).toBe(true);
    releaseAccount();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
    await expect(page.getByRole('article', { name: 'Hostel' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading notification choices' })).toBeVisible();
    expect(await positions()).toEqual(firstPaint);
    releaseChoices();
    await expect(page.getByRole('switch', { name: /^Order updates/ })).toBeVisible();
    expect(await positions()).toEqual(firstPaint);
  });

  test('a student who changes their email is asked to log in again with it, and can', { tag: '@one-width' }, async ({ page }) => {
    const student = await createTestUser();
    await logInAt(page, paths.profile, student);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const newEmail = `moved-${randomUUID().slice(0, 8)}@campuseats.test`;
    await field(page, 'Email').fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Firebase Auth ends the account's sessions when its email changes: the login page says why.
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your email has changed. Please log in again with your new email.' })).toBeVisible();
    await logIn(page, newEmail, student.password);
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('an email already registered is refused with “This email is already registered”', { tag: '@one-width' }, async ({ page }) => {
    const existing = await createTestUser();
    await openApp(page, '/signup');
    await fillSignupStepOne(page, { email: existing.email, first: 'Second', last: 'Try', year: '1st Year', password: 'another-pass' });
    await page.getByRole('radio', { name: 'Non-Hosteller' }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await field(page, 'Address line 1').fill('12 MG Road');
    await field(page, 'Landmark').fill('Near the metro');
    await passwordBox(page, 'Confirm password').fill('another-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This email is already registered' })).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a student whose registration never finished is asked to complete it after login', { tag: '@one-width' }, async ({ page }) => {
    const orphan = await logInWithoutProfile(page);
    await expect(page.getByText('your registration is not finished')).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue(orphan.email);
    await field(page, 'First name').fill('Late');
    await field(page, 'Last name').fill('Finisher');
    await page.getByRole('combobox', { name: /Year of study/ }).click();
    await page.getByRole('option', { name: '4th Year' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'Hostel block').fill('A');
    await field(page, 'Room number').fill('7');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await openApp(page, '/profile');
    await expect(field(page, 'First Name')).toHaveValue('Late');
  });

  test('a signed-in account that skipped its details is sent to finish signing up when it tries to order', { tag: '@one-width' }, async ({ page }) => {
    await logInWithoutProfile(page);
    // A demo eatery without opening hours, whose ADD is there at any hour (docs/product.md#demo-data).
    await openApp(page, '/restaurants/spiceRouteDhaba');
    await page
      .getByRole('button', { name: /Add Chicken Biryani/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText('your registration is not finished')).toBeVisible();
  });

  test('protected pages send signed-out visitors to login and back; staff land in their own area', { tag: '@one-width' }, async ({ page }) => {
    const [student, vendor, admin] = await Promise.all([createTestUser(), createTestUser({ role: 'vendor' }), createTestUser({ role: 'admin' })]);

    await openApp(page, '/profile');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, student.email, student.password);
    await expect(page).toHaveURL(/\/profile$/);
    await logOutFromProfile(page);

    await openApp(page, '/login');
    await logIn(page, vendor.email, vendor.password);
    await expect(page).toHaveURL(/\/vendor\/dashboard$/);
    await openApp(page, '/profile');
    await expect(page).toHaveURL(/\/vendor\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await openApp(page, '/login');
    await logIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test(
    'Firebase Auth loads only where a session may be: not for a visitor who never signed in, yes for login and a returning student',
    { tag: '@one-width' },
    async ({ page }) => {
      const student = await createTestUser();
      const context = page.context();
      // Auth's chunk (web/src/lib/firebase.ts and the SDK), by the page that asked for it. Routing it also keeps it out
      // of the browser's cache, so that every load of it is seen.
      const authLoads: string[] = [];
      await context.route('**/assets/firebase-*.js', (route) => {
        authLoads.push(new URL(route.request().frame().url()).pathname);
        return route.continue();
      });
      const accountMenu = (tab: Page) => tab.getByRole('button', { name: 'Account menu' });
      const loginLink = (tab: Page) => tab.getByRole('banner').getByRole('link', { name: 'Login', exact: true });

      // A first visit: signed out at once, and no Auth until the network is quiet.
      await openApp(page, paths.restaurants);
      await expect(loginLink(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(authLoads).toEqual([]);

      // Another tab signs in: this one hears of it (the marker in storage) and follows.
      const other = await context.newPage();
      await openApp(other, paths.login);
      await logIn(other, student.email, student.password);
      await expect(other).toHaveURL(/\/restaurants$/);
      await expect(accountMenu(page)).toBeVisible();
      expect(authLoads).toContain(paths.login);

      // A cold visit of a returning student: recognised (a student's own page opens), Auth loaded for it.
      authLoads.length = 0;
      await other.close();
      await openApp(page, paths.profile);
      await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
      expect(authLoads).toEqual([paths.profile]);

      // After Logout, the next visit is a signed-out one again: no Auth.
      await logOutFromProfile(page);
      authLoads.length = 0;
      await openApp(page, paths.restaurants);
      await expect(loginLink(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(authLoads).toEqual([]);
    },
  );

  // Its field messages and the password's Show button: web/src/features/account/components/LoginPage.test.tsx.
  test('login sends a password-reset email', { tag: '@one-width' }, async ({ page }) => {
    const student = await createTestUser();
    await openApp(page, '/login');
    await field(page, 'Email').fill(student.email);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(`If an account exists for ${student.email}, a password reset email is on its way.`)).toBeVisible();
    // An email without an account reads the same: the page tells nobody which emails have accounts.
    const unknown = `nobody-${randomUUID().slice(0, 8)}@campuseats.test`;
    await field(page, 'Email').fill(unknown);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(`If an account exists for ${unknown}, a password reset email is on its way.`)).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);
    // After a wrong password, the reset's answer replaces the refusal instead of standing beside it.
    await logIn(page, student.email, 'wrong-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(`If an account exists for ${student.email}, a password reset email is on its way.`)).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  });
});
