import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { countFirestoreRequests, watchCspViolations, type CspViolation } from './support/csp';
import { newProjectPage, test as shopperTest, type Shopper } from './support/fixtures';
import { closeWindows } from './support/listens';
import { expectNoSidewaysScroll } from './support/layout';
import { ROUTES, resolvePath, scrollThrough, waitForImages } from './support/routes';
import { THEMES, openApp, switchTheme } from './support/session';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** A window this spec's visits share, its CSP watched from the start of every document it opens. */
interface SharedWindow {
  page: Page;
  violations: CspViolation[];
  firestoreRequests: () => number;
}

/**
 * One window per worker for the public routes (nobody signed in) and one for the student's (the worker's shopper,
 * signed in): the visits only read, and a window's later visits take the app's code from its cache instead of
 * loading it cold, which was most of a visit's CPU on these 2-core machines (docs/architecture.md#tests).
 * Every visit still opens its route as a new document, in the light theme, as a new browser shows it.
 */
const test = shopperTest.extend<object, { windows: Record<'anyone' | 'user', SharedWindow> }>({
  windows: [
    async ({ browser, shopper }, use, workerInfo) => {
      const open = async (storageState?: typeof shopper.storageState): Promise<SharedWindow> => {
        const page = await newProjectPage(browser, workerInfo, storageState ? { storageState } : {});
        await page.addInitScript(() => localStorage.removeItem('theme'));
        return { page, violations: await watchCspViolations(page), firestoreRequests: countFirestoreRequests(page) };
      };
      const windows = { anyone: await open(), user: await open(shopper.storageState) };
      await use(windows);
      await closeWindows(Object.values(windows).map(({ page }) => page.context()));
    },
    { scope: 'worker' },
  ],
});

/**
 * The screens whose phone layout has parts of its own, where axe runs at 375 px too: the signed-out and the signed-in
 * frame (top bar, bottom bar), the landing's card carousel, the menu's own bottom bar, the cart's and checkout's
 * action bar, the tracking page's reordered columns, the About scenes sized by the window, and the login card and a
 * legal text as the frames the other public pages share. The other screens are the same parts in one column
 * (docs/architecture.md#tests): at 375 px they are still opened, scrolled through and held to the window's width.
 */
const OWN_PHONE_LAYOUT = new Set(['login', 'home', 'restaurants', 'restaurant-menu', 'cart', 'checkout', 'order-tracking', 'profile', 'terms', 'about']);

// Every student's and public route, in light and then in dark: no serious or critical WCAG 2.1 A/AA violation
// (contrast included) and no page wider than the window. The same visit checks what does not need a visit of its
// own: the route opens for whom it should (a public one signed out, with the login prompt; tests/e2e/routes.spec.ts
// sends signed-out visitors of the others to log in) and nothing on it breaks the Content-Security-Policy
// (tests/e2e/csp.spec.ts has the rest of the policy's checks). With SCREENSHOTS=1 each visit also leaves a
// full-page screenshot per theme in test-results/screenshots, for people to look at.
test.describe('Accessibility in the light and dark themes', () => {
  // The staff consoles are checked with live orders on them, as their staff see them (liveOrders.spec.ts).
  for (const row of ROUTES.filter((route) => route.access === 'anyone' || route.access === 'user')) {
    const axeOnPhones = OWN_PHONE_LAYOUT.has(row.name);
    const visit = async (windows: Record<'anyone' | 'user', SharedWindow>, shopper: Shopper, axe: boolean) => {
      const { page, violations, firestoreRequests } = windows[row.access === 'user' ? 'user' : 'anyone'];
      const violationsBefore = violations.length;
      const firestoreRequestsBefore = firestoreRequests();
      const path = await resolvePath(row, { page, shopper });
      // The screen is scrolled through once, so that everything it loads on the way is there, and then switched
      // to each theme in place.
      await openApp(page, path);
      await row.ready(page);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      // The login and signup pages are the prompt's own destinations and do not repeat it; the counter board is a screen
      // at an eatery's counter, with none of the app's bars (docs/product.md#counter-board).
      const loginPrompt = page.getByTestId('signed-out-banner');
      if (row.access === 'anyone' && !['login', 'signup', 'counter-board'].includes(row.name)) await expect(loginPrompt).toBeVisible();
      else await expect(loginPrompt).toHaveCount(0);
      await scrollThrough(page);
      await expectNoSidewaysScroll(page);
      for (const theme of axe || process.env.SCREENSHOTS ? THEMES : []) {
        await switchTheme(page, theme);
        await waitForImages(page);
        if (axe) await expectNoSeriousViolations(page, `${row.name} (${theme})`);
        // CSS pixels: a 375 px screen's picture is 375 pixels wide, whatever the phone's pixel density.
        if (process.env.SCREENSHOTS)
          await page.screenshot({ path: `${SCREENSHOTS}${test.info().project.name}-${row.name}-${theme}.png`, fullPage: true, scale: 'css' });
      }
      // The tracking page and the counter board follow Firestore listeners, which the policy must let through.
      if (row.name === 'order-tracking' || row.name === 'counter-board')
        await expect.poll(() => firestoreRequests() - firestoreRequestsBefore).toBeGreaterThan(0);
      expect(violations.slice(violationsBefore)).toEqual([]);
    };

    test(`${row.name} has no serious or critical violations`, { tag: axeOnPhones ? [] : ['@one-width'] }, async ({ windows, shopper }) => {
      await visit(windows, shopper, true);
    });
    if (!axeOnPhones)
      test(`${row.name} keeps to a phone's window`, { tag: '@phone-only' }, async ({ windows, shopper }) => {
        await visit(windows, shopper, false);
      });
  }

  test('the check fails on a serious violation planted on a screen', { tag: '@one-width' }, async ({ windows }) => {
    const { page } = windows.anyone;
    const terms = ROUTES.find((route) => route.name === 'terms')!;
    await openApp(page, terms.path as string);
    await terms.ready(page);
    await page.evaluate(() => {
      const unreadable = Object.assign(document.createElement('p'), { textContent: 'Grey on grey' });
      unreadable.style.cssText = 'color: #777; background: #888';
      document.querySelector('main')!.prepend(unreadable);
    });
    await expect(expectNoSeriousViolations(page, 'planted')).rejects.toThrow(/color-contrast/);
  });
});
