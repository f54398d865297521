import { expect, type Page } from '@playwright/test';

/** Fails when the page is wider than the window: on a phone that is a page that slides sideways under the thumb. */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: 'CSS pixels the page is wider than the window',
    })
    .toBeLessThanOrEqual(0);
}

/**
 * Waits for the transitions under way (a dialog coming in, a theme switch) to finish. Endless animations (a pulse,
 * the typing) never do, and are not waited for.
 */
export async function waitForTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
