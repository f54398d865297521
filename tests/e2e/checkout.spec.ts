import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { expectNoSidewaysScroll, expectPageEndClear, expectTabStopsInSight } from './support/layout';
import { adminDb } from '../support/firestore';
import { addToCart, saveHostelAddress } from '../support/shopping';
import { createTestUser, type TestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';
import { openApp } from './support/session';

// Fresh students for every test (created with the Admin SDK on the emulators); the eateries are the demo data.

interface Dish {
  _id: string;
  name: string;
  price: number;
  available: boolean;
}
interface Eatery {
  _id: string;
  name: string;
  dishes: Dish[];
}

/** Open demo eateries with at least two dishes that can be ordered, as the API lists them. */
async function openEateries(request: APIRequestContext): Promise<Eatery[]> {
  const list = await (await request.get('/api/v1/vendors/restaurants?limit=50')).json();
  const open = (list.data as { _id: string; name: string; isOpen: boolean }[]).filter((eatery) => eatery.isOpen);
  const eateries: Eatery[] = [];
  for (const eatery of open.slice(0, 4)) {
    const detail = await (await request.get(`/api/v1/vendors/restaurants/${eatery._id}`)).json();
    const dishes = (detail.data.menu as { items: Dish[] }[]).flatMap((section) => section.items).filter((dish) => dish.available);
    if (dishes.length >= 2) eateries.push({ _id: eatery._id, name: eatery.name, dishes });
  }
  expect(eateries.length).toBeGreaterThanOrEqual(2);
  return eateries;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
// The fee rule of docs/product.md#business-constants, written out here rather than imported, so the test checks the app against it.
const deliveryFee = (subtotal: number) => (subtotal >= 500 ? 0 : subtotal >= 300 ? 25 : 49);

async function logIn(page: Page, student: TestUser) {
  await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
  await page.getByLabel(/^Password/).fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A fresh student logged in from the login page (which sends a student to /restaurants), and an open eatery with two dishes. */
async function studentAtTheEateries(page: Page, request: APIRequestContext, options?: Parameters<typeof createTestUser>[0]) {
  const student = await createTestUser(options);
  const [eatery] = await openEateries(request);
  // The prerendered form is inert until the app runs: what is typed into it before then is lost.
  await openApp(page, '/login');
  await logIn(page, student);
  await expect(page).toHaveURL(/\/restaurants$/);
  return { student, eatery: eatery!, dishes: eatery!.dishes as [Dish, Dish] };
}

/** The dish's card on the menu (bestsellers show a dish twice: the first is enough). */
const dishCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true }).first();
/** Taps a dish's ADD on the menu page. */
const tapAdd = (page: Page, name: string) =>
  dishCard(page, name)
    .getByRole('button', { name: `Add ${name} to cart` })
    .click();
/** Taps a dish's + on the menu page. */
const tapMore = (page: Page, name: string) =>
  dishCard(page, name)
    .getByRole('button', { name: `Add one more ${name}` })
    .click();
/** The student's cart as the server keeps it: [dish id, quantity] per line. */
const storedCartLines = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.carts).doc(uid).get())
    .get('items')
    ?.map((line: { menuItemId: string; quantity: number }) => [line.menuItemId, line.quantity]);

/** Holds the server's answers to the page's loads of the cart (GET /cart) until the returned function is called. */
async function holdCartLoads(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unrouteAll({ behavior: 'wait' });
  await page.route(/\/api\/v1\/cart$/, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  return release;
}

test.describe('Cart, checkout and past orders', () => {
  test('a student fills a cart, uses the wallet, checks out with a new address and finds the order', { tag: '@one-width' }, async ({ page, request }) => {
    const {
      student,
      eatery,
      dishes: [first, second],
    } = await studentAtTheEateries(page, request, { walletBalance: 100 });

    // Add from the menu: ADD, then the stepper.
    await page.goto(`/restaurants/${eatery._id}`);
    // The functions emulator may be starting a fresh worker for this call: give the menu time to come.
    await expect(page.getByRole('heading', { level: 1, name: eatery.name })).toBeVisible({ timeout: 30_000 });
    await tapAdd(page, first.name);
    await tapMore(page, first.name);
    await expect(dishCard(page, first.name).getByTestId('stepper-quantity')).toHaveText('2');
    await tapAdd(page, second.name);
    const viewCart = page.getByRole('link', { name: /View Cart \(3\)/ });
    await expect(viewCart).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    // The cart: change quantities with the steppers.
    await viewCart.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await page.getByRole('button', { name: `Add one more ${second.name}` }).click();
    await page.getByRole('button', { name: `Remove one ${first.name}` }).click();
    await expect(page.getByRole('listitem', { name: first.name }).getByTestId('stepper-quantity')).toHaveText('1');
    await expect(page.getByRole('listitem', { name: second.name }).getByTestId('stepper-quantity')).toHaveText('2');

    const subtotal = first.price + 2 * second.price;
    const beforeWallet = subtotal + deliveryFee(subtotal) + 5;
    const walletApplied = Math.min(100, beforeWallet);
    const toPay = beforeWallet - walletApplied;
    await expect(page.getByTestId('summary-subtotal')).toHaveText(rupees(subtotal));
    await expect(page.getByTestId('summary-delivery')).toHaveText(deliveryFee(subtotal) === 0 ? 'FREE' : rupees(deliveryFee(subtotal)));
    await expect(page.getByTestId('summary-platform')).toHaveText('₹5');
    await expect(page.getByTestId('summary-total')).toHaveText(rupees(beforeWallet));

    // The wallet (₹100 from the server) pays the lesser of its balance and the total.
    await page.getByRole('switch', { name: 'Wallet (₹100)' }).check();
    await expect(page.getByTestId('summary-wallet')).toHaveText(`−${rupees(walletApplied)}`);
    await expect(page.getByTestId('summary-total')).toHaveText(rupees(toPay));

    // Checkout with a new address (a fresh student has none).
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const incomplete = page.getByText('Please complete all selections above').filter({ visible: true });
    await expect(incomplete).toBeVisible();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form.getByText('Address label is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Label', exact: true }).fill('Library');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Central Library, Reading Room 2');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('98765 43210');
    await expect(form.getByRole('textbox', { name: 'Pincode', exact: true })).toHaveValue('560012');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('radio', { name: /Library/ })).toBeChecked();
    await page.getByRole('radio', { name: 'UPI on Delivery' }).check();
    await expect(incomplete).toHaveCount(0);
    await expect(page.getByTestId('summary-total')).toHaveText(rupees(toPay));
    await page.getByRole('button', { name: /^Place Order/ }).click();

    // The confirmation replaces the page.
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByText('Your order will be delivered in 30-45 minutes')).toBeVisible();
    await expect(page.getByTestId('confirmation-total')).toHaveText(rupees(toPay));
    const orderNumber = await page.getByTestId('confirmation-order-number').innerText();
    expect(orderNumber).toMatch(/^CE-\w{4}-\w{4}$/);

    const orders = await adminDb.collection(COLLECTIONS.orders).where('uid', '==', student.uid).get();
    expect(orders.docs.map((doc) => doc.data())).toMatchObject([
      {
        orderNumber,
        subtotal,
        total: toPay,
        walletApplied,
        paymentMethod: 'upi',
        address: { label: 'Library', street: 'Central Library, Reading Room 2', zipCode: '560012' },
      },
    ]);
    expect((await adminDb.collection(COLLECTIONS.users).doc(student.uid).get()).get('walletBalance')).toBe(100 - walletApplied);

    await page.getByRole('button', { name: 'Place Another Order' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toHaveCount(0);

    // Past Orders: the order is there, and found by its number.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Past Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Past Orders' })).toBeVisible();
    const card = page.getByRole('article', { name: `Order ${orderNumber}` });
    await expect(card).toBeVisible();
    await expect(card.getByText(eatery.name)).toBeVisible();
    await expect(card.getByText('Processing')).toBeVisible();
    await expect(card.getByText(`1 x ${first.name}`)).toBeVisible();
    await expect(card.getByText(`2 x ${second.name}`)).toBeVisible();
    await expect(card.getByText(rupees(toPay), { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/orders/${orders.docs[0]!.id}`);

    await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber.slice(3, 7).toLowerCase());
    await expect(page).toHaveURL(/search=/);
    await expect(card).toBeVisible();
    // A search that finds nothing: web/src/features/orders/components/OrdersPage.test.tsx.
  });

  // What differs on a phone: the cart sits in the bottom bar (not the menu page's), and the cart's and checkout's main
  // buttons, the wallet and the missing-choices message sit in an action bar above it. The journey runs at laptop width.
  test('on a phone the View Cart bar, the cart’s and checkout’s action bars take a student from a dish to a placed order @phone-only', async ({
    page,
    request,
  }) => {
    const {
      student,
      eatery,
      dishes: [dish],
    } = await studentAtTheEateries(page, request, { walletBalance: 100 });
    // A landmark pasted from a map app: one long word, which must wrap on a phone rather than widen the page.
    const mapLink = `https://www.google.com/maps/place/Kaveri+Hostel+Annexe/@12.9716,77.5946,17z/data=${'3m1!4b1!4m6!3m5!1s0x0'.repeat(5)}`;
    await adminDb
      .collection(COLLECTIONS.addresses)
      .doc(await saveHostelAddress(student))
      .update({ landmark: mapLink });
    await page.goto(`/restaurants/${eatery._id}`);
    await expect(page.getByRole('heading', { level: 1, name: eatery.name })).toBeVisible({ timeout: 30_000 });
    await tapAdd(page, dish.name);
    const viewCart = page.getByRole('link', { name: /View Cart \(1\)/ });
    await expect(viewCart).toBeInViewport({ ratio: 1 });
    await expectPageEndClear(page);
    // In a short window the menu's own bar scrolls with the page; View Cart alone stays over it. Opened at that size,
    // once the cart has the dish: after an emulated resize Chromium now and then keeps the bar fixed, its query matching.
    await expect.poll(() => storedCartLines(student.uid)).toEqual([[dish._id, 1]]);
    const phone = page.viewportSize()!;
    await page.setViewportSize({ width: phone.width, height: 420 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bestsellers' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu page' })).not.toBeInViewport();
    await expect(viewCart).toBeInViewport({ ratio: 1 });
    await page.setViewportSize(phone);
    await viewCart.click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeInViewport({ ratio: 1 });
    const beforeWallet = dish.price + deliveryFee(dish.price) + 5;
    const toPay = beforeWallet - Math.min(100, beforeWallet);
    await page.getByRole('switch', { name: 'Wallet (₹100)' }).check();
    await expect(page.getByText(`To pay ${rupees(toPay)}`)).toBeInViewport({ ratio: 1 });
    const checkout = page.getByRole('link', { name: 'Checkout' });
    await expect(checkout).toBeInViewport({ ratio: 1 });
    await expectPageEndClear(page);
    await checkout.click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('radio', { name: /Hostel/ })).toBeChecked({ timeout: 20_000 });
    await expect(page.getByText(mapLink)).toBeVisible();
    await expectNoSidewaysScroll(page);
    const incomplete = page.getByText('Please complete all selections above').filter({ visible: true });
    await expect(incomplete).toBeInViewport({ ratio: 1 });
    // A short window (a phone held sideways, or zoomed): the header and the bottom navigation scroll with the page,
    // which keeps the window for the page and Place Order, and the keyboard's stops scroll clear of the bar.
    await page.setViewportSize({ width: phone.width, height: 420 });
    await expectTabStopsInSight(page, page.getByRole('radio', { name: 'Cash on Delivery' }));
    await expect(page.getByRole('banner')).not.toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).not.toBeInViewport();
    await expect(page.getByRole('button', { name: /^Place Order/ }).filter({ visible: true })).toBeInViewport({ ratio: 1 });
    await page.setViewportSize(phone);
    await page.getByRole('radio', { name: 'UPI on Delivery' }).check();
    await expect(incomplete).toHaveCount(0);
    const place = page.getByRole('button', { name: `Place Order · ${rupees(toPay)}` });
    await expect(place).toBeInViewport({ ratio: 1 });
    await expectPageEndClear(page);
    await place.click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByTestId('confirmation-total')).toHaveText(rupees(toPay));
    // A reload on flaky Wi-Fi shows the confirmation again, not an empty cart.
    const orderNumber = await page.getByTestId('confirmation-order-number').innerText();
    await page.reload();
    await expect(page.getByTestId('confirmation-order-number')).toHaveText(orderNumber);
    await expect(page).toHaveTitle('Order Placed · CampusEats');
    await page.getByRole('link', { name: 'Track Order' }).click();
    await expect(page.getByRole('region', { name: 'Order Details' }).getByText(mapLink, { exact: false })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('taps made while a signed-in student’s cart is still loading all reach the server', { tag: '@one-width' }, async ({ page, request }) => {
    const {
      student,
      eatery,
      dishes: [first, second],
    } = await studentAtTheEateries(page, request);

    // A slow network: the menu is up before the student's cart has arrived, and the student taps at once.
    await page.route(/\/api\/v1\/cart$/, async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(`/restaurants/${eatery._id}`);
    await tapAdd(page, first.name);
    await tapMore(page, first.name);
    await tapAdd(page, second.name);
    await expect(page.getByRole('link', { name: /View Cart \(3\)/ })).toBeVisible();

    await expect
      .poll(() => storedCartLines(student.uid), { timeout: 15_000 })
      .toEqual([
        [first._id, 2],
        [second._id, 1],
      ]);
    await expect(page.getByRole('link', { name: /View Cart \(3\)/ })).toBeVisible();
  });

  test(
    'a returning student’s cart page shows the cart this device last saw at once, its buttons off until the server’s cart replaces it; without a copy, its heading and a spinner',
    { tag: '@one-width' },
    async ({ page, request }, testInfo) => {
      const {
        student,
        eatery,
        dishes: [dish],
      } = await studentAtTheEateries(page, request);
      const baseURL = testInfo.project.use.baseURL!;
      await addToCart(baseURL, student, { vendorId: eatery._id, menuItemId: dish._id, quantity: 1 });
      const line = page.getByRole('listitem', { name: dish.name });
      const more = line.getByRole('button', { name: `Add one more ${dish.name}` });
      const quantity = line.getByTestId('stepper-quantity');
      const checkout = page.getByRole('link', { name: 'Checkout' }).first();
      // This device sees one (and keeps it in its storage); meanwhile another device makes it three.
      await page.goto('/cart');
      await expect(quantity).toHaveText('1');
      await expect(more).toBeEnabled();
      await addToCart(baseURL, student, { vendorId: eatery._id, menuItemId: dish._id, quantity: 2 });

      const release = await holdCartLoads(page);
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Your Cart', level: 1 })).toBeVisible();
      await expect(quantity).toHaveText('1');
      await expect(more).toBeDisabled();
      await expect(line.getByRole('button', { name: `Remove ${dish.name} from cart` })).toBeDisabled();
      await expect(checkout).toHaveAttribute('aria-disabled', 'true');
      // A screen reader hears that the cart is still loading; the page shows the stored copy.
      const stillLoading = page.getByRole('status').filter({ hasText: 'Loading your cart...' });
      await expect(stillLoading).toHaveCount(1);

      release();
      await expect(quantity).toHaveText('3');
      await expect(more).toBeEnabled();
      await expect(checkout).not.toHaveAttribute('aria-disabled', 'true');
      await expect(stillLoading).toHaveCount(0);

      // Checkout likewise: drawn from the stored copy (now three) while the server's cart is held, nothing placed from it.
      await addToCart(baseURL, student, { vendorId: eatery._id, menuItemId: dish._id, quantity: 1 });
      const releaseAgain = await holdCartLoads(page);
      await page.goto('/checkout');
      const summary = page.getByRole('region', { name: 'Order Summary' });
      const placeOrder = page.getByRole('button', { name: /^Place Order/ }).first();
      await expect(summary.getByText(`3 x ${dish.name}`)).toBeVisible();
      await expect(placeOrder).toBeDisabled();
      const checkoutLoading = page.getByRole('status').filter({ hasText: 'Loading checkout...' });
      await expect(checkoutLoading).toHaveCount(1);
      releaseAgain();
      await expect(summary.getByText(`4 x ${dish.name}`)).toBeVisible();
      await expect(checkoutLoading).toHaveCount(0);

      // A device with no copy: the page's heading is there at once with the spinner under it, and stays put when
      // the server's cart comes.
      await page.evaluate(() => localStorage.removeItem('campuseats-cart'));
      const releaseLast = await holdCartLoads(page);
      await openApp(page, '/cart');
      const heading = page.getByRole('heading', { name: 'Your Cart', level: 1 });
      await expect(heading).toBeVisible();
      await expect(stillLoading).toBeVisible();
      await expect(line).toHaveCount(0);
      const headingBefore = await heading.boundingBox();
      releaseLast();
      await expect(quantity).toHaveText('4');
      expect(await heading.boundingBox()).toEqual(headingBefore);
    },
  );

  test('a cart filled before logging in moves into the account, and another eatery starts a new cart', { tag: '@one-width' }, async ({ page, request }) => {
    const student = await createTestUser();
    const [eatery, other] = await openEateries(request);
    const dish = eatery!.dishes[0]!;

    await page.goto(`/restaurants/${eatery!._id}`);
    await tapAdd(page, dish.name);
    await expect(page.getByRole('link', { name: /View Cart \(1\)/ })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('campuseats-cart') ?? 'null')))
      .toMatchObject({ owner: null, cart: { vendor: eatery!._id, items: [{ menuItem: dish._id, quantity: 1 }] } });
    await page.getByRole('link', { name: /View Cart \(1\)/ }).click();

    // The cart needs a login; afterwards the student is back on the cart, now kept by the server.
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, student);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('listitem', { name: dish.name }).getByTestId('stepper-quantity')).toHaveText('1');
    await expect.poll(() => storedCartLines(student.uid)).toEqual([[dish._id, 1]]);

    // A dish of another eatery: the app asks before starting a new cart.
    const otherDish = other!.dishes[0]!;
    await page.goto(`/restaurants/${other!._id}`);
    await tapAdd(page, otherDish.name);
    const dialog = page.getByRole('dialog', { name: 'Start a new cart?' });
    await expect(dialog).toContainText(`Your cart has dishes from ${eatery!.name}`);
    await expect(dialog.getByRole('button', { name: 'Keep Current Cart' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Start New Cart' }).click();
    await expect(page.getByRole('link', { name: /View Cart \(1\)/ })).toBeVisible();
    await expect.poll(async () => (await adminDb.collection(COLLECTIONS.carts).doc(student.uid).get()).get('vendorId')).toBe(other!._id);

    // Removing the last dish empties the cart.
    await page.getByRole('link', { name: /View Cart \(1\)/ }).click();
    await page.getByRole('button', { name: `Remove ${otherDish.name} from cart` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByText('Discover amazing food and start ordering!')).toBeVisible();
    await page.getByRole('link', { name: 'Explore Menu' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
  });
});
