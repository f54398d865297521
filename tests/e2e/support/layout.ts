import { expect, type Page } from '@playwright/test';

/** Fails when the page is wider than the window: on a phone that is a page that slides sideways under the thumb. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
  await expect.poll(async () => {
    const { page: pageWidth, window: windowWidth } = await widths();
    return pageWidth - windowWidth;
  }, { message: 'CSS pixels the page is wider than the window' }).toBeLessThanOrEqual(0);
}
