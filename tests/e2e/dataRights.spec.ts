import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './support/fixtures';
import { DELETED_ACCOUNT } from '../../common/src/privacy';
import { paths } from '../../web/src/lib/routes';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery } from '../support/ownedEatery';
import { orderOf } from '../support/reviews';
import { createTestUser } from '../support/users';
import { logIn, submitLogin } from './support/session';

// A student's data is theirs (docs/product.md#your-data): the whole journey through the stack. The states and
// messages of the profile's sections are checked in ProfilePage.test.tsx; the deletion's steps in
// tests/api/dataRights.test.ts.

test(
  'a student downloads their data, deletes the account, cannot sign in again, and the vendor still has the order',
  { tag: '@one-width' },
  async ({ page, browser }) => {
    const vendor = await createTestUser({ role: 'vendor', profile: false });
    const eatery = await createOwnedEatery(adminDb, vendor.uid);
    try {
      const student = await createTestUser();
      const orderId = await orderOf(student, eatery);
      const { orderNumber } = (await adminDb.collection('orders').doc(orderId).get()).data() as { orderNumber: string };

      await logIn(page, student);
      await page.goto(paths.profile);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('campuseats-my-data.json');
      const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { uid: string }; orders: { id: string }[] };
      expect(file.account.uid).toBe(student.uid);
      expect(file.orders.map((order) => order.id)).toEqual([orderId]);
      await expect(page.getByRole('list', { name: 'What your data holds' })).toContainText('1 order');

      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account' });
      await dialog.getByLabel('Password').fill(student.password);
      await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByText('Your account was deleted')).toBeVisible();

      await page.goto(paths.login);
      await submitLogin(page, student);
      await expect(page.getByText('Invalid email or password')).toBeVisible();

      const vendorPage = await browser.newPage();
      try {
        await logIn(vendorPage, vendor);
        await vendorPage.goto(paths.vendorDashboard);
        const finished = vendorPage.getByRole('region', { name: 'Finished' });
        await expect(finished.getByRole('listitem').filter({ hasText: orderNumber })).toContainText(DELETED_ACCOUNT);
      } finally {
        await vendorPage.close();
      }
    } finally {
      await deleteOwnedEatery(adminDb, eatery);
    }
  },
);
