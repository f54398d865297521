import { expect } from '@playwright/test';
import { consoleOf, recordConsole, test } from './support/fixtures';
import { HOME_OF_ROLE } from '../../web/src/lib/routes';
import { countFirestoreRequests, watchCspViolations } from './support/csp';
import { resolvePath, routesOpenTo, scrollThrough, type Access } from './support/routes';
import { DEMO_STAFF, submitLogin } from './support/session';

// The route table of docs/product.md#routes, one row per screen (tests/e2e/support/routes.ts), with the access the
// router is built from (web/src/lib/routes.ts). Which guard stands in front of each screen is held per route by
// web/src/app/router.test.tsx; here the browser shows what the guards do: every guarded route sends a signed-out
// visitor to log in, and the login takes them back where they were going (one sign-in per kind of account: the way
// back is one mechanism, the login page's). The accessibility spec opens the public routes signed out (with the
// login prompt) and the students' routes as a signed-in student, who stays on them, at both widths.
test.describe('Route access', { tag: '@one-width' }, () => {
  const names = (access: Access) =>
    routesOpenTo(access)
      .map((row) => row.name)
      .join(', ');

  test(`the students' routes (${names('user')}) need a login: signed out each goes to /login, and back after signing in`, async ({ page, shopper }) => {
    const paths = [];
    for (const row of routesOpenTo('user')) {
      const path = await resolvePath(row, { page, shopper });
      await page.goto(path);
      await expect(page, `${row.name} signed out`).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
      paths.push({ row, path });
    }
    const { row, path } = paths.at(-1)!;
    await submitLogin(page, shopper);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await row.ready(page);
    await expect(page.getByTestId('signed-out-banner')).toHaveCount(0);
  });

  for (const role of ['vendor', 'admin'] as const) {
    // Each console is opened as a new document, so each is checked under the policy Hosting serves for its path,
    // with its own live listeners (docs/architecture.md, "Security headers"; tests/e2e/csp.spec.ts).
    test(`the ${role} consoles (${names(role)}) are for ${role} staff: signed out they go to /login and back for them, under the CSP; a student goes to their own home`, async ({
      page,
      shopperPage,
      shopper,
    }) => {
      const consoles = await Promise.all(routesOpenTo(role).map(async (row) => ({ row, path: await resolvePath(row, { page, shopper }) })));
      for (const { row, path } of consoles) {
        await shopperPage.goto(path);
        await expect(shopperPage, `${row.name} as a student`).toHaveURL(new RegExp(`${HOME_OF_ROLE.user}$`));
        await page.goto(path);
        await expect(page, `${row.name} signed out`).toHaveURL(/\/login$/);
      }
      const violations = await watchCspViolations(page);
      recordConsole(page);
      for (const [index, { row, path }] of consoles.entries()) {
        const firestoreRequests = countFirestoreRequests(page);
        await page.goto(path);
        if (index === 0) {
          await expect(page).toHaveURL(/\/login$/);
          await submitLogin(page, DEMO_STAFF[role]);
        }
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await row.ready(page);
        await scrollThrough(page);
        await expect.poll(firestoreRequests, { message: `${row.name} listens to Firestore` }).toBeGreaterThan(0);
      }
      expect(violations).toEqual([]);
      // Opened as a new document, a console loads its code before it draws: the router shows its fallback, quietly.
      // (Other tests plant orders no console can read, which the admin's lists leave out with a warning.)
      expect(consoleOf(page).filter((line) => !line.startsWith('warning: Left out '))).toEqual([]);
    });
  }

  test('/, unknown paths and a menu path that can be no eatery’s go to /home', async ({ page }) => {
    for (const path of ['/', '/nowhere', '/about/us/extra', '/home/deeper', '/restaurants/bad-id!']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
  });
});
