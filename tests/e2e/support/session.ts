import { expect, type Page } from '@playwright/test';
import { paths } from '../../../web/src/lib/routes';
import { openInApp } from './listens';
import { isLoginOnly } from './routes';

export const DEMO_STUDENT = { email: 'student@campuseats.test', password: 'student123', initial: 'A' } as const;

/** The demo data's staff accounts (scripts/seed/), one per staff role. */
export const DEMO_STAFF = {
  vendor: { email: 'vendor@campuseats.test', password: 'vendor123' },
  admin: { email: 'admin@campuseats.test', password: 'admin123' },
} as const;

/** Fills the login form the page is showing (the app sends signed-out visitors of a protected route there). */
export async function submitLogin(page: Page, account: { email: string; password: string } = DEMO_STUDENT) {
  await expect(page).toHaveURL(/\/login$/);
  // The prerendered form is inert until the app runs: what is typed into it before then is lost.
  await appRunning(page);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs `account` (the demo student unless told) in through the login page and waits until the app has taken them in. */
export async function logIn(page: Page, account: { email: string; password: string } = DEMO_STUDENT) {
  await page.goto(paths.login);
  await submitLogin(page, account);
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Signs `account` (the demo student unless told) in through the login page and opens `path`. A login-only path
 * sends the signed-out page to log in and straight back (docs/product.md#routes): one cold load of the app fewer
 * than logging in first, which a browser test pays for in CPU. A public path is opened once signed in, inside the app
 * as its links open it.
 */
export async function logInAt(page: Page, path: string, account: { email: string; password: string } = DEMO_STUDENT) {
  if (isLoginOnly(path)) {
    await page.goto(path);
    await submitLogin(page, account);
  } else {
    await logIn(page, account);
    await openInApp(page, path);
  }
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/**
 * Opens `path` once the app runs it. A prerendered page (web/prerender.ts) is markup until the app has hydrated it,
 * which then drops #root's data-prerendered: a test that taps or reads state outside Playwright's retrying
 * assertions must not act on the markup before that.
 */
export async function openApp(page: Page, path: string) {
  await page.goto(path);
  await appRunning(page);
}

/** Waits until the app has taken the page over: a prerendered page drops #root's data-prerendered then. */
export async function appRunning(page: Page) {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const themeClass = (theme: Theme) => (theme === 'dark' ? /dark/ : /^(?!.*dark)/);

/**
 * Switches the open screen to `theme` the way a choice made in another tab of the app reaches it (the browser's
 * storage event), without reloading: the screen keeps what it has loaded and scrolled into view. The navigation
 * spec checks the real two-tab case.
 */
export async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((mode) => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', mode);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', oldValue, newValue: mode, storageArea: localStorage, url: location.href }));
  }, theme);
  await expect(page.locator('html')).toHaveClass(themeClass(theme));
}
