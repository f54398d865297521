import { expect, type Page } from '@playwright/test';
import { COLLECTIONS } from '../../common/src/documents';
import { NOTIFICATIONS_PAGE_SIZE } from '../../common/src/notifications';
import { adminDb } from '../support/firestore';
import { test } from './support/fixtures';
import { addToCart, moveOrder, placeOrder, saveHostelAddress } from '../support/shopping';
import { useLiveShop } from './support/liveShop';
import { FIRESTORE_LISTEN } from './support/listens';
import { expectAccessibleInBothThemes } from './support/axe';
import { expectNoSidewaysScroll, waitForTransitions } from './support/layout';
import { wholeChromium } from './support/chromium';

// The whole browser: the headless shell the other specs use denies notifications without asking (support/chromium.ts).
test.use({ launchOptions: wholeChromium });

// A fresh vendor, eatery and student for each run (docs/product.md#notifications), so the desktop and phone
// projects running at once never hear of each other's orders.

/** A new item must reach the student's bell within this long of the vendor's change being saved. */
const LIVE_WITHIN_MS = 2_000;

interface Shown {
  title: string;
  body?: string;
  tag?: string;
  link?: string;
}
type Recorder = Window & { shownNotifications: Shown[]; openNotification: (index: number) => void };

/**
 * Runs before the app in every page of a context: records each system notification the page shows, through a page
 * Notification or a service worker's registration, and lets the test click a page notification.
 */
function recordSystemNotifications() {
  const recorder = window as unknown as Recorder;
  const instances: Notification[] = [];
  recorder.shownNotifications = [];
  const record = (title: string, options?: NotificationOptions) =>
    recorder.shownNotifications.push({ title, body: options?.body, tag: options?.tag, link: (options?.data as { link?: string } | undefined)?.link });
  const PageNotification = window.Notification;
  window.Notification = class extends PageNotification {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      record(title, options);
      instances.push(this);
    }
  };
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (this: ServiceWorkerRegistration, title: string, options?: NotificationOptions) {
    record(title, options);
    return show.call(this, title, options);
  };
  recorder.openNotification = (index) => instances[index]?.onclick?.(new Event('click'));
}

const shownIn = (page: Page) => page.evaluate(() => (window as unknown as Recorder).shownNotifications);
// Hidden included: while the panel is open, MUI hides the rest of the page from assistive technology.
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/, includeHidden: true });
/** What the bell's name says (its label, read even while the open panel hides the page from the accessibility tree). */
const expectBell = (page: Page, name: string, options?: { timeout: number }) => expect(bell(page)).toHaveAttribute('aria-label', name, options);
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** One more "New order" item than a page of the panel in a vendor's feed, a minute apart within the last hour, the oldest `{prefix}-0`. */
async function pastNewOrders(uid: string, prefix: string, { read }: { read: boolean }) {
  const feed = adminDb.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications);
  const start = Date.now() - 60 * 60_000;
  await Promise.all(
    Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 1 }, (_unused, index) =>
      feed.add({
        kind: 'new-order',
        title: `New order ${prefix}-${index}`,
        body: '1 item · ₹100',
        link: '/vendor/dashboard',
        createdAt: new Date(start + index * 60_000),
        read,
      }),
    ),
  );
}

test.describe('Notifications', () => {
  const shop = useLiveShop();

  // What differs on a phone: the panel, which must fit the narrow screen; the journey below checks what it says and
  // when, at laptop width.
  test('on a phone the notification panel fits the screen, passes axe in both themes and closes on Escape @phone-only', async ({ browser, baseURL }) => {
    const studentPage = await shop.open(browser, shop.student, '/restaurants');
    const addressId = await saveHostelAddress(shop.student);
    await addToCart(baseURL!, shop.student, { vendorId: shop.eatery.id, menuItemId: 'dalTadka', quantity: 1 });
    const order = await placeOrder(baseURL!, shop.student, { addressId });
    await moveOrder(baseURL!, shop.vendor, order.id, 'accepted');
    await expectBell(studentPage, 'Notifications, 1 unread', { timeout: LIVE_WITHIN_MS });
    await bell(studentPage).click();
    await expect(panel(studentPage).getByRole('link', { name: /Your order was accepted/ })).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(studentPage);
    // The same margin either side, not flush with the screen's right edge.
    await waitForTransitions(studentPage);
    const box = (await panel(studentPage).boundingBox())!;
    expect(studentPage.viewportSize()!.width - (box.x + box.width)).toBeCloseTo(box.x, 0);
    await expectAccessibleInBothThemes(studentPage, 'notification panel on a phone');
    await studentPage.keyboard.press('Escape');
    await expect(panel(studentPage)).toHaveCount(0);
  });

  test('a panel opened on more unread items than a page lists them all, and the count goes to none @one-width', async ({ browser }) => {
    // 16 new orders while the vendor was away: one more than a page of the panel.
    await pastNewOrders(shop.vendor.uid, 'CE-AWAY', { read: false });
    const vendorPage = await shop.open(browser, shop.vendor, '/vendor/dashboard');
    await expectBell(vendorPage, `Notifications, ${NOTIFICATIONS_PAGE_SIZE + 1} unread`);
    await bell(vendorPage).click();
    await expect(panel(vendorPage).getByRole('link', { name: /^New: New order CE-AWAY-/ })).toHaveCount(NOTIFICATIONS_PAGE_SIZE + 1);
    await expectBell(vendorPage, 'Notifications');
  });

  test('Show older lists the next page, its first item taking the focus, and goes once there is nothing older @one-width', async ({ browser }) => {
    // One more read item than a page: the panel opens on a page of them, with Show older.
    await pastNewOrders(shop.vendor.uid, 'CE-PAST', { read: true });
    const vendorPage = await shop.open(browser, shop.vendor, '/vendor/dashboard');
    await bell(vendorPage).click();
    const links = panel(vendorPage).getByRole('link', { name: /New order CE-PAST-/ });
    await expect(links).toHaveCount(NOTIFICATIONS_PAGE_SIZE);
    const older = panel(vendorPage).getByRole('button', { name: 'Show older' });
    // The older page is held back until the panel's focus trap has taken the focus from the button, which goes at
    // once: the item must then take it from the trap, as on a slow link.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await vendorPage.route(FIRESTORE_LISTEN, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await older.focus();
    await vendorPage.keyboard.press('Enter');
    await expect(older).toHaveCount(0);
    const focusInPanel = () => vendorPage.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    await expect.poll(focusInPanel, { message: 'the focus trap keeps the focus in the panel' }).toBe(true);
    release();
    await expect(links).toHaveCount(NOTIFICATIONS_PAGE_SIZE + 1);
    await expect(panel(vendorPage).getByRole('listitem').filter({ hasText: 'New order CE-PAST-0' })).toBeFocused();
    await expect(older).toHaveCount(0);
  });

  test('the vendor hears of the new order, the student of each step in another page, with one system notification @one-width', async ({ browser, baseURL }) => {
    const vendorPage = await shop.open(browser, shop.vendor, '/vendor/dashboard', recordSystemNotifications);
    await expect(vendorPage.getByRole('heading', { level: 1, name: shop.eatery.name })).toBeVisible();
    await expectBell(vendorPage, 'Notifications');

    // The student browses eateries in two tabs, far from the tracking page.
    const studentPage = await shop.open(browser, shop.student, '/restaurants', recordSystemNotifications);
    const otherTab = await studentPage.context().newPage();
    await otherTab.goto('/home');
    await expectBell(studentPage, 'Notifications');
    await expectBell(otherTab, 'Notifications');

    // Asked from the panel, never on load; allowed in the browser's settings meanwhile, the panel follows.
    await bell(studentPage).click();
    await expect(panel(studentPage).getByText('No notifications yet.', { exact: false })).toBeVisible();
    await expect(panel(studentPage).getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    await studentPage.context().grantPermissions(['notifications']);
    await expect(panel(studentPage).getByText('Notifications are on for this device.')).toBeVisible();
    await expect(panel(studentPage).getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
    await studentPage.keyboard.press('Escape');
    await expect(panel(studentPage)).toHaveCount(0);

    const addressId = await saveHostelAddress(shop.student);
    await addToCart(baseURL!, shop.student, { vendorId: shop.eatery.id, menuItemId: 'dalTadka', quantity: 2 });
    const order = await placeOrder(baseURL!, shop.student, { addressId, useWallet: true });

    // The vendor's bell counts the new order; the console's own cue still plays its part.
    await expectBell(vendorPage, 'Notifications, 1 unread');
    const card = vendorPage.getByRole('article', { name: `Order ${order.orderNumber}` });
    const saved = vendorPage.waitForResponse(
      (response) => response.url().endsWith(`/api/v1/vendor/orders/${order.id}`) && response.request().method() === 'PATCH',
    );
    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    expect((await saved).status()).toBe(200);

    await expectBell(studentPage, 'Notifications, 1 unread', { timeout: LIVE_WITHIN_MS });
    await expectBell(otherTab, 'Notifications, 1 unread', { timeout: LIVE_WITHIN_MS });
    await expect(studentPage.getByTestId('notification-count')).toContainText('1');
    // One system notification for the two tabs, tagged with the item, leading to the order.
    const shownAnywhere = async () => [...(await shownIn(studentPage)), ...(await shownIn(otherTab))];
    await expect.poll(shownAnywhere).toEqual([
      {
        title: 'Your order was accepted',
        body: `Token ${order.token} · ${shop.eatery.name} · ${order.orderNumber}`,
        tag: expect.any(String),
        link: `/orders/${order.id}`,
      },
    ]);

    // Opening the panel marks what it shows read: the count goes, in every tab.
    await bell(studentPage).click();
    const item = panel(studentPage).getByRole('link', { name: /Your order was accepted/ });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('href', `/orders/${order.id}`);
    await expectBell(studentPage, 'Notifications');
    await expectBell(otherTab, 'Notifications');
    await expectAccessibleInBothThemes(studentPage, 'notification panel');

    // The vendor's panel tells of the new order and leads to the console.
    await bell(vendorPage).click();
    await expect(panel(vendorPage).getByRole('link', { name: new RegExp(`New order ${order.orderNumber}`) })).toHaveAttribute('href', '/vendor/dashboard');
    await expectBell(vendorPage, 'Notifications');
    expect(await shownIn(vendorPage)).toEqual([]);

    // Clicking the system notification opens the order in the tab that showed it.
    const [shower] = (await shownIn(studentPage)).length > 0 ? [studentPage] : [otherTab];
    await shower.evaluate(() => (window as unknown as Recorder).openNotification(0));
    await expect(shower).toHaveURL(new RegExp(`/orders/${order.id}$`));
    expect(await shownAnywhere()).toHaveLength(1);
  });

  test('a student who blocked notifications is told so in the panel @one-width', async ({ browser }) => {
    const studentPage = await shop.open(browser, shop.student, '/restaurants', recordSystemNotifications);
    // Chromium answers "denied" to a request the test context does not grant.
    await bell(studentPage).click();
    await panel(studentPage).getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(panel(studentPage).getByText('Notifications are blocked in your browser settings', { exact: false })).toBeVisible();
    await expect(panel(studentPage).getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
    // Focus stayed in the panel, on the answer, so Escape still closes it.
    await studentPage.keyboard.press('Escape');
    await expect(panel(studentPage)).toHaveCount(0);
  });
});
