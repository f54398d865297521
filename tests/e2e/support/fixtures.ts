import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo, type WorkerInfo } from '@playwright/test';
import { addToCart, placeOrder, saveHostelAddress } from '../../support/shopping';
import { createTestUser, type TestUser } from '../../support/users';
import { closeWindows, logOutIfListening, trackListens } from './listens';
import { logIn, logInAt } from './session';

/** A student with something on every signed-in screen: a saved hostel address, a placed order and a dish in the cart. */
export interface Shopper extends TestUser {
  orderId: string;
  /** The browser storage of a window the shopper has logged in to (Firebase Auth keeps its session in IndexedDB). */
  storageState: Exclude<BrowserContextOptions['storageState'], string | undefined>;
}

/**
 * A new browser window shaped like the device of the running project, or of the project given (viewport, touch, user
 * agent, locale, base URL), with that project's service worker setting (blocked unless a test asks for it).
 */
export async function newProjectPage(browser: Browser, info: Pick<TestInfo | WorkerInfo, 'project'>, options: BrowserContextOptions = {}): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, baseURL, serviceWorkers } = info.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, baseURL, serviceWorkers, ...options });
  const page = await context.newPage();
  trackListens(page);
  return page;
}

/** Opening a window for one actor of a test: where to keep it for closing, and a script to run in its pages first. */
export interface WindowOptions {
  /** The test closes these afterwards (useLiveShop does). */
  keepIn: BrowserContext[];
  initScript?: () => void;
}

const consoleLines = new WeakMap<Page, string[]>();

/**
 * What a window opened by openSignedIn (or given to recordConsole) wrote to its console as a warning or an error, and
 * what it threw; not the browser's note that Playwright blocks the service worker in these tests (playwright.config.ts).
 */
export const consoleOf = (page: Page): readonly string[] =>
  (consoleLines.get(page) ?? []).filter((line) => line !== 'warning: Service Worker registration blocked by Playwright');

export function recordConsole(page: Page): void {
  const lines: string[] = [];
  consoleLines.set(page, lines);
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') lines.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`uncaught: ${error.message}`));
}

/** A new window of the project's device, signed in as `account` through the login page and showing `path` (logInAt). */
export async function openSignedIn(
  browser: Browser,
  info: TestInfo,
  account: { email: string; password: string },
  path: string,
  { keepIn, initScript }: WindowOptions,
): Promise<Page> {
  const page = await newProjectPage(browser, info);
  keepIn.push(page.context());
  recordConsole(page);
  if (initScript) await page.context().addInitScript(initScript);
  await logInAt(page, path, account);
  return page;
}

async function createShopper(browser: Browser, workerInfo: WorkerInfo): Promise<Shopper> {
  const baseURL = workerInfo.project.use.baseURL!;
  const student = await createTestUser({ walletBalance: 50 });
  const addressId = await saveHostelAddress(student);
  await addToCart(baseURL, student, { vendorId: 'hostel4Canteen', menuItemId: 'vegThali', quantity: 2 });
  const order = await placeOrder(baseURL, student, { addressId });
  await addToCart(baseURL, student, { vendorId: 'chaiPointKiosk', menuItemId: 'cuttingChai', quantity: 3 });
  const page = await newProjectPage(browser, workerInfo);
  await logIn(page, student);
  const storageState = await page.context().storageState({ indexedDB: true });
  // Logging out ends this window's session only: the storage state taken above stays signed in.
  await closeWindows([page.context()]);
  return { ...student, orderId: order.id, storageState };
}

/**
 * Playwright's `test` with a `shopper` of its own for each worker, and `shopperPage`, a window the shopper is
 * already logged in to: tests only read the shopper's screens, and no other spec (or the demo data) shares the
 * account, so workers running side by side never disturb each other. Its `page` is logged out after a test that
 * left it following something live (support/listens.ts): Playwright's reset between tests would leave that behind.
 */
export const test = base.extend<{ shopperPage: Page }, { shopper: Shopper }>({
  page: async ({ page }, use) => {
    trackListens(page);
    await use(page);
    await logOutIfListening(page);
  },
  shopper: [async ({ browser }, use, workerInfo) => use(await createShopper(browser, workerInfo)), { scope: 'worker' }],
  shopperPage: async ({ browser, shopper }, use, testInfo) => {
    const page = await newProjectPage(browser, testInfo, { storageState: shopper.storageState });
    await use(page);
    await closeWindows([page.context()]);
  },
});
