import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { paths } from '../../web/src/lib/routes';
import { countFirestoreRequests, watchCspViolations } from './support/csp';
import { ROUTES, resolvePath, routesOpenTo, scrollThrough } from './support/routes';

// The Content-Security-Policy Hosting serves (docs/architecture.md, "Security headers"): any violation fails the
// test. Most routes are checked in the visits that check them for other things: the students' and the public
// ones signed out in tests/e2e/accessibility.spec.ts, the staff consoles in tests/e2e/routes.spec.ts. Here: that
// the watcher sees a violation at all, and the visits no other spec makes.

/** Opens `path`, waits for its screen, and scrolls through it so that lazy sections and pictures load too. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await scrollThrough(page);
}

const rowNamed = (name: string) => ROUTES.find((row) => row.name === name)!;

test.describe('Content-Security-Policy', { tag: '@one-width' }, () => {
  test('the watcher sees a violation: an inline script the policy does not list is blocked', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await visit(page, paths.login, rowNamed('login').ready);
    expect(violations).toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      return (window as Window & { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.filter((violation) => violation.directive === 'script-src-elem').length).toBeGreaterThan(0);
  });

  test('a returning visitor in the dark theme takes the other branch of both inline scripts without a violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await visit(page, paths.home, rowNamed('home').ready);
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(violations).toEqual([]);
  });

  test('the public routes, signed in as a student, have no violation, the live menu included', async ({ shopperPage: page, shopper }) => {
    const violations = await watchCspViolations(page);
    const firestoreRequests = countFirestoreRequests(page);
    // Login and signup send a signed-in student on.
    for (const row of routesOpenTo('anyone').filter((route) => route.name !== 'login' && route.name !== 'signup')) {
      await visit(page, await resolvePath(row, { page, shopper }), row.ready);
    }
    // A signed-in student's menu follows its dishes through a Firestore listener.
    await expect.poll(firestoreRequests).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
});
