import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { countFirestoreRequests, watchCspViolations } from './support/csp';
import { test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { ROUTES, resolvePath, scrollThrough, waitForImages } from './support/routes';
import { THEMES, openApp, switchTheme } from './support/session';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

// Every student's and public route, in light and then in dark: no serious or critical WCAG 2.1 A/AA violation
// (contrast included), no page wider than the window, and a full-page screenshot of each for people to look at
// (test-results/screenshots, not committed). The same visit checks what does not need a visit of its own: the
// route opens for whom it should (a public one signed out, with the login prompt; tests/e2e/routes.spec.ts sends
// signed-out visitors of the others to log in) and nothing on it breaks the Content-Security-Policy
// (tests/e2e/csp.spec.ts has the rest of the policy's checks).
test.describe('Accessibility in the light and dark themes', () => {
  // The staff consoles are checked with live orders on them, as their staff see them (liveOrders.spec.ts).
  for (const row of ROUTES.filter((route) => route.access === 'anyone' || route.access === 'user')) {
    test(`${row.name} has no serious or critical violations`, async ({ page: signedOutPage, shopperPage, shopper }, testInfo) => {
      const page = row.access === 'user' ? shopperPage : signedOutPage;
      const violations = await watchCspViolations(page);
      const firestoreRequests = countFirestoreRequests(page);
      const path = await resolvePath(row, { page, shopper });
      // A new browser shows the light theme. The screen is scrolled through once, so that everything it loads on
      // the way is there, and then switched to each theme in place.
      await openApp(page, path);
      await row.ready(page);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The login and signup pages are the prompt's own destinations and do not repeat it.
      const loginPrompt = page.getByTestId('signed-out-banner');
      if (row.access === 'anyone' && row.name !== 'login' && row.name !== 'signup') await expect(loginPrompt).toBeVisible();
      else await expect(loginPrompt).toHaveCount(0);
      await scrollThrough(page);
      await expectNoSidewaysScroll(page);
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        await waitForImages(page);
        await expectNoSeriousViolations(page, `${row.name} (${theme})`);
        // CSS pixels: a 375 px screen's picture is 375 pixels wide, whatever the phone's pixel density.
        await page.screenshot({ path: `${SCREENSHOTS}${testInfo.project.name}-${row.name}-${theme}.png`, fullPage: true, scale: 'css' });
      }
      // The tracking page follows the order through a Firestore listener, which the policy must let through.
      if (row.name === 'order-tracking') await expect.poll(firestoreRequests).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    });
  }
});
