import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { test } from './support/fixtures';
import { ROUTES, resolvePath, scrollThrough } from './support/routes';
import { submitLogin } from './support/session';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

// Every route, in light and then in dark: no serious or critical WCAG 2.1 A/AA violation (contrast included),
// and a full-page screenshot of each for people to look at (test-results/screenshots, not committed).
test.describe('Accessibility in the light and dark themes', () => {
  for (const row of ROUTES) {
    test(`${row.name} has no serious or critical violations`, async ({ page, shopper }, testInfo) => {
      if (row.access === 'login') {
        await page.goto('/login');
        await submitLogin(page, shopper);
        await expect(page).not.toHaveURL(/\/login$/);
      }
      const path = await resolvePath(row, { page, shopper });
      // localStorage belongs to the app's origin: a signed-out visit opens the route once before choosing a theme.
      if (row.access === 'public') await page.goto(path);
      for (const theme of ['light', 'dark'] as const) {
        // The stored choice a returning student's browser holds; the app reads it before painting.
        await page.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
        await page.goto(path);
        await row.ready(page);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await scrollThrough(page);
        await expectNoSeriousViolations(page, `${row.name} (${theme})`);
        await page.screenshot({ path: `${SCREENSHOTS}${testInfo.project.name}-${row.name}-${theme}.png`, fullPage: true });
      }
    });
  }
});
