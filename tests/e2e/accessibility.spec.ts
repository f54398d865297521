import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ROUTES, resolvePath, scrollThrough } from './support/routes';
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
        // Let entrance transitions finish so colours are measured as they settle.
        await page.waitForTimeout(400);

        // @axe-core/playwright types its page with its own copy of playwright-core (a minor version apart).
        const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`) }));
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);

        await page.screenshot({ path: `${SCREENSHOTS}${testInfo.project.name}-${row.name}-${theme}.png`, fullPage: true });
      });
    }
  });
}
