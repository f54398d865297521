import { expect, type Page } from '@playwright/test';
import { SCREENS, paths, type Access, type ScreenName } from '../../../web/src/lib/routes';
import type { Shopper } from './fixtures';
import { waitUntilLoaded } from './layout';

/**
 * Every screen of the app (web/src/lib/routes.ts, the module the router is built from), with what shows once it
 * is ready. Who may open each comes from that module, not from here: web/src/app/router.test.tsx holds the router
 * to the same rules. A screen added to the module needs one row here (the typecheck says so): the route access,
 * accessibility, CSP and screenshot specs read this table.
 */
export type { Access };

/** Who opens the route: the page, and the student a login-only route is opened as. */
export interface Visit {
  page: Page;
  shopper: Shopper;
}

export interface RouteRow {
  /** A name for test titles and screenshot files. */
  name: string;
  /** The path, or a function that finds one (a real eatery id through the API, the shopper's order). */
  path: string | ((visit: Visit) => Promise<string>);
  access: Access;
  /** Resolves once the screen has rendered its main content. */
  ready: (page: Page) => Promise<void>;
}

// Screens that wait for the API get longer: a cold functions emulator can take seconds to answer first.
const API_WAIT = { timeout: 20_000 };

const heading = (name: string | RegExp, level?: number) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, ...(level ? { level } : {}) }).first()).toBeVisible(API_WAIT);
};

const visible = (find: (page: Page) => ReturnType<Page['locator']>) => async (page: Page) => {
  await expect(find(page)).toBeVisible(API_WAIT);
};

const all =
  (...checks: ((page: Page) => Promise<void>)[]) =>
  async (page: Page) => {
    for (const check of checks) await check(page);
  };

/**
 * The cart and checkout pages draw the cart this device last saw at once, with a hidden "Loading..." status and their
 * buttons off, until the server's cart replaces it: the screen is ready once that status is gone (its heading shows).
 */
const serverCartShown = async (page: Page) => {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, API_WAIT);
};

/** The id of a real demo eatery, read from the API the way the app reads it. */
async function firstEateryId({ page }: Pick<Visit, 'page'>): Promise<string> {
  const response = await page.request.get('/api/v1/vendors/restaurants?limit=1&sort=rating');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { _id: string }[] };
  return body.data[0]!._id;
}

/** The menu page of a real demo eatery. */
export const firstEateryPath = async (visit: Pick<Visit, 'page'>) => paths.restaurant(await firstEateryId(visit));

/** What each screen is called in titles and files, where to open it, and what shows once it is ready. */
const ROWS: Record<ScreenName, Omit<RouteRow, 'access'>> = {
  login: { name: 'login', path: paths.login, ready: heading('Welcome Back!') },
  signup: { name: 'signup', path: paths.signup, ready: heading('Create Account') },
  home: { name: 'home', path: paths.home, ready: heading(/Think CampusEats\./, 1) },
  restaurants: { name: 'restaurants', path: paths.restaurants, ready: visible((page) => page.getByTestId('restaurant-grid').locator('article').first()) },
  restaurantMenu: { name: 'restaurant-menu', path: firstEateryPath, ready: heading('Bestsellers') },
  cart: {
    name: 'cart',
    path: paths.cart,
    ready: all(
      heading('Your Cart', 1),
      visible((page) => page.getByRole('link', { name: 'Checkout' })),
      serverCartShown,
    ),
  },
  checkout: {
    name: 'checkout',
    path: paths.checkout,
    ready: all(heading('Checkout', 1), async (page) => expect(page.getByRole('radio', { name: /Hostel/ })).toBeChecked(API_WAIT), serverCartShown),
  },
  orders: {
    name: 'orders',
    path: paths.orders,
    ready: all(
      heading('Past Orders', 1),
      visible((page) => page.getByRole('article').first()),
    ),
  },
  orderTracking: { name: 'order-tracking', path: async ({ shopper }) => paths.order(shopper.orderId), ready: heading('Order Timeline') },
  profile: {
    name: 'profile',
    path: paths.profile,
    ready: all(
      heading('Profile', 1),
      visible((page) => page.getByText('Block C, Room 214').first()),
    ),
  },
  terms: { name: 'terms', path: paths.terms, ready: heading('Terms and Conditions', 1) },
  privacy: { name: 'privacy', path: paths.privacy, ready: heading('Privacy Policy', 1) },
  about: { name: 'about', path: paths.about, ready: heading('The CampusEats Story', 1) },
  team: { name: 'team', path: paths.team, ready: heading('Founder') },
  careers: { name: 'careers', path: paths.careers, ready: heading('Frontend Intern') },
  support: { name: 'support', path: paths.support, ready: heading('Support', 1) },
  vendorDashboard: {
    name: 'vendor-dashboard',
    path: paths.vendorDashboard,
    ready: all(
      visible((page) => page.getByRole('switch', { name: 'Open for orders' })),
      waitUntilLoaded,
    ),
  },
  vendorMenu: { name: 'vendor-menu', path: paths.vendorMenu, ready: visible((page) => page.getByRole('switch', { name: 'Sold out' }).first()) },
  adminDashboard: {
    name: 'admin-dashboard',
    path: paths.adminDashboard,
    ready: all(
      heading('Admin Dashboard', 1),
      visible((page) => page.getByTestId(/^eatery-/).first()),
    ),
  },
  adminUsers: {
    name: 'admin-accounts',
    path: paths.adminUsers,
    ready: all(
      heading('Accounts', 1),
      visible((page) => page.getByRole('article').first()),
    ),
  },
  adminAudit: {
    name: 'admin-audit',
    path: paths.adminAudit,
    // A fresh emulator's log may still be empty: its empty state is the screen ready too.
    ready: all(
      heading('Audit log', 1),
      visible((page) => page.getByRole('article').first().or(page.getByText('No admin has changed anything yet.'))),
    ),
  },
  counterBoard: {
    name: 'counter-board',
    path: async (visit) => paths.counterBoard(await firstEateryId(visit)),
    ready: all(heading('Preparing', 2), heading('Ready', 2)),
  },
};

export const ROUTES: readonly RouteRow[] = (Object.keys(ROWS) as ScreenName[]).map((screen) => ({ ...ROWS[screen], access: SCREENS[screen].access }));

/** The rows a role may open (the public ones are anyone's). */
export const routesOpenTo = (access: Access) => ROUTES.filter((row) => row.access === access);

/** Whether `path` (an address of the app, query and hash aside) is a screen only signed-in accounts may open. */
export function isLoginOnly(path: string): boolean {
  const pathname = new URL(path, 'http://app').pathname;
  return Object.values(SCREENS).some((screen) => screen.access !== 'anyone' && new RegExp(`^${screen.path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname));
}

export const resolvePath = (row: RouteRow, visit: Visit) => (typeof row.path === 'string' ? Promise.resolve(row.path) : row.path(visit));

/** Scrolls to the bottom a screen at a time (lazy sections load as they come near), then back to the top. */
export async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atBottom) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForImages(page);
}

/** Waits until every picture of the screen has loaded, the lazy ones included. */
export async function waitForImages(page: Page) {
  // Lazy images off to the side (a carousel's other cards) are never near the viewport: load them all now,
  // so the screenshot shows every picture.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => ((image as HTMLImageElement).loading = 'eager')));
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => !image.complete)
            .map((image) => image.currentSrc || image.src),
        ),
      { timeout: 15_000 },
    )
    .toEqual([]);
}
