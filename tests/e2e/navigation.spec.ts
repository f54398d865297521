import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { paths } from '../../web/src/lib/routes';
import { expectNoSidewaysScroll } from './support/layout';
import { firstEateryPath } from './support/routes';
import { DEMO_STUDENT, logIn, openApp } from './support/session';

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Bottom navigation' });
// Present in the page (shown or hidden by the screen's width), whatever its visibility.
const bottomBarElement = (page: Page) => page.locator('nav[aria-label="Bottom navigation"]');

/** Holds the session's code (Firebase Auth) back, as on a slow phone, until the returned function is called. */
async function holdAuth(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/authState-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('Navigation', () => {
  test('the chosen theme survives a reload, is on the page before it paints and reaches the other tabs', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.home);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    // index.html applies the saved theme before the app's JavaScript arrives (here it never does): no white flash.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(18, 18, 18)');
    await page.unroute('**/assets/*.js');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);

    await page.goto(paths.terms);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    // A second tab of the app follows a choice made in the first, without a reload.
    const otherTab = await page.context().newPage();
    await openApp(otherTab, paths.restaurants);
    await expect(otherTab.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(otherTab.locator('html')).toHaveClass(/dark/);
    await expect(otherTab.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('the bottom bar is on phones only, and gives way to the menu page’s own bar', async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await openApp(page, paths.restaurants);
    if (phone) {
      await expect(bottomBar(page)).toBeVisible();
      for (const item of ['Home', 'Food', 'Search', 'Cart']) await expect(bottomBar(page).getByRole('link', { name: item })).toBeVisible();
      await expect(bottomBar(page).getByRole('link', { name: 'Profile' })).toHaveCount(0);
    } else {
      await expect(bottomBar(page)).toBeHidden();
    }

    await page.goto(await firstEateryPath({ page }));
    await expect(page.getByRole('heading', { name: 'Bestsellers' })).toBeVisible();
    await expect(bottomBarElement(page)).toHaveCount(0);
    if (phone) await expect(page.getByRole('navigation', { name: 'Menu page' })).toBeVisible();

    await page.goto(paths.terms);
    await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
    await expect(bottomBarElement(page)).toHaveCount(1);
  });

  test('the search box reaches /restaurants?search=', async ({ page }, testInfo) => {
    await openApp(page, paths.home);
    const results = page.getByRole('searchbox', { name: 'Search restaurants or cuisines' });
    if (testInfo.project.name === 'phone') {
      // Phones search from the bottom bar: it opens the list with its search box ready to type in.
      await bottomBar(page).getByRole('link', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/restaurants\?search=true$/);
      await expect(results).toBeFocused();
      await results.fill('momo');
      await expect(page).toHaveURL(/\/restaurants\?search=momo$/);
    } else {
      const header = page.getByRole('banner').getByRole('searchbox', { name: 'Search restaurants' });
      await expect(header).toHaveAttribute('placeholder', 'Search restaurants...');
      const collapsed = (await header.boundingBox())!.width;
      await header.click();
      await expect.poll(async () => (await header.boundingBox())!.width).toBeGreaterThan(collapsed);
      await header.fill('masala dosa');
      await header.press('Enter');
      await expect(page).toHaveURL(/\/restaurants\?search=masala%20dosa$/);
      await expect(results).toHaveValue('masala dosa');
    }
  });

  test('signed in, the avatar menu leads to orders and settings and logs out to /home', async ({ page }, testInfo) => {
    await logIn(page);
    await openApp(page, paths.home);
    if (testInfo.project.name === 'phone') {
      // Phones reach the account through the bottom bar, whose Profile item appears once signed in.
      await expect(bottomBar(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', paths.profile);
      return;
    }
    const avatar = page.getByRole('button', { name: 'Account menu' });
    await expect(avatar).toHaveText(DEMO_STUDENT.initial);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

    // Where the menu items lead (those screens belong to other features; this checks the navigation itself).
    await page.evaluate(() => {
      const visited: string[] = [];
      (window as unknown as { visited: string[] }).visited = visited;
      const pushState = history.pushState.bind(history);
      history.pushState = (state, unused, url) => {
        visited.push(String(url));
        pushState(state, unused, url);
      };
    });
    const visited = () => page.evaluate(() => (window as unknown as { visited: string[] }).visited);
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Past Orders' }).click();
    await expect.poll(visited).toContain(paths.orders);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect.poll(visited).toContain(paths.profile);
    await page.goto(paths.terms);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('the top bar links home and to the eateries, and the footer links every company page and Instagram', async ({ page }, testInfo) => {
    await page.goto(paths.terms);
    if (testInfo.project.name === 'desktop') {
      const main = page.getByRole('navigation', { name: 'Main' });
      await main.getByRole('link', { name: 'Eats' }).click();
      await expect(page).toHaveURL(/\/restaurants$/);
      await expect(main.getByRole('link', { name: 'Eats' })).toHaveAttribute('aria-current', 'page');
      await main.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/home$/);
    }
    await page.getByRole('banner').getByRole('link', { name: 'CampusEats home' }).click();
    await expect(page).toHaveURL(/\/home$/);

    const footer = page.getByRole('contentinfo');
    const expected = {
      ORDER: paths.restaurants,
      ABOUT: paths.about,
      TEAM: paths.team,
      CAREERS: paths.careers,
      'PRIVACY POLICY': paths.privacy,
      'TERMS AND CONDITIONS': paths.terms,
    };
    for (const [label, href] of Object.entries(expected)) await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    const instagram = footer.getByRole('link', { name: /^Instagram/ });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await footer.getByRole('link', { name: 'TERMS AND CONDITIONS' }).click();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('a new page opens at its top, and Back returns to where the student was', { tag: '@one-width' }, async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    await openApp(page, paths.restaurants);
    const cards = page.getByTestId('restaurant-grid').locator('article');
    await expect(cards).toHaveCount(10);
    const fifth = cards.nth(4);
    await fifth.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    const listY = await scrollY();
    expect(listY).toBeGreaterThan(300);
    const name = await fifth.locator('h3').innerText();
    await fifth.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await expect(cards).toHaveCount(10);
    await expect.poll(scrollY).toBe(listY);

    // A footer link, clicked at the bottom of a page, opens its page at the top too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'TERMS AND CONDITIONS' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await scrollY()).toBe(0);
  });

  test('Back to a menu returns to where the student was on it', { tag: '@one-width' }, async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Opened from the list, inside the app, as a student does.
    await openApp(page, paths.restaurants);
    await page.getByTestId('restaurant-grid').locator('article').first().click();
    const addButtons = page.getByRole('button', { name: /^Add / });
    await expect(addButtons.first()).toBeVisible();
    const dish = addButtons.nth(5);
    await dish.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    const menuY = await scrollY();
    expect(menuY).toBeGreaterThan(600);

    // The header stays on screen: following its link scrolls nothing first.
    await page.getByRole('banner').getByRole('link', { name: 'CampusEats home' }).click();
    await expect(page).not.toHaveURL(/\/restaurants\//);
    // The menu's answer is held back, as on a slow connection: the menu the student left is drawn meanwhile.
    let answerMenu = () => {};
    const menuHeld = new Promise<void>((resolve) => (answerMenu = resolve));
    await page.route('**/api/v1/vendors/restaurants/*', async (route) => {
      await menuHeld;
      await route.continue();
    });
    await page.goBack();
    await expect(dish).toBeInViewport();
    await expect.poll(scrollY).toBe(menuY);
    answerMenu();
  });

  test('each page names the browser tab, a menu by its eatery', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.restaurants);
    await expect(page).toHaveTitle('Eateries · CampusEats');
    const firstCard = page.getByTestId('restaurant-grid').locator('article').first();
    const name = await firstCard.locator('h3').innerText();
    await firstCard.click();
    await expect(page).toHaveTitle(`${name} · CampusEats`);
    await page.getByRole('banner').getByRole('link', { name: 'CampusEats home' }).click();
    await expect(page).toHaveTitle('CampusEats');
    await openApp(page, paths.terms);
    await expect(page).toHaveTitle('Terms and Conditions · CampusEats');
  });

  test('keyboard users get a skip link and a visible focus ring', { tag: '@one-width' }, async ({ page }) => {
    // The hydrated page, not its prerendered markup before the app runs.
    await openApp(page, paths.terms);
    await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-label', 'CampusEats home');
    const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('a page a link opens takes the focus, so the next Tab starts at its top', { tag: '@one-width' }, async ({ page }) => {
    const main = page.locator('#main');
    await openApp(page, paths.restaurants);
    await page.getByTestId('restaurant-grid').getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Bestsellers' })).toBeVisible();
    await expect(main).toBeFocused();
    // A footer link stays on the page it opens: without the move the next Tab would go on from the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'TERMS AND CONDITIONS' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('Terms and Conditions · CampusEats');
    await expect(main).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(main.locator(':focus')).toHaveCount(1);
  });

  test('before Firebase Auth answers, the page is drawn as this browser last knew it, so nothing moves when it does', async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const mainTop = () => page.locator('#main').evaluate((main) => main.getBoundingClientRect().top);
    const expectChrome = async (signedIn: boolean) => {
      await expect(page.getByTestId('signed-out-banner')).toHaveCount(signedIn ? 0 : 1);
      if (phone) await expect(bottomBar(page).getByRole('link', { name: 'Profile' })).toHaveCount(signedIn ? 1 : 0);
      else await expect(signedIn ? page.getByRole('button', { name: 'Account menu' }) : page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    };
    const openWhileAuthIsHeld = async (signedIn: boolean) => {
      const release = await holdAuth(page);
      await openApp(page, paths.restaurants);
      await expectChrome(signedIn);
      const top = await mainTop();
      release();
      await expect(page.getByTestId('restaurant-grid').locator('article').first()).toBeVisible();
      await expectChrome(signedIn);
      expect(await mainTop()).toBe(top);
      await page.unrouteAll();
    };

    // A first visit: signed out, with the login prompt from the prerendered page.
    await openWhileAuthIsHeld(false);
    // Signed in, then back another day: no login prompt while the session loads.
    await logIn(page, DEMO_STUDENT);
    await openWhileAuthIsHeld(true);
  });

  test(
    'a returning student’s page is drawn before Firebase Auth answers; if it answers nobody, the guard sends them to login',
    { tag: '@one-width' },
    async ({ page }) => {
      const release = await holdAuth(page);
      const story = page.getByRole('heading', { name: 'The CampusEats Story', level: 1 });

      // Signed in on this browser: /about (login only) is on screen while Auth is held back.
      await logIn(page, DEMO_STUDENT);
      await page.goto(paths.about);
      await expect(story).toBeVisible();
      release();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(story).toBeVisible();

      // A browser that only says it had somebody signed in (its session gone): drawn, then sent to log in.
      await page.context().clearCookies();
      await page.evaluate(async () => {
        localStorage.clear();
        localStorage.setItem('campuseats-signed-in', 'true');
        await new Promise((resolve) => {
          const deletion = indexedDB.deleteDatabase('firebaseLocalStorageDb');
          deletion.onsuccess = deletion.onerror = deletion.onblocked = resolve;
        });
      });
      await page.goto(paths.about);
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test(
    'on the narrowest phones the top bar keeps to one row, the bottom bar shows its five items whole, and the page keeps to the window',
    { tag: '@one-width' },
    async ({ page }) => {
      // Signed in, so the bottom bar has Profile too: its fullest form.
      await logIn(page, DEMO_STUDENT);
      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: 740 });
        await openApp(page, paths.restaurants);
        const topBar = page.getByRole('banner');
        const logo = await topBar.getByRole('link', { name: 'CampusEats home' }).boundingBox();
        const toggle = await topBar.getByRole('button', { name: 'Switch to dark mode' }).boundingBox();
        expect(Math.abs(toggle!.y + toggle!.height / 2 - (logo!.y + logo!.height / 2)), `${width} px: the theme toggle is on the logo's row`).toBeLessThan(4);
        await expect(topBar.getByRole('note', { name: 'Delivering to: Hostel' })).toHaveText('Hostel');
        // 360 px has room for the wordmark beside the logo's mark; 320 px keeps the mark.
        await expect(topBar.getByText('CampusEats', { exact: true })).toBeVisible({ visible: width >= 360 });
        const items = bottomBar(page).getByRole('link');
        await expect(items).toHaveCount(5);
        for (const item of await items.all()) {
          const box = (await item.boundingBox())!;
          const name = await item.innerText();
          expect(box.x, `${width} px: ${name} starts inside the window`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${width} px: ${name} ends inside the window`).toBeLessThanOrEqual(width);
        }
        await expectNoSidewaysScroll(page);
      }
    },
  );
});
