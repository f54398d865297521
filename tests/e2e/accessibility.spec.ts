import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ROUTES, resolvePath, scrollThrough } from './support/routes';
import { expectNoSeriousViolations } from './support/axe';
import { logInAsDemoStudent, useTheme } from './support/session';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

// Every route, in light and in dark: no serious or critical WCAG 2.1 A/AA violation (contrast included),
// and a full-page screenshot of each for people to look at (test-results/screenshots, not committed).
for (const theme of ['light', 'dark'] as const) {
  test.describe(`Accessibility in the ${theme} theme`, () => {
    for (const row of ROUTES) {
      test(`${row.name} has no serious or critical violations`, async ({ page }, testInfo) => {
        await useTheme(page, theme);
        if (row.access === 'login') await logInAsDemoStudent(page);
        await page.goto(await resolvePath(row, page));
        await row.ready(page);
        await scrollThrough(page);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expectNoSeriousViolations(page, `${row.name} (${theme})`);

        await page.screenshot({ path: `${SCREENSHOTS}${testInfo.project.name}-${row.name}-${theme}.png`, fullPage: true });
      });
    }
  });
}
