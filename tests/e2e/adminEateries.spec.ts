import { randomUUID } from 'node:crypto';
import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { COLLECTIONS } from '../../common/src/documents';
import { nextOpening, opensAtText, withinHours, WEEKDAYS, type OpeningHours } from '../../common/src/hours';
import { paths } from '../../web/src/lib/routes';
import { adminAuth, adminDb } from '../support/firestore';
import { expectAccessibleInBothThemes } from './support/axe';
import { newProjectPage, openSignedIn, test } from './support/fixtures';
import { expectNoSidewaysScroll, waitForTransitions } from './support/layout';
import { closeWindows } from './support/listens';
import { attachWindows } from './support/liveShop';
import { DEMO_STAFF, logIn } from './support/session';

// The admin console's onboarding (docs/product.md#admin-console): the demo admin adds an eatery with its hours and
// invites a new vendor, who signs in to its console; students find it with its hours; a suspension reaches the
// vendor live. The same at any width, so one project runs it; the dialog's layout on a phone has a test of its own.

/** The form's hours, every day: the eatery is open now or not by the clock of the run, which the test reads too. */
const FORM_HOURS: OpeningHours = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ open: '09:00', close: '21:00' }]]));

const openContexts: BrowserContext[] = [];
const made: { eateryId?: string; vendorUid?: string } = {};

test.afterEach(async () => {
  const contexts = openContexts.splice(0);
  // What each window showed and logged, for a failure CI knows only from its log.
  if (test.info().status !== test.info().expectedStatus) await attachWindows(test.info(), contexts);
  await closeWindows(contexts);
  if (made.eateryId) await adminDb.recursiveDelete(adminDb.collection(COLLECTIONS.vendors).doc(made.eateryId));
  if (made.vendorUid) await adminAuth.deleteUser(made.vendorUid);
});

/** The demo admin's dashboard with "Add an eatery" open, in a window closed after the test. */
async function openAddEatery(browser: Browser) {
  const adminPage = await openSignedIn(browser, test.info(), DEMO_STAFF.admin, paths.adminDashboard, { keepIn: openContexts });
  await adminPage.getByRole('button', { name: 'Add Eatery' }).click();
  return { adminPage, dialog: adminPage.getByRole('dialog', { name: 'Add an eatery' }) };
}

test('the admin adds an eatery with its hours and invites its vendor, who runs it; a suspension reaches them @one-width', async ({ browser }) => {
  test.slow();
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const name = `Zz Onboarded Dosa ${suffix}`;
  const vendorEmail = `new-vendor-${suffix.toLowerCase()}@campuseats.test`;

  const { adminPage, dialog } = await openAddEatery(browser);

  // Checked before anything is sent, in the API's words.
  await dialog.getByRole('button', { name: 'Add Eatery' }).click();
  await expect(dialog.getByText('Give the eatery a name')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Cuisine').fill('South Indian, Dosa');
  await dialog.getByLabel('Address').fill('Block D, beside the gym');
  await dialog.getByLabel('Cost for two').fill('150');
  await dialog.getByLabel('Delivery time (minutes)').fill('15-25');
  await dialog.getByRole('radio', { name: 'annapurna dosa corner' }).check();
  await expect(dialog.getByLabel('Monday opens')).toHaveValue('09:00');
  await expect(dialog.getByLabel('Sunday closes')).toHaveValue('21:00');
  await dialog.getByLabel('Vendor’s email').fill(vendorEmail);
  await expectAccessibleInBothThemes(adminPage, 'add eatery dialog');
  const created = adminPage.waitForResponse((response) => response.url().endsWith('/api/v1/admin/eateries') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Add Eatery' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { eatery: { id: string }; vendor: { uid: string; created: boolean } };
  made.eateryId = body.eatery.id;
  made.vendorUid = body.vendor.uid;
  await expect(adminPage.getByRole('dialog', { name: `${name} is on CampusEats` })).toContainText('they set their password with "Forgot password?"');
  await adminPage.getByRole('button', { name: 'Done' }).click();
  await expect(adminPage.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // Students find it, open or saying when it opens, by the hours the admin set.
  const studentPage = await newProjectPage(browser, test.info());
  openContexts.push(studentPage.context());
  await studentPage.goto(paths.restaurantsMatching(name));
  const card = studentPage.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  const now = new Date();
  const opensAt = nextOpening(FORM_HOURS, now);
  if (withinHours(FORM_HOURS, now)) await expect(card).not.toContainText('Opens');
  else await expect(card).toContainText(opensAtText(opensAt ?? now, now));

  // The invited vendor sets a password (done here with the Admin SDK, as "Forgot password" would) and signs in to the console.
  await adminAuth.updateUser(body.vendor.uid, { password: 'chosen-by-vendor' });
  const vendorPage = await newProjectPage(browser, test.info());
  openContexts.push(vendorPage.context());
  await logIn(vendorPage, { email: vendorEmail, password: 'chosen-by-vendor' });
  await expect(vendorPage).toHaveURL(/\/vendor\/dashboard$/);
  await expect(vendorPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(vendorPage.getByRole('region', { name: 'Opening hours' }).getByLabel('Monday opens')).toHaveValue('09:00');

  // A suspension is asked about first, then reaches the open console live. From the keyboard, the focus comes back
  // to the button as it turns; Cancel changes nothing.
  await adminPage.getByRole('button', { name: `Suspend ${name}` }).focus();
  await adminPage.keyboard.press('Enter');
  const asked = adminPage.getByRole('dialog', { name: `Suspend ${name}?` });
  await expect(asked).toContainText("Students can't order from it until you reopen it");
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: `Suspend ${name}` })).toBeFocused();
  await adminPage.keyboard.press('Enter');
  await asked.getByRole('button', { name: 'Suspend' }).click();
  await expect(asked).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: `Reopen ${name}` })).toBeFocused();
  await expect(vendorPage.getByText('CampusEats has suspended this eatery', { exact: false })).toBeVisible({ timeout: 10_000 });
  await adminPage.keyboard.press('Enter');
  await expect(adminPage.getByRole('button', { name: `Suspend ${name}` })).toBeFocused();
  await expect(vendorPage.getByText('CampusEats has suspended this eatery', { exact: false })).toHaveCount(0, { timeout: 10_000 });
});

test('on a phone the Add Eatery dialog keeps every hours row and its remove button inside the dialog, its times whole @phone-only', async ({ browser }) => {
  const { adminPage, dialog } = await openAddEatery(browser);
  await dialog.getByRole('button', { name: 'Add hours on Monday' }).click();
  await expect(dialog.getByLabel('Monday 2 opens')).toBeVisible();
  await waitForTransitions(adminPage);

  // The dialog's scrolling content is the box: a row wider than it hides its × off to the right.
  const box = await dialog.locator('.MuiDialogContent-root').boundingBox();
  const inside = dialog.getByRole('group', { name: 'Opening hours (IST)' }).locator('input, button');
  expect(box).not.toBeNull();
  for (const control of await inside.all()) {
    const where = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(where, name ?? '').not.toBeNull();
    expect(where!.x, `${name} starts inside the dialog`).toBeGreaterThanOrEqual(box!.x);
    expect(where!.x + where!.width, `${name} ends inside the dialog`).toBeLessThanOrEqual(box!.x + box!.width);
  }
  // With less room than this a time field showed "09:00 PM" as "09:00" at 375 px: 12 hours off, and nothing said so.
  const timeRoom = await dialog.locator('input[type="time"]').evaluateAll((inputs) =>
    inputs.map((input) => {
      const style = getComputedStyle(input);
      return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    }),
  );
  expect(Math.min(...timeRoom), 'CSS pixels inside the narrowest time field').toBeGreaterThanOrEqual(100);
  await expectNoSidewaysScroll(adminPage);
  await expectAccessibleInBothThemes(adminPage, 'add eatery dialog on a phone');
});
