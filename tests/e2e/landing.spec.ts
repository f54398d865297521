import { expect, type Page } from '@playwright/test';
import { consoleOf, recordConsole, test } from './support/fixtures';
import { paths } from '../../web/src/lib/routes';
import { logIn, openApp } from './support/session';

const typedFood = (page: Page) => page.getByTestId('typed-food');
const craving = (page: Page) => page.getByTestId('craving');

/** The sections under the hero load as the student scrolls towards them. */
async function revealBelowTheFold(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sections = page.getByRole('heading', { name: 'What are you craving?' });
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(sections).toBeAttached({ timeout: 1_000 });
  }).toPass();
}

test.describe('Landing page', () => {
  test('types the foods and rotates the cravings, and screen readers get whole sentences', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.home);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Ordering Pizza, Burger, Momos, Fries, Pasta or Coffee? Think CampusEats.');
    // 200 ms a letter: "Pizza" is whole after about a second, then it is deleted and "Burger" is typed.
    await expect(typedFood(page)).toHaveText('Ordering Pizza?', { timeout: 3_000 });
    await expect(typedFood(page)).toHaveText(/Ordering Bu/, { timeout: 6_000 });

    const first = await craving(page).innerText();
    await expect(craving(page)).not.toHaveText(first, { timeout: 3_000 });
    await expect(page.getByText('Small team. Big appetite.').first()).toBeVisible();
  });

  test('ORDER FOOD goes to login when signed out and to the restaurants when signed in', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.home);
    await page.getByRole('link', { name: 'ORDER FOOD' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page);
    await openApp(page, paths.home);
    await page.getByRole('link', { name: 'ORDER FOOD' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
  });

  test('the hero fits a 320 px phone: its headline and ORDER FOOD end inside the margin', { tag: '@one-width' }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openApp(page, paths.home);
    for (const part of [page.getByRole('heading', { level: 1 }), page.getByRole('link', { name: 'ORDER FOOD' })]) {
      await expect(part).toBeVisible();
      expect(await part.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(320 - 16);
    }
  });

  test('the hero’s two links keep their words on one line from a tablet to a wide screen', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.home);
    const links = [page.getByRole('link', { name: 'ORDER FOOD' }), page.getByRole('link', { name: 'Win a week of free meals' })];
    const lineCounts = () =>
      Promise.all(
        links.map((link) =>
          link.evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
          }),
        ),
      );
    for (const width of [600, 900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await lineCounts(), `${width} px`).toEqual([1, 1]);
    }
  });

  test('the five category cards list eateries that open the restaurant search', async ({ page }, testInfo) => {
    await openApp(page, paths.home);
    await revealBelowTheFold(page);
    const showcase = page.locator('#categories');
    await expect(showcase.locator('article')).toHaveCount(5);
    await expect(showcase.getByTestId(testInfo.project.name === 'phone' ? 'category-carousel' : 'category-fan')).toBeVisible();
    for (const name of ['Pizza', 'Burger', 'Momos', 'Coffee', 'Cake']) await expect(showcase.getByRole('heading', { name, exact: true })).toBeAttached();

    const pizzaPlaces = showcase.getByRole('list', { name: 'Pizza places' }).getByRole('link');
    // The eateries come from the API (a cold functions emulator can take a few seconds to answer first).
    await expect(pizzaPlaces.first()).toBeVisible({ timeout: 20_000 });
    const outlet = await pizzaPlaces.first().innerText();
    await pizzaPlaces.first().click();
    await expect(page).toHaveURL(/\/restaurants\?search=/);
    expect(new URL(page.url()).searchParams.get('search')).toBe(outlet);
    await expect(page.getByRole('searchbox', { name: 'Search restaurants or cuisines' })).toHaveValue(outlet);
  });

  test('on a phone a quick swipe turns the card and a slow drag does not', async ({ page }, testInfo) => {
    await openApp(page, paths.home);
    await revealBelowTheFold(page);
    if (testInfo.project.name !== 'phone') {
      // Laptops get the fan, which has no carousel to swipe.
      await expect(page.getByTestId('category-fan')).toBeVisible();
      await expect(page.getByTestId('category-carousel')).toHaveCount(0);
      return;
    }
    const carousel = page.getByTestId('category-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const status = carousel.getByText(/of 5$/);
    await expect(status).toHaveText('Pizza · 1 of 5');

    // The gestures are dispatched inside the page, so their timing is exact: driven step by step from
    // here, a quick swipe on a busy machine can take longer than 300 ms and become a drag.
    const viewport = page.getByTestId('carousel-viewport');
    const box = (await viewport.boundingBox())!;
    const swipe = (fromX: number, toX: number, holdMs: number) =>
      viewport.evaluate(
        async (element, { fromX, toX, y, holdMs }) => {
          const fire = (type: string, x: number) =>
            element.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerType: 'touch', isPrimary: true }));
          fire('pointerdown', fromX);
          if (holdMs) await new Promise((resolve) => setTimeout(resolve, holdMs));
          fire('pointerup', toX);
        },
        { fromX, toX, y: box.y + box.height * 0.7, holdMs },
      );

    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2, 0);
    await expect(status).toHaveText('Burger · 2 of 5');
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8, 0);
    await expect(status).toHaveText('Pizza · 1 of 5');
    // Slower than 300 ms: a drag, not a swipe.
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2, 450);
    await expect(status).toHaveText('Pizza · 1 of 5');
    // A swipe that starts and ends on a link turns the card without opening the link; a tap then opens it.
    const burgerLink = page.getByRole('link', { name: 'All burger places' });
    await page.getByRole('button', { name: 'Next category' }).click();
    await expect(status).toHaveText('Burger · 2 of 5');
    await burgerLink.evaluate((link) => {
      const { left, width, top, height } = link.getBoundingClientRect();
      const fire = (type: string, x: number) =>
        link.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: top + height / 2, pointerType: 'touch', isPrimary: true }));
      fire('pointerdown', left + width - 2);
      fire('pointerup', left - 60);
      (link as HTMLElement).click();
    });
    await expect(status).toHaveText('Momos · 3 of 5');
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: 'Previous category' }).click();
    await burgerLink.click();
    await expect(page).toHaveURL(/\/restaurants\?category=burger$/);
    // Go back only once the list has replaced the landing page, as a student would: pressed while the list's
    // code is still arriving, back cancels the navigation and the carousel, never unmounted, stays where it was.
    await expect(page.getByRole('searchbox', { name: 'Search restaurants or cuisines' })).toBeVisible();
    await expect(carousel).toHaveCount(0);
    await page.goBack();
    await revealBelowTheFold(page);
    await carousel.scrollIntoViewIfNeeded();
    // Back on the landing page, the carousel opens at its first card again.
    await expect(status).toHaveText('Pizza · 1 of 5');

    // The arrows do the same for keyboards and screen readers, wrapping at the ends.
    await carousel.getByRole('button', { name: 'Previous category' }).click();
    await expect(status).toHaveText('Cake · 5 of 5');
  });

  test('the slide-in menu links around, and its Dark Mode item switches the theme', async ({ page }) => {
    await openApp(page, paths.home);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const item of ['Home', 'Eats', 'Contact', 'Search', 'Cart']) await expect(menu.getByRole('button', { name: item, exact: true })).toBeVisible();
    // Signed out: no Profile, as everywhere else.
    await expect(menu.getByRole('button', { name: 'Profile' })).toHaveCount(0);

    const darkMode = menu.getByRole('switch', { name: 'Dark Mode' });
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await darkMode.click();
    await expect(darkMode).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await darkMode.click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    await menu.getByRole('button', { name: 'Contact', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/home#contact$/);
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Eats' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
  });

  test('a link to /home#contact lands on the contact section, the prerendered page hydrated without a mismatch', { tag: '@one-width' }, async ({ page }) => {
    recordConsole(page);
    await openApp(page, paths.contact);
    const contact = page.getByRole('heading', { name: 'Contact us' });
    await expect(contact).toBeInViewport();
    await expect(page.locator('#contact').getByRole('link', { name: 'support@campuseats.in' })).toHaveAttribute('href', 'mailto:support@campuseats.in');
    expect(consoleOf(page)).toEqual([]);
  });

  test('the hero’s lucky-draw link jumps to the form, loading it first, and the keyboard goes on from there', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.home);
    await page.getByRole('link', { name: 'Win a week of free meals' }).press('Enter');
    await expect(page).toHaveURL(/\/home#lucky-draw$/);
    await expect(page.getByRole('heading', { name: 'Lucky Draw' })).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  });

  test('the keyboard in the hero loads the sections below, so that Tab reaches them before the footer', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.home);
    await page.getByRole('link', { name: 'Win a week of free meals' }).focus();
    await expect(page.getByRole('heading', { name: 'What are you craving?' })).toBeAttached();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#categories') !== null)).toBe(true);
  });

  test('the wave text moves with the scroll', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.home);
    await revealBelowTheFold(page);
    const wave = page.getByTestId('wave-text');
    await wave.scrollIntoViewIfNeeded();
    await expect(wave).toContainText('Hot food. Short walks. Zero queues.');
    const offsets = () =>
      wave.locator('span[aria-hidden] > span > span').evaluateAll((letters) => letters.map((letter) => (letter as HTMLElement).style.transform));
    const before = await offsets();
    expect(new Set(before).size).toBeGreaterThan(3);
    await page.mouse.wheel(0, 200);
    await expect.poll(offsets).not.toEqual(before);
  });
});

test.describe('Landing page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('stops the animations and shows every text whole', { tag: '@one-width' }, async ({ page }) => {
    // The page's clock runs as usual, and the test moves it past the next turn of the animations rather than wait.
    await page.clock.install();
    await openApp(page, paths.home);
    await expect(typedFood(page)).toHaveText('Ordering Pizza?');
    const first = await craving(page).innerText();
    await page.clock.runFor(2_600);
    await expect(typedFood(page)).toHaveText('Ordering Pizza?');
    await expect(craving(page)).toHaveText(first);

    await revealBelowTheFold(page);
    const wave = page.getByTestId('wave-text');
    await wave.scrollIntoViewIfNeeded();
    const transforms = await wave
      .locator('span[aria-hidden] > span > span')
      .evaluateAll((letters) => letters.map((letter) => (letter as HTMLElement).style.transform));
    expect(transforms.every((transform) => transform === '')).toBe(true);
  });
});
