import { expect, test, type BrowserContext } from '@playwright/test';
import { adminDb } from '../../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../../support/ownedEatery';
import { createTestUser, type TestUser } from '../../support/users';

/** A fresh vendor, their fresh eatery and a fresh student with ₹100 in the wallet, for one test. */
export interface LiveShop {
  vendor: TestUser;
  student: TestUser;
  eatery: OwnedEatery;
}

/**
 * For a describe block whose tests follow orders live between a student's and a vendor's windows: wakes the
 * function up first (the emulator loads it on the first call, slowly on a busy machine: better here than inside
 * an expectation that allows ten seconds), gives each test its own LiveShop, and afterwards closes the windows
 * listed in `openContexts` and removes the eatery. Read the shop's fields inside the tests.
 */
export function useLiveShop(openContexts: BrowserContext[]): LiveShop {
  const shop = {} as LiveShop;
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
    await Promise.all(openContexts.splice(0).map((context) => context.close()));
    await deleteOwnedEatery(adminDb, shop.eatery);
  });
  return shop;
}
