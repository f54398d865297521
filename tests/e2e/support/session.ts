import { expect, type Page } from '@playwright/test';

export const DEMO_STUDENT = { email: 'student@campuseats.test', password: 'student123', initial: 'A' } as const;

/** Fills the login form the page is showing (the app sends signed-out visitors of a protected route there). */
export async function submitLogin(page: Page, account: { email: string; password: string } = DEMO_STUDENT) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs `account` (the demo student unless told) in through the login page and waits until the app has taken them in. */
export async function logIn(page: Page, account: { email: string; password: string } = DEMO_STUDENT) {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Opens `path` once the app has drawn it. /home and /restaurants show first an inert prerendered picture of the
 * screen (web/prerender.ts) that the app removes when it draws its own: a test that measures or reads the page
 * outside Playwright's retrying assertions must not catch the picture as it goes.
 */
export async function openApp(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#first-paint')).toHaveCount(0);
}

export const THEMES = ['light', 'dark'] as const;

/** Opens `path` as a returning visitor whose stored theme is `theme` and waits until `ready` and the theme shows. */
export async function openInTheme(page: Page, path: string, theme: (typeof THEMES)[number], ready: (page: Page) => Promise<unknown>) {
  // The stored choice a returning student's browser holds (the page must be on the app's origin); the app reads it before painting.
  await page.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
  await openApp(page, path);
  await ready(page);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
}
