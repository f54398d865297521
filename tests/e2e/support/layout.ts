import { expect, type Page } from '@playwright/test';

/** Fails when the page is wider than the window: on a phone that is a page that slides sideways under the thumb. */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: 'CSS pixels the page is wider than the window',
    })
    .toBeLessThanOrEqual(0);
}
