import { expect, type Page } from '@playwright/test';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery } from '../support/ownedEatery';
import { addToCart, moveOrder, placeOrder, saveHostelAddress } from '../support/shopping';
import { createTestUser } from '../support/users';
import { expectAccessibleInBothThemes } from './support/axe';
import { newProjectPage, test } from './support/fixtures';
import { offlineChromium } from './support/chromium';
import { closeWindows } from './support/listens';
import { waitForImages } from './support/routes';
import { logIn, openApp } from './support/session';

// The installed app and what a student sees without a network (docs/product.md#offline). These tests run with the
// service worker, which the other specs block (playwright.config.ts), in a Chromium whose offline switch reaches every
// document (support/chromium.ts).
test.use({ serviceWorkers: 'allow', launchOptions: offlineChromium });

const OFFLINE_BANNER = "You're offline. What you've already opened still shows; ordering needs a connection.";
const BACK_ONLINE_BANNER = "You're back online.";
const CART_OFFLINE = "You're offline: changing your cart needs a connection. Your cart is as you left it.";
const CART_PAGE_OFFLINE = "You're offline. Your cart is kept on this device; changing it and checking out need a connection.";
const TRACKING_OFFLINE = "You're offline. This page shows the last status this device saw, and updates by itself when the connection returns.";

/** Resolves once the service worker controls the page: from then on the page's requests go through it. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]');

test('the app installs: a valid manifest whose icons load, and a service worker that takes the page', { tag: '@one-width' }, async ({ page }) => {
  await openApp(page, '/restaurants');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(new URL(href!, page.url()).href);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
  expect(manifest).toMatchObject({
    name: 'CampusEats',
    short_name: 'CampusEats',
    start_url: '/restaurants',
    scope: '/',
    display: 'standalone',
    theme_color: '#e65100',
    background_color: '#fafafa',
  });
  // The sizes browsers ask for, and one an Android launcher may crop to its own shape.
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe(icon.type);
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  await waitForServiceWorker(page);
  // Chromium's own verdict, the one behind its install button and Lighthouse's installability audit.
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are private windows, where Chromium offers no install whatever the app: that one
  // says nothing about the app.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test(
  'offline, a student reads the menu they opened, keeps their cart, and tracking catches up once back online',
  { tag: '@one-width' },
  async ({ browser, baseURL }) => {
    // Two windows, a service worker's first install and a dozen round trips through the functions emulator.
    test.slow();
    const [student, vendor] = await Promise.all([createTestUser(), createTestUser({ role: 'vendor', profile: false })]);
    const eatery = await createOwnedEatery(adminDb, vendor.uid);
    try {
      const addressId = await saveHostelAddress(student);
      await addToCart(baseURL!, student, { vendorId: eatery.id, menuItemId: 'dalTadka', quantity: 1 });
      const order = await placeOrder(baseURL!, student, { addressId });
      await addToCart(baseURL!, student, { vendorId: eatery.id, menuItemId: 'masalaChai', quantity: 2 });

      const page = await newProjectPage(browser, test.info(), { serviceWorkers: 'allow' });
      const context = page.context();
      // A first visit, straight to the menu: it loads before the worker exists, which then keeps what it loaded.
      await openApp(page, `/restaurants/${eatery.id}`);
      const chai = page.getByRole('article', { name: 'Masala Chai', exact: true }).first();
      await expect(chai).toBeVisible();
      await waitForImages(page);
      await waitForServiceWorker(page);
      // The student logs in; the header counts their cart (two teas) once it has loaded, which is when this device
      // keeps a copy of it. Then they follow the order in a second tab.
      await logIn(page, student);
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
      const otherTab = await context.newPage();
      await otherTab.goto(`/orders/${order.id}`);
      // The step is drawn from the API's answer first; the header's live order comes from the app's own listeners (this
      // window's Firestore cache had no order before), which keep the order on this device from then on.
      await expect(currentStep(otherTab)).toContainText('Order Placed');
      await expect(otherTab.getByRole('link', { name: `Your order ${order.orderNumber}: Order Placed. Track it` })).toBeVisible();

      // The browser's own HTTP cache would answer for a while too (the API's 30 s, a picture's day): emptied, so that
      // what shows offline below comes from the worker's caches.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await context.setOffline(true);
      const banner = page.getByTestId('connection-banner');
      await expect(banner).toHaveText(OFFLINE_BANNER);
      await expect(otherTab.getByText(TRACKING_OFFLINE)).toBeVisible();
      // The kitchen accepts the order while the student has no network.
      await moveOrder(baseURL!, vendor, order.id, 'accepted');

      // The menu opened afresh without a network: the worker answers with the menu's page and the last menu seen.
      await page.goto(`/restaurants/${eatery.id}`);
      await expect(page.getByRole('heading', { level: 1, name: eatery.name })).toBeVisible();
      await expect(banner).toHaveText(OFFLINE_BANNER);
      await expect(chai.getByRole('button', { name: 'Add one more Masala Chai' })).toBeVisible();
      // Its pictures too, kept when first seen: none drawn broken.
      await expect(page.locator('img[src*="/images/"]').first()).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(document.images)
              .filter((image) => image.complete && image.naturalWidth === 0)
              .map((image) => image.src),
          ),
        )
        .toEqual([]);
      // A tap says the cart needs a connection; the cart stays as it was.
      await chai.getByRole('button', { name: 'Add one more Masala Chai' }).click();
      await expect(page.getByRole('alert').filter({ hasText: CART_OFFLINE })).toBeVisible();
      await page.getByRole('link', { name: /View Cart \(2\)/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
      await expect(page.getByText(CART_PAGE_OFFLINE)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Items (2)' })).toBeVisible();
      await expect(page.getByText('Masala Chai', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
      await expectAccessibleInBothThemes(page, 'offline cart with its banner');

      // Tracking opened afresh without a network shows the last status this browser saw, then the kitchen's change
      // once the connection is back, in both tabs.
      await page.goto(`/orders/${order.id}`);
      await expect(page.getByText(TRACKING_OFFLINE)).toBeVisible();
      await expect(currentStep(page)).toContainText('Order Placed');
      await context.setOffline(false);
      await expect(banner).toHaveText(BACK_ONLINE_BANNER);
      await expect(page.getByText(TRACKING_OFFLINE)).toHaveCount(0);
      await expect(currentStep(page)).toContainText('Order Accepted');
      await expect(currentStep(otherTab)).toContainText('Order Accepted');
      await closeWindows([context]);
    } finally {
      await deleteOwnedEatery(adminDb, eatery);
    }
  },
);
