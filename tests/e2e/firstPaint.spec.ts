import { expect, type Page } from '@playwright/test';
import { consoleOf, recordConsole, test } from './support/fixtures';
import { paths } from '../../web/src/lib/routes';
import { createTestUser } from '../support/users';
import { logIn, openApp } from './support/session';

// Public routes and the students' are prerendered at build time (web/prerender.ts) and hydrated by the app
// (web/src/main.tsx): their markup is on screen before any JavaScript runs, and React takes it over as it is
// (docs/decisions/0013-hydrated-prerendering.md). An eatery that keeps no hours, so that Add works at any hour.
const ALWAYS_OPEN = { id: 'momoJunction', dish: 'Veg Steamed Momos' } as const;
const PUBLIC_PAGES = [paths.home, paths.restaurants, paths.restaurant(ALWAYS_OPEN.id), paths.login, paths.signup, paths.terms] as const;
// Lists that wait for their data, one order's tracking (the same frame for every order until it arrives), the
// profile and a page of text.
const STUDENT_PAGES = [paths.orders, paths.order('anyOrderOfTheirs'), paths.cart, paths.checkout, paths.profile, paths.privacy] as const;

const withoutJavaScript = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** What a prerendered page draws first: its heading, or the loading state of its data (the connection's is no screen's). */
const screenDrawn = (page: Page) => page.locator('h1, [role="status"]:not([data-testid="connection-banner"])').first();

/**
 * Opens a new tab of the window `visited` is in and watches it from each start: what it writes to the console, and
 * the times something takes away a child of #root (React does that when it throws the prerendered markup away and
 * draws its own, which hydration never does). A new tab, because the scripts aborted in `visited` still report their
 * failure to its console after its visits end. Answers the tab and a check that opens a path with JavaScript and
 * expects the app to take its markup over as it is, silently.
 */
async function watchHydration(visited: Page) {
  const page = await visited.context().newPage();
  recordConsole(page);
  await page.addInitScript(() => {
    const watched = window as Window & { rootReplacements?: number };
    watched.rootReplacements = 0;
    new MutationObserver((records) => {
      for (const record of records) if ((record.target as Element).id === 'root' && record.removedNodes.length > 0) watched.rootReplacements! += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  const expectHydrated = async (path: string) => {
    await openApp(page, path);
    await expect(screenDrawn(page)).toBeVisible();
    expect(consoleOf(page), `${path}: the console`).toEqual([]);
    expect(await page.evaluate(() => (window as Window & { rootReplacements?: number }).rootReplacements), `${path}: the markup was replaced`).toBe(0);
  };
  return { page, expectHydrated };
}

/** The sum of the page's layout shifts so far, as Lighthouse's CLS adds them up within its windows (at most that). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer reports nothing.
        setTimeout(() => resolve(0), 500);
      }),
  );

test.describe('Prerendered pages', () => {
  test('public pages are on screen before any JavaScript runs, and the app hydrates them without a warning', async ({ page }) => {
    await withoutJavaScript(page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('#root[data-prerendered="signed-out"]'), path).toBeVisible();
      await expect(screenDrawn(page), path).toBeVisible();
    }
    await page.goto(paths.restaurants);
    await expect(page.getByTestId('signed-out-banner')).toBeVisible();
    await expect(page.getByText('Finding delicious restaurants...')).toBeVisible();
    const { page: app, expectHydrated } = await watchHydration(page);
    // Time stands still, so the landing page's headline types nothing while it hydrates.
    await app.clock.install();
    for (const path of PUBLIC_PAGES) await expectHydrated(path);
  });

  test('the first tap works: an eatery card opens its menu, and Add on the menu answers', async ({ page }) => {
    let menuRequests = 0;
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api/v1/vendors/restaurants/${ALWAYS_OPEN.id}`) menuRequests++;
    });
    await page.goto(paths.restaurants);
    const card = page.locator('article').first();
    const name = await card.locator('h3').innerText();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // A menu opened cold asks for its data once: its route starts the request, the screen takes its answer.
    menuRequests = 0;
    await page.goto(paths.restaurant(ALWAYS_OPEN.id));
    await page
      .getByRole('button', { name: `Add ${ALWAYS_OPEN.dish} to cart` })
      .first()
      .click();
    await expect(page.getByTestId('stepper-quantity').first()).toHaveText('1');
    expect(menuRequests).toBe(1);
  });

  test('the eatery list and a menu keep their place as their data replaces the loading state (CLS)', async ({ page }) => {
    for (const [path, drawn] of [
      [paths.restaurants, page.locator('article').first()],
      [paths.restaurant(ALWAYS_OPEN.id), page.getByRole('heading', { name: 'Menu', exact: true })],
    ] as const) {
      await page.goto(path);
      await expect(drawn).toBeVisible();
      expect(await layoutShift(page), path).toBeLessThan(0.05);
    }
  });

  test('a returning student’s pages are their shell before any JavaScript runs, hydrated while Auth is still on its way', async ({ page }) => {
    await logIn(page, await createTestUser());
    await withoutJavaScript(page);
    for (const path of STUDENT_PAGES) {
      await page.goto(path);
      await expect(page.locator('#root[data-prerendered="returning-student"]'), path).toBeVisible();
      await expect(screenDrawn(page), path).toBeVisible();
    }
    const { page: app, expectHydrated } = await watchHydration(page);
    // The app stays where the shell is: Auth's code, the orders' answer and the tracked order do not come.
    await app.route('**/assets/authState-*.js', () => {});
    await app.route('**/api/v1/orders/prevOrders*', () => {});
    await app.route('**/google.firestore.v1.Firestore/**', () => {});
    for (const path of STUDENT_PAGES) await expectHydrated(path);
    // A public page drawn for a signed-out visitor, and in the other theme: the app switches both once hydrated.
    await app.evaluate(() => localStorage.setItem('theme', 'dark'));
    await expectHydrated(paths.terms);
    await expect(app.locator('html')).toHaveClass(/dark/);
    await expect(app.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('before the app runs, a page drawn for somebody else is hidden: another theme, or another session', { tag: '@one-width' }, async ({ page }) => {
    await page.goto(paths.terms);
    for (const [stored, hidden] of [
      [{ theme: 'dark' }, [...PUBLIC_PAGES, ...STUDENT_PAGES]],
      [{ 'campuseats-signed-in': 'true' }, PUBLIC_PAGES],
      [{}, STUDENT_PAGES],
    ] as const) {
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, stored);
      await withoutJavaScript(page);
      for (const path of hidden) {
        await page.goto(path);
        await expect(page.locator('#root'), `${path} with ${JSON.stringify(stored)}`).toBeHidden();
        await expect(page.getByTestId('signed-out-banner')).toBeHidden();
      }
      await page.unrouteAll();
    }
  });

  test('login and signup: the form the build drew is the one that answers, never drawn again', async ({ page }) => {
    const email = page.getByRole('textbox', { name: 'Email' });
    for (const { path, touch, refusal } of [
      { path: paths.signup, touch: () => page.getByRole('button', { name: 'Next' }).click(), refusal: 'Please fill in all required fields' },
      { path: paths.login, touch: async () => (await email.focus(), await email.blur()), refusal: 'Email is required' },
    ]) {
      // The app's code waits until the build's email field is marked, so the mark can only be on the build's node.
      let releaseCode = () => {};
      const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await codeHeld;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await email.evaluate((input) => Object.assign(input, { drawnByTheBuild: true }));
      releaseCode();
      await expect(page.locator('#root:not([data-prerendered])'), path).toBeAttached();
      await touch();
      await expect(page.getByText(refusal).first(), path).toBeVisible();
      expect(await email.evaluate((input) => 'drawnByTheBuild' in input), `${path}: the email field is the build's`).toBe(true);
      await page.unrouteAll();
    }
  });

  test('when the screen’s code fails to load, the error screen takes the prerendered page’s place', { tag: '@one-width' }, async ({ page }) => {
    for (const [path, screen] of [
      [paths.home, 'LandingPage'],
      [paths.restaurant(ALWAYS_OPEN.id), 'RestaurantMenuPage'],
    ] as const) {
      await page.route(`**/assets/${screen}-*.js`, (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.');
      await expect(page.getByRole('alert')).toContainText("This screen couldn't be downloaded. Check your connection, then reload.");
      await expect(page.getByRole('alert')).not.toContainText('/assets/');
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      await page.unrouteAll();
    }
  });
});
