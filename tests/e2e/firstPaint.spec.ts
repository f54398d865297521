import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test } from './support/fixtures';
import { paths } from '../../web/src/lib/routes';
import { COLLECTIONS } from '../../common/src/documents';
import { adminDb } from '../support/firestore';
import { addToCart, placeOrder, saveHostelAddress } from '../support/shopping';
import { createTestUser } from '../support/users';
import { logIn } from './support/session';

// /home and /restaurants come with their first paint in the HTML (web/prerender.ts): a signed-out visitor in the
// light theme sees the screen before the app's JavaScript arrives, and the app then draws the same picture over it.
const PRERENDERED = [paths.home, paths.restaurants] as const;
// The student screens come with the picture the app draws for a returning student before Firebase Auth answers
// (web/prerender.ts draws one into each page routePages.ts writes). Three of them are compared here: a list that waits
// for its data, one order's tracking (the same frame for every order until it arrives) and a page of text.
const RETURNING_STUDENT_PAINTS = [paths.orders, paths.order('anyOrderOfTheirs'), paths.privacy] as const;

interface Eatery {
  _id: string;
  name: string;
  image: string;
}

/** The first eatery of the list, as a student would open it. */
async function firstEatery(request: APIRequestContext): Promise<Eatery> {
  const response = await request.get('/api/v1/vendors/restaurants?limit=1');
  expect(response.status()).toBe(200);
  return (await response.json()).data[0];
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return { x: Math.round(found!.x), y: Math.round(found!.y), width: Math.round(found!.width), height: Math.round(found!.height) };
}

const withoutJavaScript = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** Holds the requests `pattern` matches, after the first `passing`, until `release`; `calls` counts them all. */
async function holdRequests(page: Page, pattern: string, passing = 0) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route(pattern, async (route) => {
    if (++calls > passing) await held;
    await route.continue();
  });
  return { release: () => release(), calls: () => calls };
}

// Two renders of the same page may antialias an edge a few levels apart (seen: up to 17 of 255); a real change
// of colour or place differs by far more.
const ANTIALIASING = 40;

/** The viewport once its images have arrived (a screenshot waits for fonts, not for images). */
async function picture(page: Page): Promise<Buffer> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  return page.screenshot({ animations: 'disabled' });
}

/** How many pixels of two screenshots of one viewport differ by more than antialiasing (decoded by the page's canvas). */
function visiblyDifferentPixels(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ({ pictures, tolerance }) => {
      const decode = async (png: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [a, b] = await Promise.all(pictures.map(decode));
      let count = 0;
      for (let at = 0; at < a!.length; at += 4) {
        const delta = Math.max(...[0, 1, 2].map((channel) => Math.abs(a![at + channel]! - b![at + channel]!)));
        if (delta > tolerance) count++;
      }
      return count;
    },
    { pictures: [first.toString('base64'), second.toString('base64')], tolerance: ANTIALIASING },
  );
}

/** Where the first paint drew a part of the screen, and how it looked. */
async function drawnPart(part: Locator) {
  return { box: await box(part), picture: await part.screenshot({ animations: 'disabled' }) };
}

/** Expects the app to draw `part` exactly where and as the first paint drew it. */
async function expectDrawnAsBefore(page: Page, drawnFirst: Awaited<ReturnType<typeof drawnPart>>, part: Locator) {
  expect(await box(part)).toEqual(drawnFirst.box);
  const changed = await visiblyDifferentPixels(page, drawnFirst.picture, await part.screenshot({ animations: 'disabled' }));
  expect(changed, 'pixels the app draws differently from the first paint').toBe(0);
}

/**
 * Opens `path` with the app's code, while `held` (a request of the app's own) does not answer: once the app has
 * drawn and `asked` has seen the request, its screen stays hidden behind the held picture; released, the picture
 * gives way to it.
 */
async function expectHeldUntilReleased(page: Page, path: string, held: { release: () => void }, asked: () => Promise<void> = async () => {}) {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  await asked();
  await expect(page.locator('#first-paint')).toHaveAttribute('data-hold');
  await expect(page.locator('#root')).toBeHidden();
  held.release();
  await expect(page.locator('#first-paint')).toHaveCount(0);
}

/**
 * Opens `path` without JavaScript (its first paint alone: `checkFirstPaint` reads it), then with it, and expects the
 * app to draw exactly the same picture in its place.
 */
async function expectTheAppToDrawItsFirstPaint(page: Page, path: string, testInfo: TestInfo, checkFirstPaint: () => Promise<void> = async () => {}) {
  await withoutJavaScript(page);
  await page.goto(path);
  await checkFirstPaint();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveAttribute('inert');
  const firstPaint = await picture(page);

  await page.unroute('**/assets/*.js');
  await page.goto(path);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const app = await picture(page);

  const changed = await visiblyDifferentPixels(page, firstPaint, app);
  if (changed > 0) {
    await testInfo.attach(`${path} first paint`, { body: firstPaint, contentType: 'image/png' });
    await testInfo.attach(`${path} app`, { body: app, contentType: 'image/png' });
  }
  expect(changed, `${path}: pixels the app draws differently from the first paint`).toBe(0);
}

test.describe('First paint', () => {
  for (const path of PRERENDERED) {
    test(`${path} is drawn before any JavaScript runs, exactly as the app then draws it`, async ({ page }, testInfo) => {
      // Time stands still, so the headline types nothing and the cravings stay on the first, as in the prerendered
      // paint; the eateries' answer is held back, so /restaurants stays on its loading state.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.route('**/api/v1/vendors/restaurants*', () => {});

      await expectTheAppToDrawItsFirstPaint(page, path, testInfo, () => expect(page.getByTestId('signed-out-banner')).toBeVisible());
    });
  }

  test('a returning student’s screens are drawn before any JavaScript runs, exactly as the app draws them until Auth answers', async ({ page }, testInfo) => {
    // A fresh student: an empty cart, so the header has no count the picture could not know.
    await logIn(page, await createTestUser());
    // The app is held where the picture is: Auth's code, the orders' answer and the tracked order do not come.
    await page.route('**/assets/authState-*.js', () => {});
    await page.route('**/api/v1/orders/prevOrders*', () => {});
    await page.route('**/google.firestore.v1.Firestore/**', () => {});
    for (const path of RETURNING_STUDENT_PAINTS) await expectTheAppToDrawItsFirstPaint(page, path, testInfo);
  });

  test('a returning student’s cart page shows the cart this device last saw before any JavaScript runs, where the app then draws it', async ({
    page,
  }, testInfo) => {
    // Two kinds of dish (veg and non-veg) and one of a kind alone: the page's copies of its sample lines.
    const student = await createTestUser();
    const baseURL = testInfo.project.use.baseURL!;
    await addToCart(baseURL, student, { vendorId: 'momoJunction', menuItemId: 'vegSteamedMomos', quantity: 1 });
    await addToCart(baseURL, student, { vendorId: 'momoJunction', menuItemId: 'chickenSteamedMomos', quantity: 2 });
    await logIn(page, student);
    await page.waitForFunction(() => localStorage.getItem('campuseats-cart')?.includes('chickenSteamedMomos'));

    // The page's own script draws the stored cart into the first paint; the app's code never comes.
    await withoutJavaScript(page);
    await page.goto(paths.cart);
    const firstPaint = page.locator('#first-paint');
    await expect(firstPaint).toHaveAttribute('inert');
    await expect(firstPaint.getByText('From Momo Junction')).toBeVisible();
    await expect(firstPaint.getByRole('heading', { name: 'Items (3)' })).toBeAttached();
    await expect(firstPaint.getByTestId('line-total')).toHaveText(['₹70', '₹200']);
    await expect(firstPaint.getByTestId('stepper-quantity')).toHaveText(['1', '2']);
    await expect(firstPaint.locator('li[aria-label="Veg Steamed Momos"] [aria-label="Veg"]')).toBeAttached();
    await expect(firstPaint.locator('li[aria-label="Chicken Steamed Momos"] [aria-label="Non-veg"]')).toBeAttached();
    await expect(firstPaint.getByTestId('cart-badge').first()).toHaveText('3');
    // Its figures are the app's to price: the summary comes with it.
    await expect(firstPaint.getByText('To pay')).toHaveCount(0);
    const lines = await box(firstPaint.getByRole('list').filter({ has: page.getByRole('listitem', { name: 'Veg Steamed Momos' }) }));
    // The screen down to the end of its list of dishes, left of the summary's column on a laptop.
    const drawnBeforeTheSummary = { x: 0, y: 0, width: lines.x + lines.width, height: lines.y + lines.height };
    const drawnFirst = await page.screenshot({ clip: drawnBeforeTheSummary, animations: 'disabled' });

    // The app, held before Auth's answer and the server's cart, draws the same cart from the same copy in its place.
    await page.unroute('**/assets/*.js');
    await page.route('**/assets/authState-*.js', () => {});
    await page.route('**/api/v1/cart', () => {});
    await page.goto(paths.cart);
    await expect(firstPaint).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Veg Steamed Momos', exact: true })).toBeDisabled();
    const app = await page.screenshot({ clip: drawnBeforeTheSummary, animations: 'disabled' });
    const changed = await visiblyDifferentPixels(page, drawnFirst, app);
    if (changed > 0) {
      await testInfo.attach('cart first paint', { body: drawnFirst, contentType: 'image/png' });
      await testInfo.attach('cart app', { body: app, contentType: 'image/png' });
    }
    expect(changed, 'pixels the app draws differently from the first paint').toBe(0);
  });

  test('a returning student’s profile shows their details from its HTML, held until the app draws the same section in its place', async ({ page }) => {
    const student = await createTestUser();
    await adminDb
      .collection(COLLECTIONS.users)
      .doc(student.uid)
      .update({ phone: '+919812345678', yearOfStudy: '2nd Year', accommodation: 'Hosteller', hostelDetails: { block: 'C', room: '214' } });
    await logIn(page, student);
    const firstPaint = page.locator('#first-paint');
    const personalInformation = (within: Locator) => within.locator('section', { has: page.locator('#profile-section-personal-information') });
    const fields = (within: Locator) =>
      ['First Name', 'Last Name', 'Email', 'Phone'].map((label) => within.locator('label', { hasText: label }).locator('xpath=..').locator('input'));
    const shown = ['Test', 'user', student.email, '+919812345678'];

    // The page's own script asks for the profile with the token Auth keeps here, and writes it into the first paint.
    await withoutJavaScript(page);
    await page.goto(paths.profile);
    await expect(firstPaint).toHaveAttribute('inert');
    for (const [index, field] of fields(personalInformation(firstPaint)).entries()) await expect(field).toHaveValue(shown[index]!);
    await expect(personalInformation(firstPaint).getByText('2nd Year · Hosteller, Block C, Room 214', { exact: true })).toBeVisible();
    await expect(firstPaint).toHaveAttribute('data-hold');
    const drawnFirst = await drawnPart(personalInformation(firstPaint));

    // The page asks for the app's code once it has its answer; while the app's own section's code is held, the
    // picture stays and the app's loading state is never seen. Then the app draws the same section where it was.
    await page.unroute('**/assets/*.js');
    await expectHeldUntilReleased(page, paths.profile, await holdRequests(page, '**/assets/PersonalInfoSection-*.js'));
    const app = personalInformation(page.locator('#root'));
    for (const [index, field] of fields(app).entries()) await expect(field).toHaveValue(shown[index]!);
    await expectDrawnAsBefore(page, drawnFirst, app);
  });

  test('a returning student’s checkout shows their addresses from its HTML, held until the app draws the same section in its place', async ({
    page,
  }, testInfo) => {
    const student = await createTestUser();
    await saveHostelAddress(student);
    // A second address, not the default and without a landmark: the page's copy of its other sample row.
    await adminDb.collection(COLLECTIONS.addresses).add({
      uid: student.uid,
      label: 'Home',
      street: '12 MG Road',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      phone: '+919876543210',
      isDefault: false,
      createdAt: new Date(),
    });
    await addToCart(testInfo.project.use.baseURL!, student, { vendorId: 'momoJunction', menuItemId: 'vegSteamedMomos', quantity: 2 });
    await logIn(page, student);
    await page.waitForFunction(() => localStorage.getItem('campuseats-cart')?.includes('vegSteamedMomos'));
    const firstPaint = page.locator('#first-paint');
    const addressCard = (within: Locator) => within.locator('section[aria-labelledby="checkout-address-heading"]');
    const choices = (within: Locator) => addressCard(within).getByRole('radio');

    // The page's own script asks for the addresses with the token Auth keeps here, and writes them into the first paint.
    await withoutJavaScript(page);
    await page.goto(paths.checkout);
    await expect(firstPaint).toHaveAttribute('inert');
    await expect(addressCard(firstPaint)).toContainText('HostelDefaultBlock C, Room 214Near the libraryCampus, Karnataka 560012 · +919812345678');
    await expect(addressCard(firstPaint)).toContainText('Home12 MG RoadBengaluru, Karnataka 560001 · +919876543210');
    await expect(addressCard(firstPaint).locator('input[type="radio"]:checked')).toHaveCount(1);
    await expect(addressCard(firstPaint).locator('input[type="radio"]').first()).toBeChecked();
    await expect(firstPaint.getByTestId('cart-badge').first()).toHaveText('2');
    await expect(firstPaint.getByText('Place Order')).toHaveCount(0);
    await expect(firstPaint).toHaveAttribute('data-hold');
    const drawnFirst = await drawnPart(addressCard(firstPaint));

    // The page asks for the app's code once it has its answer; while the app's own call for the addresses is held,
    // the picture stays and the app's loading state is never seen. Then the app draws the same choices where they were.
    await page.unroute('**/assets/*.js');
    // The first call is the page's own.
    const addresses = await holdRequests(page, '**/api/v1/users/addresses', 1);
    await expectHeldUntilReleased(page, paths.checkout, addresses, () => expect.poll(addresses.calls).toBe(2));
    const app = page.locator('#root');
    await expect(choices(app)).toHaveCount(2);
    await expect(choices(app).first()).toBeChecked();
    await expectDrawnAsBefore(page, drawnFirst, addressCard(app));
  });

  test('a returning student’s order shows its status from its HTML, held until the app draws the same card in its place', async ({ page }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const student = await createTestUser();
    const addressId = await saveHostelAddress(student);
    const orderOfOneDish = async () => {
      await addToCart(baseURL, student, { vendorId: 'momoJunction', menuItemId: 'vegSteamedMomos', quantity: 1 });
      return placeOrder(baseURL, student, { addressId });
    };
    const earlier = await orderOfOneDish();
    const order = await orderOfOneDish();
    await logIn(page, student);
    const firstPaint = page.locator('#first-paint');
    const statusCard = (within: Locator) => within.locator('section[aria-labelledby="order-status-heading"]');
    const stored = async () => (await adminDb.collection(COLLECTIONS.orders).doc(order.id).get()).data()!;
    const clockOf = (time: Date) =>
      page.evaluate((at) => new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' }).format(new Date(at)), time.toISOString());

    // The page's own script asks for the order with the token Auth keeps here, and draws the card of its step.
    await withoutJavaScript(page);
    await page.goto(paths.order(order.id));
    await expect(firstPaint).toHaveAttribute('data-hold');
    const estimate = `Estimated delivery: ${await clockOf((await stored()).estimatedDeliveryAt.toDate())} (35 mins)`;
    await expect(statusCard(firstPaint).getByText(estimate, { exact: true })).toBeVisible();
    await expect(statusCard(firstPaint).locator('[aria-current="step"]')).toContainText('Order PlacedCurrent Status');
    await expect(statusCard(firstPaint).getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    await expect(firstPaint.getByText('Loading order...')).toHaveCount(0);
    const drawnFirst = await drawnPart(statusCard(firstPaint));

    // Delivered: the card of the last step, with the time of delivery. Cancelled: the app draws it, as before.
    const earlierOrder = adminDb.collection(COLLECTIONS.orders).doc(earlier.id);
    const deliveredAt = new Date(Date.now() - 5 * 60_000);
    await earlierOrder.update({ status: 'delivered', deliveredAt });
    await page.goto(paths.order(earlier.id));
    await expect(statusCard(firstPaint).getByText(`Delivered at ${await clockOf(deliveredAt)}`, { exact: true })).toBeVisible();
    await expect(statusCard(firstPaint).locator('[aria-current="step"]')).toContainText('DeliveredCurrent Status');
    await expect(statusCard(firstPaint).getByRole('button')).toHaveCount(0);
    await earlierOrder.update({ status: 'cancelled' });
    await page.goto(paths.order(earlier.id));
    await expect(firstPaint.getByText('Loading order...')).toBeVisible();
    await expect(firstPaint).not.toHaveAttribute('data-hold');

    // The page asks for the app's code once it has its answer; while the app's own listeners are held, the picture
    // stays and "Loading order..." is never seen. Then the app draws the same card where it was. (The header's chip
    // of the order on its way comes once the page is idle, and takes a row of its own on a phone: held back here.)
    // Last: the test ends on the listening page, which the fixture logs out of (support/listens.ts).
    await page.unroute('**/assets/*.js');
    await page.route('**/assets/ActiveOrderChip-*.js', () => {});
    const listeners = await holdRequests(page, '**/google.firestore.v1.Firestore/**');
    await expectHeldUntilReleased(page, paths.order(order.id), listeners, () => expect.poll(listeners.calls).toBeGreaterThan(0));
    const app = statusCard(page.locator('#root'));
    await expect(app.getByText(estimate, { exact: true })).toBeVisible();
    await expectDrawnAsBefore(page, drawnFirst, app);
  });

  test('the terms, login and signup pages are drawn before any JavaScript runs, their headings where the app draws them', async ({ page }, testInfo) => {
    await expectTheAppToDrawItsFirstPaint(page, paths.terms, testInfo);
    // The forms come with the app (their own chunk): the picture holds their place, the heading stays put.
    for (const path of [paths.login, paths.signup]) {
      await withoutJavaScript(page);
      await page.goto(path);
      await expect(page.locator('#first-paint')).toHaveAttribute('inert');
      const heading = page.getByRole('heading', { level: 1 });
      const drawnFirst = await box(heading);
      await page.unroute('**/assets/*.js');
      await page.goto(path);
      await expect(page.locator('#first-paint')).toHaveCount(0);
      await expect(page.getByLabel(/^Email/)).toBeVisible();
      expect(await box(heading), path).toEqual(drawnFirst);
    }
  });

  test('a signed-out browser, or one that chose the dark theme, never sees a returning student’s picture', { tag: '@one-width' }, async ({ page }) => {
    await page.goto(paths.terms);
    for (const stored of [{}, { 'campuseats-signed-in': 'true', theme: 'dark' }]) {
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, stored);
      await withoutJavaScript(page);
      for (const path of RETURNING_STUDENT_PAINTS) {
        await page.goto(path);
        await expect(page.locator('#first-paint')).toBeAttached();
        await expect(page.locator('#first-paint')).toBeHidden();
      }
      await page.unrouteAll();
    }
  });

  test('an eatery’s menu shows its picture and name before any JavaScript runs, where the app then draws them, with one request for the menu', async ({
    page,
    request,
  }) => {
    const eatery = await firstEatery(request);
    const menuPath = paths.restaurant(eatery._id);
    let menuRequests = 0;
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api/v1/vendors/restaurants/${eatery._id}`) menuRequests++;
    });

    // The page's own script asks for the menu and writes the eatery into the first paint; the app's code never comes.
    await withoutJavaScript(page);
    await page.goto(menuPath);
    const heading = page.getByRole('heading', { level: 1 });
    const picture = page.locator(`img[src="${eatery.image}"]`);
    await expect(page.locator('#first-paint')).toHaveAttribute('inert');
    await expect(page.locator('#first-paint').getByText(eatery.name, { exact: true })).toBeVisible();
    await expect(page.locator('#first-paint').locator(`img[src="${eatery.image}"]`)).toBeVisible();
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    const firstPaint = { heading: await box(page.locator('#first-paint h1')), picture: await box(page.locator(`#first-paint img[src="${eatery.image}"]`)) };
    expect(menuRequests).toBe(1);

    // With its code, the app takes the first paint's place only with the menu drawn whole, the eatery where it was,
    // from the answer the page had asked for (no second request).
    await page.unroute('**/assets/*.js');
    menuRequests = 0;
    await page.goto(menuPath);
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
    await expect(heading).toHaveText(eatery.name);
    expect({ heading: await box(heading), picture: await box(picture) }).toEqual(firstPaint);
    expect(menuRequests).toBe(1);
  });

  test('when the menu’s code fails to load, the error screen takes the eatery’s first paint’s place', { tag: '@one-width' }, async ({ page, request }) => {
    const eatery = await firstEatery(request);
    await page.route('**/assets/RestaurantMenuPage-*.js', (route) => route.abort());
    await page.goto(paths.restaurant(eatery._id));
    await expect(page.getByRole('alert')).toContainText("This screen couldn't be downloaded. Check your connection, then reload.");
    await expect(page.locator('#first-paint')).toHaveCount(0);
  });

  test('when the screen’s code fails to load, the error screen takes the first paint’s place', { tag: '@one-width' }, async ({ page }) => {
    await page.route('**/assets/LandingPage-*.js', (route) => route.abort());
    await page.goto(paths.home);
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.');
    await expect(page.getByRole('alert')).toContainText("This screen couldn't be downloaded. Check your connection, then reload.");
    await expect(page.getByRole('alert')).not.toContainText('/assets/');
    await expect(page.locator('#first-paint')).toHaveCount(0);
  });

  test('a browser that chose the dark theme, or was signed in, never sees the signed-out light picture', async ({ page }) => {
    await page.goto(paths.terms);
    for (const [key, value] of [
      ['theme', 'dark'],
      ['campuseats-signed-in', 'true'],
    ] as const) {
      await page.evaluate(
        ({ storageKey, stored }) => {
          localStorage.clear();
          localStorage.setItem(storageKey, stored);
        },
        { storageKey: key, stored: value },
      );
      await withoutJavaScript(page);
      for (const path of [...PRERENDERED, paths.restaurant('someEatery'), paths.terms, paths.login, paths.signup]) {
        await page.goto(path);
        await expect(page.locator('#first-paint')).toBeHidden();
        await expect(page.getByTestId('signed-out-banner')).toBeHidden();
      }
      await page.unrouteAll();
    }
  });
});
