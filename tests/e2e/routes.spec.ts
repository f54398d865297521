import { expect } from '@playwright/test';
import { test } from './support/fixtures';
import { HOME_OF_ROLE } from '../../web/src/lib/routes';
import { countFirestoreRequests, watchCspViolations } from './support/csp';
import { ROUTES, resolvePath, scrollThrough } from './support/routes';
import { DEMO_STAFF, submitLogin } from './support/session';

// The route table of docs/product.md#routes, one row per screen (tests/e2e/support/routes.ts), with the access the
// router is built from (web/src/lib/routes.ts). Who may open a route does not depend on the screen; the
// accessibility spec opens the public routes signed out (with the login prompt) and the students' routes as a
// signed-in student, who stays on them, at both widths.
test.describe('Route access', { tag: '@one-width' }, () => {
  for (const row of ROUTES) {
    if (row.access === 'user') {
      test(`${row.name} needs a login: signed out it goes to /login, and back after signing in`, async ({ page, shopper }) => {
        const path = await resolvePath(row, { page, shopper });
        await page.goto(path);
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
        await submitLogin(page, shopper);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await row.ready(page);
        await expect(page.getByTestId('signed-out-banner')).toHaveCount(0);
      });
    } else if (row.access !== 'anyone') {
      const role = row.access;
      // The console's visit also checks it under the Content-Security-Policy, live listeners included
      // (docs/architecture.md, "Security headers"; tests/e2e/csp.spec.ts).
      test(`${row.name} is for ${role} staff: signed out it goes to /login and back for them, under the CSP; a student goes to their own home`, async ({
        page,
        shopperPage,
        shopper,
      }) => {
        const path = await resolvePath(row, { page, shopper });
        await shopperPage.goto(path);
        await expect(shopperPage).toHaveURL(new RegExp(`${HOME_OF_ROLE.user}$`));
        const violations = await watchCspViolations(page);
        const firestoreRequests = countFirestoreRequests(page);
        await page.goto(path);
        await expect(page).toHaveURL(/\/login$/);
        await submitLogin(page, DEMO_STAFF[role]);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await row.ready(page);
        await scrollThrough(page);
        await expect.poll(firestoreRequests).toBeGreaterThan(0);
        expect(violations).toEqual([]);
      });
    }
  }

  test('/ and unknown paths go to /home', async ({ page }) => {
    for (const path of ['/', '/nowhere', '/about/us/extra', '/home/deeper']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
  });
});
