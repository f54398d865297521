import { expect, type Page } from '@playwright/test';
import type { Shopper } from './fixtures';

/**
 * Every route of docs/product.md#routes, with its access rule and what shows once
 * its screen is ready. A route added later needs one row here: the access, accessibility and screenshot
 * specs all read this table.
 */
export type Access = 'public' | 'login';

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

const all = (...checks: ((page: Page) => Promise<void>)[]) => async (page: Page) => {
  for (const check of checks) await check(page);
};

/** The id of a real demo eatery, read from the API the way the app reads it. */
export async function firstEateryPath({ page }: Pick<Visit, 'page'>): Promise<string> {
  const response = await page.request.get('/api/v1/vendors/restaurants?limit=1&sort=rating');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { _id: string }[] };
  return `/restaurants/${body.data[0]!._id}`;
}

export const ROUTES: readonly RouteRow[] = [
  { name: 'login', path: '/login', access: 'public', ready: heading('Welcome Back!') },
  { name: 'signup', path: '/signup', access: 'public', ready: heading('Create Account') },
  { name: 'home', path: '/home', access: 'public', ready: heading(/Think CampusEats\./, 1) },
  { name: 'restaurants', path: '/restaurants', access: 'public', ready: visible((page) => page.getByTestId('restaurant-grid').locator('article').first()) },
  { name: 'restaurant-menu', path: firstEateryPath, access: 'public', ready: heading('Bestsellers') },
  { name: 'cart', path: '/cart', access: 'login', ready: all(heading('Your Cart', 1), visible((page) => page.getByRole('link', { name: 'Checkout' }))) },
  { name: 'checkout', path: '/checkout', access: 'login', ready: all(heading('Checkout', 1), async (page) => expect(page.getByRole('radio', { name: /Hostel/ })).toBeChecked(API_WAIT)) },
  { name: 'orders', path: '/orders', access: 'login', ready: all(heading('Past Orders', 1), visible((page) => page.getByRole('article').first())) },
  { name: 'order-tracking', path: async ({ shopper }) => `/orders/${shopper.orderId}`, access: 'login', ready: heading('Order Timeline') },
  { name: 'profile', path: '/profile', access: 'login', ready: all(heading('Profile', 1), visible((page) => page.getByText('Block C, Room 214').first())) },
  { name: 'terms', path: '/terms', access: 'public', ready: heading('Terms and Conditions', 1) },
  { name: 'privacy', path: '/privacy', access: 'login', ready: heading('Privacy Policy', 1) },
  { name: 'about', path: '/about', access: 'login', ready: heading('The CampusEats Story', 1) },
  { name: 'team', path: '/team', access: 'login', ready: heading('Founder') },
  { name: 'careers', path: '/careers', access: 'login', ready: heading('Frontend Intern') },
  { name: 'support', path: '/support', access: 'login', ready: heading('Support', 1) },
];

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
    .poll(() => page.evaluate(() => Array.from(document.images).filter((image) => !image.complete).map((image) => image.currentSrc || image.src)), { timeout: 15_000 })
    .toEqual([]);
}
