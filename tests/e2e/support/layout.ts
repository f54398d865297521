import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Waits until the screen has drawn everything it loads: no "Loading…" status left, a skeleton's label or a hidden
 * text. A tap on a lower card while the cards above it still arrive lands on whatever they push under the pointer.
 */
export async function waitUntilLoaded(page: Page) {
  const loading = page.getByRole('status', { name: /^Loading/ }).or(page.getByRole('status').filter({ hasText: /^Loading/ }));
  await expect(loading).toHaveCount(0, { timeout: 20_000 });
}

/** Scrolled to its end, the page's last line and its last link are not under a bar fixed at the window's bottom. */
export async function expectPageEndClear(page: Page) {
  const covered = await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise(requestAnimationFrame);
    const footer = document.querySelector('footer');
    const lastOnes = [footer?.querySelector('p:last-of-type'), Array.from(footer?.querySelectorAll('a') ?? []).at(-1)];
    return lastOnes.flatMap((element) => {
      if (!element) return ['(missing)'];
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && element.contains(hit) ? [] : [element.textContent ?? ''];
    });
  });
  expect(covered).toEqual([]);
}

/**
 * Tabbing from the top of the page to `last`, every control the focus lands on is in the window and not under a bar
 * fixed over the page: a keyboard user sees what they are on.
 */
export async function expectTabStopsInSight(page: Page, last: Locator) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const hidden: string[] = [];
  for (let stop = 0; stop < 60; stop++) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(async () => {
      await new Promise(requestAnimationFrame);
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && (element.contains(hit) || hit.contains(element))) return null;
      const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : element.getAttribute('aria-label');
      return label || element.textContent || element.tagName;
    });
    if (covered !== null) hidden.push(covered);
    if (await last.evaluate((element) => element === document.activeElement)) {
      expect(hidden).toEqual([]);
      return;
    }
  }
  throw new Error('The focus never reached the last control');
}

/** A notice popped up at the top stays under the header, whose buttons (the cart, the bell, a console's menu) it would cover. */
export async function expectBelowHeader(page: Page, notice: Locator) {
  await waitForTransitions(page);
  const header = await page.getByRole('banner').boundingBox();
  const shown = await notice.boundingBox();
  expect(shown!.y, 'the notice starts below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
}
