import { expect, type APIRequestContext, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { test } from './support/fixtures';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../support/ownedEatery';
import { createTestUser, type TestUser } from '../support/users';
import { paths } from '../../web/src/lib/routes';
import { logIn } from './support/session';
import { expectBelowHeader } from './support/layout';
import { COLLECTIONS } from '../../common/src/documents';

// Fast taps on + and − against the real stack: one student never has two cart writes on their way, taps made
// meanwhile go out as one request with their net result, and the screen ends on the server's cart. Each test has
// a fresh student and an eatery of its own (createOwnedEatery: Dal Tadka ₹120, Masala Chai ₹20).

// Writes go out one after another through the functions emulator: a few hundred milliseconds each, seconds
// each on a busy machine.
const WRITES_SETTLE_MS = 30_000;

const CART_WRITE_PATH = /^\/api\/v1\/cart(\/|$)/;
const isCartWrite = (request: Request) => request.method() !== 'GET' && CART_WRITE_PATH.test(new URL(request.url()).pathname);

interface CartWrite {
  method: string;
  path: string;
  body: unknown;
}

/** Follows the page's cart writes: each one sent, how many are on their way now, and the most there ever were at once. */
function watchCartWrites(page: Page) {
  const onTheirWay = new Set<Request>();
  const sent: CartWrite[] = [];
  let mostAtOnce = 0;
  page.on('request', (request) => {
    if (!isCartWrite(request)) return;
    sent.push({ method: request.method(), path: new URL(request.url()).pathname, body: request.postDataJSON() });
    onTheirWay.add(request);
    mostAtOnce = Math.max(mostAtOnce, onTheirWay.size);
  });
  // A write is answered once its headers arrive: the app may read the body and send its next write before
  // Playwright reports the first one finished, which would count two at once that never were.
  const answered = (request: Request) => onTheirWay.delete(request);
  page.on('response', (response) => answered(response.request()));
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return {
    sent,
    get onTheirWay() {
      return onTheirWay.size;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

/**
 * Waits until the ADD's write has left the page (and is held at the network). Taps made before that are netted
 * into the ADD itself (it may wait a moment for the student's token on a busy machine), which is right, but not
 * the case a test of taps made while a write is on its way means to check.
 */
async function firstWriteOnItsWay(writes: ReturnType<typeof watchCartWrites>) {
  await expect.poll(() => writes.sent.length).toBe(1);
}

/** Keeps the page's next cart write at the network until `release()` (then it goes to the server unchanged). */
async function holdNextCartWrite(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  await page.route(
    (url) => CART_WRITE_PATH.test(url.pathname),
    async (route) => {
      if (holding && isCartWrite(route.request())) {
        holding = false;
        await released;
      }
      await route.continue();
    },
  );
  return release;
}

/** The student's cart as the API answers it: [dish id, quantity] per line. */
async function serverCart(request: APIRequestContext, student: TestUser): Promise<[string, number][]> {
  const response = await request.get('/api/v1/cart', { headers: { Authorization: `Bearer ${student.token}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { items: { menuItem: string; quantity: number }[] } };
  return data.items.map((line) => [line.menuItem, line.quantity]);
}

/**
 * Resolves once the app has nothing left to send and shows `lines`: it mirrors a signed-in cart into browser
 * storage only when no tap is waiting and no write is on its way, so nothing more goes out after this.
 */
async function settledOn(page: Page, student: TestUser, lines: [string, number][]) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const stored = JSON.parse(window.localStorage.getItem('campuseats-cart') ?? 'null') as {
            owner: string;
            cart: { items: { menuItem: string; quantity: number }[] };
          } | null;
          return stored && { owner: stored.owner, lines: stored.cart.items.map((line) => [line.menuItem, line.quantity]) };
        }),
      { timeout: WRITES_SETTLE_MS },
    )
    .toEqual({ owner: student.uid, lines });
}

/**
 * Taps each button in turn with the mouse, as fast as the browser takes input: no wait for the app between taps,
 * nor Playwright's checks before each click (they space clicks out by tens of milliseconds). The buttons must be
 * in view together and stay where they are while tapped (a stepper's buttons do).
 */
async function tapQuickly(page: Page, buttons: Locator[]) {
  const centres = [];
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    centres.push({ x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 });
  }
  for (const { x, y } of centres) await page.mouse.click(x, y);
}

/** The two dishes of an eatery made by createOwnedEatery. */
interface Dish {
  id: string;
  name: string;
}
const DAL_TADKA: Dish = { id: 'dalTadka', name: 'Dal Tadka' };
const MASALA_CHAI: Dish = { id: 'masalaChai', name: 'Masala Chai' };

const dishCard = (page: Page, dish: Dish) => page.getByRole('article', { name: dish.name, exact: true }).first();
const quantityOf = (page: Page, dish: Dish) => dishCard(page, dish).getByTestId('stepper-quantity');
const addButton = (page: Page, dish: Dish) => dishCard(page, dish).getByRole('button', { name: `Add ${dish.name} to cart` });
const plus = (page: Page, dish: Dish) => dishCard(page, dish).getByRole('button', { name: `Add one more ${dish.name}` });
const minus = (page: Page, dish: Dish) =>
  dishCard(page, dish)
    .getByRole('group', { name: `Quantity of ${dish.name}` })
    .getByRole('button')
    .first();

const isCartRead = (response: Response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/v1/cart';

test.describe('Fast taps on the cart steppers', { tag: '@one-width' }, () => {
  let student: TestUser;
  let eatery: OwnedEatery;

  test.beforeEach(async ({ page }) => {
    const vendor = await createTestUser({ role: 'vendor', profile: false });
    [student, eatery] = await Promise.all([createTestUser(), createOwnedEatery(adminDb, vendor.uid)]);
    await logIn(page, student);
  });
  test.afterEach(async () => {
    await deleteOwnedEatery(adminDb, eatery);
  });

  async function openMenu(page: Page) {
    await page.goto(paths.restaurant(eatery.id));
    // The functions emulator may be starting a fresh worker for this call: give the menu time to come.
    await expect(page.getByRole('heading', { level: 1, name: eatery.name })).toBeVisible({ timeout: 30_000 });
  }

  /** Waits until the app has nothing left to send, then checks the stepper and the server's cart both hold `quantity` of `dish`, alone. */
  async function endsOn(page: Page, request: APIRequestContext, dish: Dish, quantity: number) {
    await settledOn(page, student, [[dish.id, quantity]]);
    await expect(quantityOf(page, dish)).toHaveText(String(quantity));
    expect(await serverCart(request, student)).toEqual([[dish.id, quantity]]);
  }

  const addOne = (dish: Dish) => ({
    method: 'POST',
    path: '/api/v1/cart',
    body: { vendorId: eatery.id, menuItemId: dish.id, quantity: 1, replaceCart: false },
  });
  const setQuantity = (dish: Dish, quantity: number) => ({ method: 'PATCH', path: '/api/v1/cart/item', body: { menuItemId: dish.id, quantity } });

  test('ADD and ten quick taps on +: one write on its way at a time, and the screen ends on the server’s 11', async ({ page, request }, testInfo) => {
    const writes = watchCartWrites(page);
    await openMenu(page);

    await addButton(page, DAL_TADKA).click();
    await tapQuickly(
      page,
      Array.from({ length: 10 }, () => plus(page, DAL_TADKA)),
    );
    await expect(quantityOf(page, DAL_TADKA)).toHaveText('11');

    await endsOn(page, request, DAL_TADKA, 11);
    expect(writes.onTheirWay).toBe(0);
    expect(writes.mostAtOnce).toBe(1);
    testInfo.annotations.push({ type: 'cart writes', description: `${writes.sent.length} requests for 11 taps, at most ${writes.mostAtOnce} at once` });
    await expect(page.getByRole('link', { name: /View Cart \(11\)/ })).toBeVisible();

    await page.reload();
    await expect(quantityOf(page, DAL_TADKA)).toHaveText('11');
  });

  test('taps made while a write is on its way go out together as one PATCH of the final quantity', async ({ page, request }) => {
    const writes = watchCartWrites(page);
    await openMenu(page);
    const release = await holdNextCartWrite(page);

    await addButton(page, DAL_TADKA).click();
    await firstWriteOnItsWay(writes);
    for (let tap = 0; tap < 10; tap++) await plus(page, DAL_TADKA).click();
    // The screen counts every tap at once, while the first write is still held back.
    await expect(quantityOf(page, DAL_TADKA)).toHaveText('11');
    expect(writes.sent).toHaveLength(1);
    release();

    await endsOn(page, request, DAL_TADKA, 11);
    expect(writes.sent).toEqual([addOne(DAL_TADKA), setQuantity(DAL_TADKA, 11)]);
    expect(writes.mostAtOnce).toBe(1);
  });

  test('with the keyboard, the focus stays on the dishes as ADD, the stepper and the cart’s lines replace each other', async ({ page, request }) => {
    await openMenu(page);
    for (const dish of [DAL_TADKA, MASALA_CHAI]) {
      await addButton(page, dish).focus();
      await page.keyboard.press('Enter');
      await expect(plus(page, dish)).toBeFocused();
    }
    await settledOn(page, student, [
      [DAL_TADKA.id, 1],
      [MASALA_CHAI.id, 1],
    ]);

    await page.goto(paths.cart);
    const removeDal = page.getByRole('button', { name: `Remove ${DAL_TADKA.name} from cart` });
    // Until the server's cart is in, the page shows the one this device last saw, its buttons off.
    await expect(removeDal).toBeEnabled();
    await removeDal.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Items (1)' })).toBeFocused();
    await page.getByRole('button', { name: `Remove ${MASALA_CHAI.name}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeFocused();
    await expect.poll(() => serverCart(request, student), { timeout: WRITES_SETTLE_MS }).toEqual([]);
  });

  test('+ then − at once: the dish ends where it was, on screen and on the server', async ({ page, request }) => {
    const writes = watchCartWrites(page);
    await openMenu(page);
    await addButton(page, MASALA_CHAI).click();
    await settledOn(page, student, [[MASALA_CHAI.id, 1]]);

    await tapQuickly(page, [plus(page, MASALA_CHAI), minus(page, MASALA_CHAI)]);

    // + goes out at once; −, made while it was on its way or after, follows as one PATCH back to 1.
    await expect.poll(() => writes.sent.length === 3 && writes.onTheirWay === 0, { timeout: WRITES_SETTLE_MS }).toBe(true);
    await endsOn(page, request, MASALA_CHAI, 1);
    expect(writes.sent).toEqual([addOne(MASALA_CHAI), setQuantity(MASALA_CHAI, 2), setQuantity(MASALA_CHAI, 1)]);
    expect(writes.mostAtOnce).toBe(1);
  });

  test('+ and − made while a write is on its way cancel out and send nothing', async ({ page, request }) => {
    const writes = watchCartWrites(page);
    await openMenu(page);
    const release = await holdNextCartWrite(page);

    await addButton(page, MASALA_CHAI).click();
    await firstWriteOnItsWay(writes);
    await plus(page, MASALA_CHAI).click();
    await expect(quantityOf(page, MASALA_CHAI)).toHaveText('2');
    await minus(page, MASALA_CHAI).click();
    await expect(quantityOf(page, MASALA_CHAI)).toHaveText('1');
    release();

    await endsOn(page, request, MASALA_CHAI, 1);
    expect(writes.sent).toEqual([addOne(MASALA_CHAI)]);
  });

  test('a refused write says why once, drops the taps made on top of it and shows the server’s cart', async ({ page, request }) => {
    const writes = watchCartWrites(page);
    await openMenu(page);
    await addButton(page, DAL_TADKA).click();
    await settledOn(page, student, [[DAL_TADKA.id, 1]]);
    const release = await holdNextCartWrite(page);
    for (let tap = 0; tap < 3; tap++) await plus(page, DAL_TADKA).click();
    await expect(quantityOf(page, DAL_TADKA)).toHaveText('4');
    // Closed while the first of those writes is on its way: the server refuses it. (Closed before the taps would not
    // do: a signed-in student's open menu follows its eatery and dishes live and takes the + away.)
    await adminDb.collection(COLLECTIONS.vendors).doc(eatery.id).update({ isOpen: false });
    const refusal = page.waitForResponse((response) => isCartWrite(response.request()));
    const lookAfterwards = page.waitForResponse(isCartRead);
    release();

    expect((await refusal).status()).toBe(409);
    const closedNotice = page.getByRole('alert').filter({ has: page.getByText(`${eatery.name} is closed right now`, { exact: true }) });
    await expect(closedNotice).toBeVisible();
    await expectBelowHeader(page, closedNotice);
    await expect(quantityOf(page, DAL_TADKA)).toHaveText('1');
    await lookAfterwards;
    await endsOn(page, request, DAL_TADKA, 1);
    // The refused write is not sent again, and the two taps made while it was on its way never go out.
    expect(writes.sent).toEqual([addOne(DAL_TADKA), setQuantity(DAL_TADKA, 2)]);
  });
  test('a second tab shows what the first one changed, and a tab back in view shows what another device changed', async ({ page, request }) => {
    await openMenu(page);
    const other = await page.context().newPage();
    await openMenu(other);

    await addButton(page, DAL_TADKA).click();
    await endsOn(page, request, DAL_TADKA, 1);
    await expect(quantityOf(other, DAL_TADKA)).toHaveText('1');
    await expect(other.getByRole('link', { name: /View Cart \(1\)/ })).toBeVisible();

    // Another device (here the API itself) sets three while this tab is out of view; it shows them once back.
    const set = await request.patch('/api/v1/cart/item', {
      headers: { Authorization: `Bearer ${student.token}` },
      data: { menuItemId: DAL_TADKA.id, quantity: 3 },
    });
    expect(set.status()).toBe(200);
    await expect(quantityOf(other, DAL_TADKA)).toHaveText('1');
    await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(quantityOf(other, DAL_TADKA)).toHaveText('3');
    await expect(other.getByRole('link', { name: /View Cart \(3\)/ })).toBeVisible();
  });
});
