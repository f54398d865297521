import { expect, type Page, type Route } from '@playwright/test';
import { test } from './support/fixtures';
import { adminDb } from '../support/firestore';
import { paths } from '../../web/src/lib/routes';
import { expectAccessibleInBothThemes } from './support/axe';
import { expectBelowHeader, expectNoSidewaysScroll, waitForTransitions } from './support/layout';
import type { OwnedEatery } from '../support/ownedEatery';
import { addToCart, moveOrder, placeOrder as placeOrderThroughApi, saveHostelAddress } from '../support/shopping';
import { createTestUser, type TestUser } from '../support/users';
import { useLiveShop } from './support/liveShop';
import { FIRESTORE_LISTEN, openTargets } from './support/listens';
import { COLLECTIONS } from '../../common/src/documents';

// Every run makes its own vendor, eatery and student (Admin SDK on the emulators), so this spec running in the
// desktop and the phone project at once never touches the same orders, and never the demo data.

/** Each new status must reach the student's open page within this long of the vendor's change being saved. */
const LIVE_WITHIN_MS = 2_000;

/** The student's order of two Dal Tadka, placed through the real cart and checkout API with the student's own token. */
async function placeOrder(baseURL: string, student: TestUser, eatery: OwnedEatery, useWallet = true): Promise<{ id: string; orderNumber: string }> {
  const addressId = await saveHostelAddress(student);
  await addToCart(baseURL, student, { vendorId: eatery.id, menuItemId: 'dalTadka', quantity: 2 });
  return placeOrderThroughApi(baseURL, student, { addressId, useWallet });
}

/**
 * The student, on the eatery's menu, orders in the app as anyone would: two Dal Tadka, the wallet on in the cart, the
 * saved address and cash at checkout, then "Track Order" on the confirmation. Answers the order.
 */
async function placeOrderInTheApp(page: Page, student: TestUser): Promise<{ id: string; orderNumber: string }> {
  await saveHostelAddress(student);
  const dish = page.getByRole('article', { name: 'Dal Tadka', exact: true }).first();
  await dish.getByRole('button', { name: 'Add Dal Tadka to cart' }).click();
  await dish.getByRole('button', { name: 'Add one more Dal Tadka' }).click();
  await page.getByRole('link', { name: /View Cart \(2\)/ }).click();
  await page.getByRole('switch', { name: 'Wallet (₹100)' }).check();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('radio', { name: /Hostel/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderNumber = await page.getByTestId('confirmation-order-number').innerText();
  await page.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9]+$/);
  return { id: new URL(page.url()).pathname.split('/').at(-1)!, orderNumber };
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]');

/** The student cancels the order on the page: it then shows as cancelled, by the student. */
async function cancelAsStudent(page: Page) {
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click();
  await expect(currentStep(page)).toContainText('Cancelled');
  await expect(page.getByText('Reason: Cancelled by the student')).toBeVisible();
  // The Cancel button is gone with the dialog: the focus is on the steps, not lost to the page's start.
  await expect(page.locator(':focus')).toContainText('Cancelled');
}

/**
 * A staff console's header (docs/product.md#on-every-screen): the console's name and the theme toggle, and none of a
 * student's cart, search, "Hostel" label or account menu, hidden at this width or not.
 */
async function expectStaffHeader(page: Page, consoleName: string) {
  const header = page.getByRole('banner');
  await expect(header.getByText(consoleName, { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Switch to (dark|light) mode$/ })).toBeVisible();
  await expect(header.locator('[role="search"], input[type="search"]')).toHaveCount(0);
  await expect(header.locator('a[href="/cart"]')).toHaveCount(0);
  await expect(header.getByText('Hostel')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
}

test.describe('Orders move live', () => {
  const shop = useLiveShop();

  // What differs on a phone: the consoles' layout. A kitchen's phone gets the console alone, not a student's bottom bar
  // of food, search and cart; the journeys below check what the consoles do, at laptop width.
  test('on a phone the vendor console shows a new order with its buttons, alone and within the screen, passing axe @phone-only', async ({
    browser,
  }, testInfo) => {
    const order = await placeOrder(testInfo.project.use.baseURL!, shop.student, shop.eatery);
    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    const card = vendorPage.getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(card.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
    await expect(vendorPage.locator('nav[aria-label="Bottom navigation"]')).toHaveCount(0);
    await expectStaffHeader(vendorPage, 'Vendor');
    await expectNoSidewaysScroll(vendorPage);
    await expectAccessibleInBothThemes(vendorPage, 'vendor console with a new order on a phone');
  });

  test('a step that fails keeps the vendor’s keyboard focus on its button, to try again @one-width', async ({ browser }, testInfo) => {
    const order = await placeOrder(testInfo.project.use.baseURL!, shop.student, shop.eatery);
    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    const card = vendorPage.getByRole('article', { name: `Order ${order.orderNumber}` });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The kitchen's Wi-Fi drops while the step is on its way.
    await vendorPage.route(`**/api/v1/vendor/orders/${order.id}`, async (route) => {
      await released;
      await route.abort('connectionfailed');
    });
    await card.getByRole('button', { name: 'Accept', exact: true }).focus();
    await vendorPage.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await expect(card.getByRole('alert')).toHaveText('Network error: check your connection and try again.');
    await expect(card.getByRole('button', { name: 'Accept', exact: true })).toBeFocused();
    await vendorPage.unroute(`**/api/v1/vendor/orders/${order.id}`);
    await vendorPage.keyboard.press('Enter');
    await expect(vendorPage.getByRole('article', { name: `Order ${order.orderNumber}` }).getByRole('button', { name: 'Start preparing' })).toBeFocused();
  });

  test('the student orders, the vendor moves the order step by step, and the tracking page follows without a reload; paused, it stops @one-width', async ({
    browser,
  }) => {
    // The console is open before the order exists: the order arrives live, with a cue.
    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    const studentPage = await shop.open(browser, shop.student, paths.restaurant(shop.eatery.id));
    await expect(vendorPage.getByRole('heading', { level: 1, name: shop.eatery.name })).toBeVisible();
    await expect(vendorPage.getByRole('heading', { name: 'New (0)' })).toBeVisible();
    // A kitchen's phone gets the console alone, not a student's bottom bar of food, search and cart.
    await expect(vendorPage.locator('nav[aria-label="Bottom navigation"]')).toHaveCount(0);
    await expectStaffHeader(vendorPage, 'Vendor');
    const order = await placeOrderInTheApp(studentPage, shop.student);
    const card = vendorPage.getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(card).toBeVisible();
    await expect(vendorPage.getByRole('heading', { name: 'New (1)' })).toBeVisible();
    const cue = vendorPage.getByRole('alert').filter({ hasText: `New order ${order.orderNumber}` });
    await expect(cue).toBeVisible();
    // The cue hides itself 8 s after it came, unless a pointer rests on it: held, its colours are checked as a vendor
    // reads them, not halfway through its exit on a slow run.
    await cue.hover();
    await expectBelowHeader(vendorPage, cue);
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card.getByText('2 x Dal Tadka')).toBeVisible();
    await expect(card.getByText(/Cash on Delivery · Collect ₹194/)).toBeVisible();
    await expect(card.getByText('(₹100 paid from wallet)', { exact: false })).toBeVisible();
    // Both screens as their people see a new order, with its buttons, in each theme: no serious or critical
    // accessibility violation. The admin dashboard's is checked with a review on it (reviews.spec.ts).
    await expectAccessibleInBothThemes(vendorPage, 'vendor console with a new order');

    // The student's tracking page (opened from the confirmation), on the real order.
    await expect(studentPage.getByRole('heading', { name: 'Order Status' })).toBeVisible();
    await expect(studentPage.getByText('Live updates enabled')).toBeVisible();
    await expect(currentStep(studentPage)).toContainText('Order Placed');
    await expect(currentStep(studentPage)).toContainText('Current Status');
    await expect(studentPage.locator('[data-pulse="true"]')).toHaveCount(1);
    await expect(studentPage.getByText(order.orderNumber).first()).toBeVisible();
    await expect(studentPage.getByRole('region', { name: 'Order Details' }).getByText('2 x Dal Tadka')).toBeVisible();
    await expect(studentPage.getByRole('list', { name: 'Order Timeline' }).getByText('Order placed')).toBeVisible();
    await expectAccessibleInBothThemes(studentPage, 'tracking page with a new order');
    await studentPage.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

    const steps = [
      { button: 'Accept', status: 'accepted', step: 'Order Accepted', timeline: 'Order accepted', estimate: '30 mins', group: 'Accepted' },
      { button: 'Start preparing', status: 'preparing', step: 'Preparing', timeline: 'Preparation started', estimate: '25 mins', group: 'Preparing' },
      { button: 'Ready', status: 'ready', step: 'Ready', timeline: 'Order ready', estimate: '15 mins', group: 'Ready' },
      {
        button: 'Out for delivery',
        status: 'out_for_delivery',
        step: 'Out for Delivery',
        timeline: 'Out for delivery',
        estimate: '10 mins',
        group: 'Out for delivery',
      },
    ];
    for (const { button, status, step, timeline, estimate, group } of steps) {
      const saved = vendorPage.waitForResponse(
        (response) => response.url().endsWith(`/api/v1/vendor/orders/${order.id}`) && response.request().method() === 'PATCH',
      );
      await card.getByRole('button', { name: button, exact: true }).click();
      expect((await saved).status()).toBe(200);
      await expect(currentStep(studentPage)).toContainText(step, { timeout: LIVE_WITHIN_MS });
      await expect(studentPage.getByRole('list', { name: 'Order Timeline' }).getByText(timeline, { exact: true })).toBeVisible();
      await expect(studentPage.getByRole('list', { name: 'Your Orders' }).getByTestId('row-status').first()).toHaveText(status.replace(/_/g, ' '));
      await expect(studentPage.getByText(`(${estimate})`)).toBeVisible();
      // The card moved to its new group on the console, and the focus with it, to its next step.
      await expect(vendorPage.getByRole('region', { name: `${group} (1)` }).getByRole('article', { name: `Order ${order.orderNumber}` })).toBeVisible();
      await expect(card.getByRole('button').first()).toBeFocused();
    }
    // Cancel is gone once the kitchen has started.
    await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

    // Paused: the page stops following.
    await studentPage.getByRole('checkbox', { name: 'Real-time Updates' }).uncheck();
    await expect(studentPage.getByText('Updates paused')).toBeVisible();
    const delivered = vendorPage.waitForResponse(
      (response) => response.url().endsWith(`/api/v1/vendor/orders/${order.id}`) && response.request().method() === 'PATCH',
    );
    await card.getByRole('button', { name: 'Delivered', exact: true }).click();
    expect((await delivered).status()).toBe(200);
    await expect(vendorPage.getByRole('region', { name: 'Finished' }).getByText(order.orderNumber)).toBeVisible();
    await expect(vendorPage.locator(':focus')).toContainText(order.orderNumber);
    await studentPage.waitForTimeout(LIVE_WITHIN_MS + 1_000);
    await expect(currentStep(studentPage)).toContainText('Out for Delivery');
    await expect(studentPage.getByText(/^Delivered at /)).toHaveCount(0);

    // Live again: the page catches up at once.
    await studentPage.getByRole('checkbox', { name: 'Real-time Updates' }).check();
    await expect(studentPage.getByText('Live updates enabled')).toBeVisible();
    await expect(studentPage.getByText(/^Delivered at \d{1,2}:\d{2}\s?[ap]m$/i)).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(currentStep(studentPage)).toContainText('Delivered');
    await expect(studentPage.locator('[data-pulse="true"]')).toHaveCount(0);
    await expect(studentPage.getByRole('list', { name: 'Order Timeline' }).getByText('Order delivered', { exact: true })).toBeVisible();
    expect(await studentPage.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });

  test(
    'a student picks an order from Your Orders and cancels it: the wallet share comes back and the console shows it cancelled',
    { tag: '@one-width' },
    async ({ browser }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL!;
      const order = await placeOrder(baseURL, shop.student, shop.eatery);
      const later = await placeOrder(baseURL, shop.student, shop.eatery, false);
      const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
      await expect(vendorPage.getByRole('article', { name: `Order ${order.orderNumber}` })).toBeVisible();

      // An order that is not the student's (or does not exist) is simply not found.
      const studentPage = await shop.open(browser, shop.student, paths.order('noSuchOrder123'));
      await expect(studentPage.getByText('Order not found')).toBeVisible();

      // "Your Orders" lists both, newest first; selecting a row selects that order.
      await studentPage.goto(paths.order(later.id));
      const details = studentPage.getByRole('region', { name: 'Order Details' });
      await expect(details).toContainText(later.orderNumber);
      const rows = studentPage.getByRole('list', { name: 'Your Orders' }).getByRole('button');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(later.orderNumber);
      await rows.filter({ hasText: order.orderNumber }).press('Enter');
      await expect(studentPage).toHaveURL(new RegExp(`${paths.order(order.id)}$`));
      await expect(details).toContainText(order.orderNumber);
      await expect(rows.filter({ hasText: order.orderNumber })).toHaveAttribute('aria-current', 'true');
      // The list stays while the other order loads: the keyboard is still on the row it chose.
      await expect(rows.filter({ hasText: order.orderNumber })).toBeFocused();

      await cancelAsStudent(studentPage);
      await expect(studentPage.getByText('₹100 went back to your wallet.')).toBeVisible();
      await expect(studentPage.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
      expect((await adminDb.collection(COLLECTIONS.users).doc(shop.student.uid).get()).get('walletBalance')).toBe(100);

      await expect(vendorPage.getByRole('article', { name: `Order ${order.orderNumber}` })).toHaveCount(0);
      await expect(vendorPage.getByRole('region', { name: 'Finished' }).getByText('Cancelled')).toBeVisible();
    },
  );

  test(
    'the vendor closes the eatery, cancels an order and delivers another; the admin dashboard and Sales agree',
    { tag: '@one-width' },
    async ({ browser }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL!;
      const admin = await createTestUser({ role: 'admin', profile: false });
      const order = await placeOrder(baseURL, shop.student, shop.eatery);
      const adminPage = await shop.open(browser, admin, paths.adminDashboard);
      const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);

      const row = adminPage.getByTestId(`eatery-${shop.eatery.id}`);
      await expect(row).toContainText(shop.eatery.name);
      await expect(row).toContainText('Open');
      // Placed is not sold: the row counts what was delivered or cancelled today, as the vendor's Sales does.
      await expect(row.getByTestId('delivered-today')).toHaveText('0');
      await expect(row.getByTestId('revenue-today')).toHaveText('₹0');
      await expect(row.getByTestId('cancelled-today')).toHaveText('0');
      await expectStaffHeader(adminPage, 'Admin');

      // By keyboard: the switch, disabled while it saves, has the focus back once saved.
      const openSwitch = vendorPage.getByRole('switch', { name: 'Open for orders' });
      await openSwitch.focus();
      await vendorPage.keyboard.press('Space');
      await expect(vendorPage.getByText('Closed: not taking new orders')).toBeVisible();
      await expect(openSwitch).toBeFocused();
      await expect(row).toContainText('Closed');

      const card = vendorPage.getByRole('article', { name: `Order ${order.orderNumber}` });
      await card.getByRole('button', { name: 'Cancel' }).click();
      const dialog = vendorPage.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` });
      await dialog.getByRole('radio', { name: 'Another reason' }).check();
      await dialog.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(dialog.getByText('Give a reason for cancelling the order (at least 3 characters)')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Reason for cancelling' }).fill('Gas cylinder ran out');
      await dialog.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(card).toHaveCount(0);
      await expect(row.getByTestId('cancelled-today')).toHaveText('1');
      await expect(row.getByTestId('revenue-today')).toHaveText('₹0');
      await expect(row.getByTestId('delivered-today')).toHaveText('0');
      expect((await adminDb.collection(COLLECTIONS.orders).doc(order.id).get()).get('cancelReason')).toBe('Gas cylinder ran out');

      // Closed means closed: the student cannot order from it now.
      const reopenedCart = await fetch(`${baseURL}/api/v1/cart`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${shop.student.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ vendorId: shop.eatery.id, menuItemId: 'dalTadka' }),
      });
      expect(reopenedCart.status).toBe(409);
      await vendorPage.getByRole('switch', { name: 'Open for orders' }).check();
      await expect(row).toContainText('Open');

      // Delivered, an order counts once, the same in the admin's row and in the vendor's own Sales.
      const delivered = await placeOrder(baseURL, shop.student, shop.eatery);
      for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']) await moveOrder(baseURL, shop.vendor, delivered.id, status);
      await expect(row.getByTestId('delivered-today')).toHaveText('1');
      await expect(row.getByTestId('revenue-today')).toHaveText('₹294');
      await expect(row.getByTestId('cancelled-today')).toHaveText('1');
      const todaySales = vendorPage.getByRole('region', { name: 'Sales' }).getByRole('list', { name: 'Today' });
      await expect(todaySales.getByRole('listitem').filter({ hasText: 'Delivered today' })).toContainText(/Delivered today\s*1$/);
      await expect(todaySales.getByRole('listitem').filter({ hasText: 'Revenue today' })).toContainText('₹294');
      await expect(todaySales.getByRole('listitem').filter({ hasText: 'Cancelled today' })).toContainText(/Cancelled today\s*1$/);
      // The chart, drawn once it is on screen, names the days under its bars as the table beside it does.
      const sales = vendorPage.getByRole('region', { name: 'Sales' });
      await sales.getByText('Revenue, last 7 days').scrollIntoViewIfNeeded();
      await expect(sales.locator('svg').filter({ hasText: '₹0' })).toContainText('Today');
    },
  );

  test('the vendor’s Finished list puts the order that finished last first, whenever it was placed @one-width', async ({ browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const [first, second, third] = [
      await placeOrder(baseURL, shop.student, shop.eatery, false),
      await placeOrder(baseURL, shop.student, shop.eatery, false),
      await placeOrder(baseURL, shop.student, shop.eatery, false),
    ];
    const deliver = async (orderId: string) => {
      for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']) await moveOrder(baseURL, shop.vendor, orderId, status);
    };
    await deliver(third.id);
    await moveOrder(baseURL, shop.vendor, first.id, 'cancelled', 'Out of dal');
    await deliver(second.id);

    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    const rows = vendorPage.getByRole('region', { name: 'Finished' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    const numbers = await rows.allInnerTexts();
    expect(numbers.map((row) => [second, first, third].findIndex((order) => row.includes(order.orderNumber)))).toEqual([0, 1, 2]);
  });

  // What differs on a phone: the header's order chip and the card's rows in one column. Following the order live is
  // the same at any width (the test after this one).
  test('the tracking page draws the order from the API while Firestore has not answered, then follows it live @one-width', async ({ browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const order = await placeOrder(baseURL, shop.student, shop.eatery);
    await moveOrder(baseURL, shop.vendor, order.id, 'accepted');
    // The profile lists no order: this window's Firestore cache has none (Firestore answers from it once it gives up
    // waiting for the server). With the listen channel held back too, the order can come only from GET /orders/{id}.
    const studentPage = await shop.open(browser, shop.student, paths.profile);
    const held: Route[] = [];
    await studentPage.route(FIRESTORE_LISTEN, (route) => void held.push(route));
    const answered = studentPage.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1/orders/${order.id}`);
    await studentPage.goto(paths.order(order.id));
    await expect(currentStep(studentPage)).toContainText('Order Accepted');
    expect((await answered).status()).toBe(200);
    await expect(studentPage.getByRole('region', { name: 'Order Details' }).getByText('2 x Dal Tadka')).toBeVisible();
    await expect(studentPage.getByRole('list', { name: 'Order Timeline' }).getByText('Order accepted')).toBeVisible();
    // Firestore did ask to listen (it starts beside the page's own code, maybe after the answer came): held back.
    await expect.poll(() => held.length, { message: 'Firestore asks to listen' }).toBeGreaterThan(0);

    // Let go, the listener takes the order over and follows the vendor's next step without a reload.
    await studentPage.unroute(FIRESTORE_LISTEN);
    // A request the page gave up on while it was held cannot be continued: Firestore opens another.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await expect(studentPage.getByRole('list', { name: 'Your Orders' }).getByText(order.orderNumber)).toBeVisible();
    await moveOrder(baseURL, shop.vendor, order.id, 'preparing');
    await expect(currentStep(studentPage)).toContainText('Preparing');
  });

  test('a cancel made while the page draws the API’s answer shows at once, before Firestore has answered @one-width', async ({ browser }, testInfo) => {
    const order = await placeOrder(testInfo.project.use.baseURL!, shop.student, shop.eatery);
    // As above: no order in this window's cache, and the listen channel held back, so only the API can tell.
    const studentPage = await shop.open(browser, shop.student, paths.profile);
    const held: Route[] = [];
    await studentPage.route(FIRESTORE_LISTEN, (route) => void held.push(route));
    await studentPage.goto(paths.order(order.id));
    await expect(currentStep(studentPage)).toContainText('Order Placed');
    await cancelAsStudent(studentPage);
    await expect(studentPage.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expect.poll(() => held.length, { message: 'Firestore asks to listen' }).toBeGreaterThan(0);
    await studentPage.unroute(FIRESTORE_LISTEN);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await expect(studentPage.getByRole('list', { name: 'Your Orders' }).getByText(order.orderNumber)).toBeVisible();
    await expect(currentStep(studentPage)).toContainText('Cancelled');
  });

  test('the cancel dialog opened on the API’s answer stays open when the listeners’ code arrives and takes over @one-width', async ({ browser }, testInfo) => {
    const order = await placeOrder(testInfo.project.use.baseURL!, shop.student, shop.eatery);
    const studentPage = await shop.open(browser, shop.student, paths.profile);
    let asked = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await studentPage.route('**/assets/OrderListeners-*.js', async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await studentPage.goto(paths.order(order.id));
    await expect(currentStep(studentPage)).toContainText('Order Placed');
    await studentPage.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = studentPage.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => asked, { message: 'the page asks for the listeners’ code' }).toBe(true);
    release();
    // "Your Orders" is drawn by the listeners only (hidden from the accessibility tree behind the open dialog).
    await expect(studentPage.getByRole('list', { name: 'Your Orders', includeHidden: true }).getByText(order.orderNumber)).toBeAttached();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(currentStep(studentPage)).toContainText('Cancelled');
  });

  test('the order page asks for Firestore’s code only once the order’s answer is in @one-width', async ({ browser }, testInfo) => {
    const order = await placeOrder(testInfo.project.use.baseURL!, shop.student, shop.eatery);
    const studentPage = await shop.open(browser, shop.student, paths.profile);
    // The profile's own header parts load once it is idle: waited for here, so only the order page's requests are counted.
    await expect(studentPage.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    // On a slow connection the listeners' code (the header's bell and chip, the order's listeners) would share the
    // line with the order's answer: none of it is asked for while that answer is held back.
    const firestoreCode: string[] = [];
    await studentPage.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('google.firestore.v1.Firestore')) firestoreCode.push(new URL(route.request().url()).pathname);
      await route.fulfill({ response, body });
    });
    let asked = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await studentPage.route(`**/api/v1/orders/${order.id}`, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    // The cart's answer comes while the order's is held: by then the header has had every chance to load its parts.
    const cartAnswered = studentPage.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/cart');
    await studentPage.goto(paths.order(order.id));
    await expect.poll(() => asked, { message: 'the page asks for the order' }).toBe(true);
    await cartAnswered;
    expect(firestoreCode).toEqual([]);
    await expect(studentPage.getByText('Loading order...')).toBeVisible();
    expect(firestoreCode).toEqual([]);
    release();
    await expect(currentStep(studentPage)).toContainText('Order Placed');
    await expect(studentPage.getByRole('list', { name: 'Your Orders' }).getByText(order.orderNumber)).toBeVisible();
    expect(firestoreCode.length).toBeGreaterThan(0);
  });

  test('on a phone the Past Orders card and the header show an order on its way, within the screen @phone-only', async ({ browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const order = await placeOrder(baseURL, shop.student, shop.eatery);
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery']) await moveOrder(baseURL, shop.vendor, order.id, status);
    const studentPage = await shop.open(browser, shop.student, paths.orders);
    const card = studentPage.getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(card.getByText('Out for Delivery', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Track Order' })).toBeVisible();
    const header = studentPage.getByTestId('active-order');
    await expect(header).toHaveText('Out for Delivery');
    await expect(header).toBeInViewport({ ratio: 1 });
    // The chip takes a row of its own; the bell's count of the steps' notifications stays whole above it.
    const bellCount = studentPage.getByTestId('notification-count').locator('.MuiBadge-badge');
    await expect(bellCount).toHaveText('4');
    await waitForTransitions(studentPage);
    await expect(bellCount).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(studentPage);

    // A notice (a reorder the server could not take) opens under the header's two rows, not over the order's chip.
    const earlier = await placeOrder(baseURL, shop.student, shop.eatery, false);
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']) await moveOrder(baseURL, shop.vendor, earlier.id, status);
    await studentPage.route(`**/api/v1/orders/${earlier.id}/reorder`, (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Try again soon', error: { code: 'unavailable', message: 'Try again soon' } } }),
    );
    await studentPage.reload();
    await studentPage
      .getByRole('article', { name: `Order ${earlier.orderNumber}` })
      .getByRole('button', { name: 'Reorder' })
      .click();
    const notice = studentPage.getByRole('alert').filter({ hasText: 'Try again soon' });
    await expect(notice).toBeVisible();
    await expectBelowHeader(studentPage, notice);
  });

  test('the Past Orders card and the header follow the order as the vendor moves it @one-width', async ({ browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const order = await placeOrder(baseURL, shop.student, shop.eatery);
    const move = async (status: string) => {
      const response = await fetch(`${baseURL}/api/v1/vendor/orders/${order.id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${shop.vendor.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      expect(response.status).toBe(200);
    };
    const studentPage = await shop.open(browser, shop.student, paths.orders);
    const card = studentPage.getByRole('article', { name: `Order ${order.orderNumber}` });
    const header = studentPage.getByTestId('active-order');
    await expect(card.getByText('Processing', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Details' })).toBeVisible();
    await expect(header).toHaveText('Order Placed');
    await expectNoSidewaysScroll(studentPage);

    await move('accepted');
    await expect(header).toHaveText('Order Accepted', { timeout: LIVE_WITHIN_MS });
    await move('preparing');
    await expect(card.getByText('Preparing', { exact: true })).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(header).toHaveText('Preparing');
    await move('ready');
    await move('out_for_delivery');
    await expect(card.getByText('Out for Delivery', { exact: true })).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(header).toHaveText('Out for Delivery');
    await expectNoSidewaysScroll(studentPage);
    await expect(card.getByRole('link', { name: 'Track Order' })).toBeVisible();
    await move('delivered');
    await expect(card.getByText('Delivered', { exact: true })).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(card.getByRole('button', { name: 'Reorder' })).toBeVisible();
    // Nothing is on its way any more: the header has nothing to show.
    await expect(header).toHaveCount(0);

    // A reorder the eatery refuses (closed meanwhile) says why and leaves the keyboard on Reorder.
    const eatery = adminDb.collection(COLLECTIONS.vendors).doc(shop.eatery.id);
    await eatery.update({ isOpen: false });
    try {
      const reorder = card.getByRole('button', { name: 'Reorder' });
      await reorder.focus();
      const refusal = studentPage.waitForResponse((response) => response.url().includes(`/orders/${order.id}/reorder`));
      await studentPage.keyboard.press('Enter');
      expect((await refusal).status()).toBe(409);
      await expect(studentPage.getByRole('alert').filter({ hasText: 'is closed right now' })).toBeVisible();
      await expect(reorder).toBeFocused();
    } finally {
      await eatery.update({ isOpen: true });
    }
  });

  test(
    'Logout ends the screen’s live listeners before it signs out: the emulator hears each one end, and nothing listens signed out',
    { tag: '@one-width' },
    async ({ browser }, testInfo) => {
      const order = await placeOrder(testInfo.project.use.baseURL!, shop.student, shop.eatery);
      const studentPage = await shop.open(browser, shop.student, paths.orders);
      const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
      await expect(studentPage.getByTestId('active-order')).toHaveText('Order Placed');
      await expect(vendorPage.getByRole('article', { name: `Order ${order.orderNumber}` })).toBeVisible();
      expect(openTargets(studentPage).length).toBeGreaterThan(0);
      expect(openTargets(vendorPage).length).toBeGreaterThan(0);

      await studentPage.getByRole('button', { name: 'Account menu' }).click();
      await studentPage.getByRole('menuitem', { name: 'Logout' }).click();
      await vendorPage.getByRole('button', { name: 'Logout', exact: true }).click();
      for (const page of [studentPage, vendorPage]) {
        await expect(page).toHaveURL(/\/home$/);
        // A listener still open at the sign-out would be dropped unheard, or added again signed out and refused.
        await expect.poll(() => openTargets(page), { message: `the listeners of ${page.url()} end` }).toEqual([]);
        await page.waitForLoadState('networkidle');
        expect(openTargets(page)).toEqual([]);
      }
    },
  );
});
