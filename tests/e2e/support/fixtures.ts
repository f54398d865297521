import { test as base } from '@playwright/test';
import { addToCart, placeOrder, saveHostelAddress } from '../../support/shopping';
import { createTestUser, type TestUser } from '../../support/users';

/** A student with something on every signed-in screen: a saved hostel address, a placed order and a dish in the cart. */
export interface Shopper extends TestUser {
  orderId: string;
}

async function createShopper(baseURL: string): Promise<Shopper> {
  const student = await createTestUser({ walletBalance: 50 });
  const addressId = await saveHostelAddress(student);
  await addToCart(baseURL, student, { vendorId: 'hostel4Canteen', menuItemId: 'vegThali', quantity: 2 });
  const order = await placeOrder(baseURL, student, { addressId });
  await addToCart(baseURL, student, { vendorId: 'chaiPointKiosk', menuItemId: 'cuttingChai', quantity: 3 });
  return { ...student, orderId: order.id };
}

/**
 * Playwright's `test` with a `shopper` of its own for each worker: tests only read the shopper's screens, and no
 * other spec (or the demo data) shares the account, so workers running side by side never disturb each other.
 */
export const test = base.extend<object, { shopper: Shopper }>({
  shopper: [
    // Playwright reads the fixtures a function needs from its first parameter's destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => use(await createShopper(workerInfo.project.use.baseURL!)),
    { scope: 'worker' },
  ],
});
