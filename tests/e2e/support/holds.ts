import type { Page } from '@playwright/test';

/** Keeps every request of the page to `url` at the network until the returned release is called; then they go on unchanged. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
