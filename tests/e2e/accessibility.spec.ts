import { fileURLToPath } from 'node:url';
import { expectNoSeriousViolations } from './support/axe';
import { test } from './support/fixtures';
import { ROUTES, resolvePath, scrollThrough } from './support/routes';
import { THEMES, openInTheme } from './support/session';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

// Every route, in light and then in dark: no serious or critical WCAG 2.1 A/AA violation (contrast included),
// and a full-page screenshot of each for people to look at (test-results/screenshots, not committed).
test.describe('Accessibility in the light and dark themes', () => {
  for (const row of ROUTES) {
    test(`${row.name} has no serious or critical violations`, async ({ page: signedOutPage, shopperPage, shopper }, testInfo) => {
      const page = row.access === 'login' ? shopperPage : signedOutPage;
      const path = await resolvePath(row, { page, shopper });
      // localStorage belongs to the app's origin: the route opens once before a theme is chosen.
      await page.goto(path);
      for (const theme of THEMES) {
        await openInTheme(page, path, theme, row.ready);
        await scrollThrough(page);
        await expectNoSeriousViolations(page, `${row.name} (${theme})`);
        await page.screenshot({ path: `${SCREENSHOTS}${testInfo.project.name}-${row.name}-${theme}.png`, fullPage: true });
      }
    });
  }
});
