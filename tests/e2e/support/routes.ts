import { expect, type Page } from '@playwright/test';

/**
 * Every route of SPEC.md's route table that this branch serves, with its access rule and what shows once
 * its screen is ready. A route added later needs one row here: the access, accessibility and screenshot
 * specs all read this table.
 */
export type Access = 'public' | 'login';

export interface RouteRow {
  /** A name for test titles and screenshot files. */
  name: string;
  /** The path, or a function that finds one (e.g. a real eatery id) through the API. */
  path: string | ((page: Page) => Promise<string>);
  access: Access;
  /** Resolves once the screen has rendered its main content. */
  ready: (page: Page) => Promise<void>;
}

// Screens that wait for the API get longer: a cold functions emulator can take seconds to answer first.
const API_WAIT = { timeout: 20_000 };

const heading = (name: string | RegExp, level?: number) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, ...(level ? { level } : {}) }).first()).toBeVisible(API_WAIT);
};

/** The id of a real demo eatery, read from the API the way the app reads it. */
export async function firstEateryPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/vendors/restaurants?limit=1&sort=rating');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { _id: string }[] };
  return `/restaurants/${body.data[0]!._id}`;
}

export const ROUTES: readonly RouteRow[] = [
  { name: 'login', path: '/login', access: 'public', ready: heading('Welcome Back!') },
  { name: 'home', path: '/home', access: 'public', ready: heading(/Think CampusEats\./, 1) },
  { name: 'restaurants', path: '/restaurants', access: 'public', ready: async (page) => void (await expect(page.getByTestId('restaurant-grid').locator('article').first()).toBeVisible(API_WAIT)) },
  { name: 'restaurant-menu', path: firstEateryPath, access: 'public', ready: heading('Bestsellers') },
  { name: 'terms', path: '/terms', access: 'public', ready: heading('Terms and Conditions', 1) },
  { name: 'privacy', path: '/privacy', access: 'login', ready: heading('Privacy Policy', 1) },
  { name: 'about', path: '/about', access: 'login', ready: heading('The CampusEats Story', 1) },
  { name: 'team', path: '/team', access: 'login', ready: heading('Founder') },
  { name: 'careers', path: '/careers', access: 'login', ready: heading('Frontend Intern') },
  { name: 'support', path: '/support', access: 'login', ready: heading('Support', 1) },
];

export const resolvePath = (row: RouteRow, page: Page) => (typeof row.path === 'string' ? Promise.resolve(row.path) : row.path(page));

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
  // Lazy images off to the side (a carousel's other cards) are never near the viewport: load them all now,
  // so the screenshot shows every picture.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => ((image as HTMLImageElement).loading = 'eager')));
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).filter((image) => !image.complete).map((image) => image.currentSrc || image.src)), { timeout: 15_000 })
    .toEqual([]);
}
