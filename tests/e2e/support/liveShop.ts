import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { adminDb } from '../../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../../support/ownedEatery';
import { createTestUser, type TestUser } from '../../support/users';
import { consoleOf, openSignedIn } from './fixtures';
import { closeWindows } from './listens';

/** A fresh vendor, their fresh eatery and a fresh student with ₹100 in the wallet, for one test. */
export interface LiveShop {
  vendor: TestUser;
  student: TestUser;
  eatery: OwnedEatery;
  /**
   * A window of its own (own cookies and storage) for one actor, shaped like the project's device, signed in and
   * showing `path` (openSignedIn); closed after the test. `initScript` runs in its pages first.
   */
  open(browser: Browser, account: { email: string; password: string }, path: string, initScript?: () => void): Promise<Page>;
}

/**
 * What each of a failed test's windows showed, as text (its address, accessibility tree and console's warnings and
 * errors): Playwright's own error context covers one page, and a CI log is all there is to read afterwards
 * (scripts/testTimes.mjs prints it).
 */
export async function attachWindows(testInfo: TestInfo, contexts: BrowserContext[]): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error)})`);
    const logged = consoleOf(page);
    // The console first: CI's summary keeps a window's first lines only.
    const body = logged.length ? `console:\n${logged.join('\n')}\n\n${tree}` : tree;
    await testInfo.attach(`window ${index + 1} at ${page.url()}`, { body, contentType: 'text/plain' });
  }
}

/**
 * For a describe block whose tests follow orders live between a student's and a vendor's windows: wakes the
 * function up first (the emulator loads it on the first call, slowly on a busy machine: better here than inside
 * an expectation that allows ten seconds), gives each test its own LiveShop, and afterwards closes the windows
 * it opened and removes the eatery. Read the shop's fields inside the tests.
 */
export function useLiveShop(): LiveShop {
  const openContexts: BrowserContext[] = [];
  const shop = {
    open: (browser, account, path, initScript) => openSignedIn(browser, test.info(), account, path, { keepIn: openContexts, initScript }),
  } as LiveShop;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const warm = async () => (await fetch(`${test.info().project.use.baseURL}/api/v1/vendors/restaurants?limit=1`)).status;
    await expect.poll(warm, { timeout: 110_000, intervals: [1_000, 2_000, 5_000] }).toBe(200);
  });
  test.beforeEach(async () => {
    // Two or three signed-in windows and a dozen round trips through the functions emulator: more than the
    // default minute on a busy machine.
    test.slow();
    [shop.vendor, shop.student] = await Promise.all([createTestUser({ role: 'vendor', profile: false }), createTestUser({ walletBalance: 100 })]);
    shop.eatery = await createOwnedEatery(adminDb, shop.vendor.uid);
  });
  test.afterEach(async () => {
    const testInfo = test.info();
    const contexts = openContexts.splice(0);
    if (testInfo.status !== testInfo.expectedStatus) await attachWindows(testInfo, contexts);
    await closeWindows(contexts);
    await deleteOwnedEatery(adminDb, shop.eatery);
  });
  return shop;
}
