import { expect } from '@playwright/test';
import { test } from './support/fixtures';
import { ROUTES, resolvePath } from './support/routes';
import { submitLogin } from './support/session';

// The route table of docs/product.md#routes, one row per route (tests/e2e/support/routes.ts). Who may open a route does not
// depend on the screen; the accessibility spec opens every route at both widths, the login-only ones as a
// signed-in student, who stays on them.
test.describe('Route access', { tag: '@one-width' }, () => {
  for (const row of ROUTES) {
    if (row.access === 'public') {
      test(`${row.name} is public: it opens signed out, with the login prompt`, async ({ page, shopper }) => {
        const path = await resolvePath(row, { page, shopper });
        await page.goto(path);
        await row.ready(page);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
        // The login and signup pages are the prompt's own destinations and do not repeat it.
        if (row.name !== 'login' && row.name !== 'signup') await expect(page.getByTestId('signed-out-banner')).toBeVisible();
      });
    } else {
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
    }
  }

  test('/ and unknown paths go to /home', async ({ page }) => {
    for (const path of ['/', '/nowhere', '/about/us/extra', '/home/deeper']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
  });
});
