import { expect, type Page } from '@playwright/test';
import { newProjectPage, test } from './support/fixtures';
import { paths } from '../../web/src/lib/routes';
import { expectAccessibleInBothThemes } from './support/axe';
import { useLiveShop } from './support/liveShop';
import { adminDb } from '../support/firestore';
import { COLLECTIONS } from '../../common/src/documents';

// Pickup at the counter with tokens and the counter board (docs/product.md#pickup-and-tokens, #counter-board), each run on
// a fresh vendor, eatery and student of its own.

/** A token moves on the board within this long of the vendor's tap being saved. */
const LIVE_WITHIN_MS = 2_000;

/** The screens a board is made for: a TV at the counter and a 10-inch tablet, either way up. */
const BOARD_SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
];

const boardColumn = (board: Page, title: 'Preparing' | 'Ready') => board.getByRole('region', { name: title });

/** Fails when the board needs scrolling either way to be seen whole, or a token is not on one line inside its box. */
async function expectBoardFits(board: Page) {
  const overflow = await board.evaluate(() => ({
    x: document.documentElement.scrollWidth - window.innerWidth,
    y: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(overflow.x).toBeLessThanOrEqual(0);
  expect(overflow.y).toBeLessThanOrEqual(0);
  const tokens = await board.locator('[data-testid^="board-token-"]').evaluateAll((boxes) =>
    boxes.map((box) => {
      const text = document.createRange();
      text.selectNodeContents(box);
      const words = text.getBoundingClientRect();
      const outer = box.getBoundingClientRect();
      return {
        token: box.textContent,
        lines: new Set(Array.from(text.getClientRects(), (rect) => Math.round(rect.top))).size,
        inside: words.left >= outer.left && words.right <= outer.right,
        inWindow: outer.top >= 0 && outer.left >= 0 && outer.bottom <= window.innerHeight && outer.right <= window.innerWidth,
      };
    }),
  );
  expect(tokens.length).toBeGreaterThan(0);
  for (const token of tokens) expect(token).toEqual({ token: token.token, lines: 1, inside: true, inWindow: true });
}

test.describe('Pickup at the counter', () => {
  const shop = useLiveShop();

  test('at a rush every token shows whole on the board, in smaller type as the columns fill @one-width', async ({ browser }, testInfo) => {
    // The day is any: the board shows the latest day its tokens name, never the screen's clock.
    const batch = adminDb.batch();
    for (let number = 1; number <= 44; number++) {
      const token = { vendorId: shop.eatery.id, day: '2026-01-05', token: `N-${String(number).padStart(3, '0')}`, state: number <= 30 ? 'preparing' : 'ready' };
      batch.set(adminDb.collection(COLLECTIONS.boardTokens).doc(`${shop.eatery.id}-rush-${number}`), token);
    }
    await batch.commit();
    const board = await newProjectPage(browser, testInfo, { viewport: BOARD_SCREENS[0] });
    await board.goto(paths.counterBoard(shop.eatery.id));
    for (const screen of BOARD_SCREENS) {
      await board.setViewportSize(screen);
      await expect(boardColumn(board, 'Preparing').getByTestId('board-token-preparing')).toHaveCount(30);
      await expectBoardFits(board);
    }
  });

  test('the student picks Pickup, the board shows the token go Preparing to Ready, and the counter hands it over with the code @one-width', async ({
    browser,
  }, testInfo) => {
    // The board at the counter: no login.
    const board = await newProjectPage(browser, testInfo, { viewport: BOARD_SCREENS[0] });
    await board.goto(paths.counterBoard(shop.eatery.id));
    await expect(board.getByRole('heading', { level: 1, name: shop.eatery.name })).toBeVisible();
    await expect(boardColumn(board, 'Preparing').getByText('No orders here right now')).toBeVisible();

    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    // The vendor takes orders for ten-minute time slots with no lead time, so today's last slot is offered at any hour.
    const slotSettings = vendorPage.getByRole('region', { name: 'Time slots' });
    await slotSettings.getByRole('switch', { name: 'Take orders for time slots' }).check();
    await slotSettings.getByRole('combobox', { name: 'Slot length' }).selectOption({ label: '10 minutes' });
    await slotSettings.getByRole('spinbutton', { name: 'Lead time (minutes)' }).fill('0');
    await slotSettings.getByRole('button', { name: 'Save Slots' }).click();
    await expect(slotSettings.getByRole('status')).toHaveText('Slots saved');
    const studentPage = await shop.open(browser, shop.student, paths.restaurant(shop.eatery.id));

    // Checkout with Pickup: no address to choose, no delivery fee (Dal Tadka 120 + platform fee 5).
    const dish = studentPage.getByRole('article', { name: 'Dal Tadka', exact: true }).first();
    await dish.getByRole('button', { name: 'Add Dal Tadka to cart' }).click();
    await studentPage.getByRole('link', { name: /View Cart \(1\)/ }).click();
    await studentPage.getByRole('link', { name: 'Checkout' }).click();
    await studentPage.getByRole('radio', { name: 'Pickup at the counter' }).check();
    await expect(studentPage.getByRole('heading', { name: 'Delivery Address' })).toHaveCount(0);
    // No delivery fee line for a pickup, and it is paid at the counter.
    await expect(studentPage.getByTestId('summary-delivery')).toHaveCount(0);
    // A slot later today, from those the page offers: the day's last (the eatery has no opening hours, so one is
    // offered at any hour until the IST midnight).
    const readyIn = studentPage.getByRole('combobox', { name: 'Ready in' });
    const lastSlot = await readyIn.locator('option').last().innerText();
    await readyIn.selectOption({ label: lastSlot });
    await studentPage.getByRole('radio', { name: 'Cash at the counter' }).check();
    await studentPage.getByRole('button', { name: 'Place Order · ₹125' }).first().click();
    await expect(studentPage.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(studentPage.getByTestId('confirmation-slot')).toHaveText(lastSlot);
    const token = await studentPage.getByTestId('order-token').innerText();
    expect(token).toMatch(/^Z-\d{3}$/);
    const code = await studentPage.getByTestId('pickup-code').innerText();
    expect(code).toMatch(/^\d{4}$/);
    await studentPage.getByRole('link', { name: 'Track Order' }).click();
    await expect(studentPage.getByTestId('order-token')).toHaveText(token);
    await expect(studentPage.getByTestId('pickup-code')).toHaveText(code);
    await expect(studentPage.getByTestId('order-slot')).toHaveText(`Pickup at ${lastSlot}`);

    // The token shows on the board and the console, large; the console never shows the code.
    await expect(boardColumn(board, 'Preparing').getByText(token, { exact: true })).toBeVisible();
    const card = vendorPage.getByRole('article').filter({ hasText: token });
    await expect(card.getByTestId('order-token')).toHaveText(token);
    await expect(card.getByText('Pickup at the counter')).toBeVisible();
    await expect(card.getByTestId('order-slot')).toHaveText(`Pickup at ${lastSlot}`);
    await expect(card.getByText(code, { exact: true })).toHaveCount(0);

    const tap = async (button: string) => {
      const saved = vendorPage.waitForResponse((response) => /\/api\/v1\/vendor\/orders\/\w+$/.test(response.url()) && response.request().method() === 'PATCH');
      await card.getByRole('button', { name: button, exact: true }).click();
      return saved;
    };
    for (const button of ['Accept', 'Start preparing']) expect((await tap(button)).status()).toBe(200);
    await expect(boardColumn(board, 'Preparing').getByText(token, { exact: true })).toBeVisible();
    expect((await tap('Ready')).status()).toBe(200);
    await expect(boardColumn(board, 'Ready').getByText(token, { exact: true })).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(boardColumn(board, 'Preparing').getByText(token, { exact: true })).toHaveCount(0);
    await expect(studentPage.locator('[aria-current="step"]')).toContainText('Ready for pickup');

    // The board as the counter's screens show it: whole at each size, passing axe in both themes.
    await expectAccessibleInBothThemes(board, 'counter board with a ready token');
    for (const size of BOARD_SCREENS) {
      await board.setViewportSize(size);
      await expectBoardFits(board);
    }

    // The counter asks for the code: a wrong one is refused and changes nothing, the student's own hands it over.
    await card.getByRole('button', { name: 'Collected', exact: true }).click();
    const dialog = vendorPage.getByRole('dialog', { name: `Hand over token ${token}?` });
    const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await dialog.getByRole('textbox', { name: 'Pickup code' }).fill(wrongCode);
    await dialog.getByRole('button', { name: 'Mark collected' }).click();
    await expect(dialog.getByText("That is not this order's pickup code")).toBeVisible();
    await expect(boardColumn(board, 'Ready').getByText(token, { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Pickup code' }).fill(code);
    await dialog.getByRole('button', { name: 'Mark collected' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(boardColumn(board, 'Ready').getByText(token, { exact: true })).toHaveCount(0, { timeout: LIVE_WITHIN_MS });
    await expect(studentPage.locator('[aria-current="step"]')).toContainText('Collected');
    await expect(studentPage.getByTestId('pickup-code')).toHaveCount(0);
    await board.context().close();
  });
});
