import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { blockingViolations, WCAG_21_AA_TAGS } from '../../../web/src/testing/axeRules';
import { waitForTransitions } from './layout';
import { THEMES, switchTheme } from './session';

/**
 * Runs axe-core's WCAG 2.1 A/AA rules (contrast included) on what the page shows now and fails with the
 * offending elements when any violation is serious or critical.
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  // Colours are measured as they settle: the transitions under way (a theme switch, an entrance) finish first.
  await waitForTransitions(page);
  // @axe-core/playwright types its page with its own copy of playwright-core (a minor version apart).
  const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .withTags(WCAG_21_AA_TAGS)
    // Only violations are read: axe then skips gathering every node of the passes and the rest (the same rules run).
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself. The default runs each frame apart and merges the results in a new blank window,
    // which exists for cross-origin frames; the app has none (its CSP allows frames from its own origin only), and
    // that extra window cost a fifth of the accessibility spec's CPU (docs/architecture.md#tests).
    .setLegacyMode()
    .analyze();
  const blocking = blockingViolations(results);
  expect(blocking, `${label}: ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

/** The same check in the light and then the dark theme, switched in place on what the page shows now. */
export async function expectAccessibleInBothThemes(page: Page, label: string) {
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    await expectNoSeriousViolations(page, `${label}, ${theme}`);
  }
}
