import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_QUANTITY_PER_LINE } from '../../common/src/cartRules';
import { useApi } from '../support/api';
import { FIXTURE_EATERIES, writeFixtureEatery } from '../support/fixtureEateries';
import { adminDb } from '../support/firestore';
import { createTestUser, type TestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

const call = useApi();
// A second instance of the function: requests of one student that land on different instances race for real.
const callOtherInstance = useApi();
const kitchen = FIXTURE_EATERIES.cart;
const other = FIXTURE_EATERIES.other;
const closed = FIXTURE_EATERIES.closed;
const menuItem = (id: string) => adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).collection(COLLECTIONS.menuItems).doc(id);

let student: TestUser;
beforeEach(async () => {
  student = await createTestUser();
});
// Some tests change a dish or close the kitchen; every test starts from the fixture as defined.
afterEach(async () => {
  await writeFixtureEatery(adminDb, kitchen);
});

const add = (body: Record<string, unknown>, token = student.token) => call('/api/v1/cart', { method: 'POST', token, body });
const update = (body: Record<string, unknown>, token = student.token) => call('/api/v1/cart/item', { method: 'PATCH', token, body });
const getCart = (token = student.token) => call('/api/v1/cart', { token });

describe('GET /api/v1/cart', () => {
  it('answers an empty cart for a new student', async () => {
    const { status, body } = await getCart();
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        items: [],
        vendor: null,
        vendorName: null,
        vendorOpen: true,
        subtotal: 0,
        deliveryFee: 0,
        platformFee: 0,
        total: 0,
        walletBalance: 0,
        walletApplicable: 0,
        totalWithWallet: 0,
      },
    });
  });

  it.each([
    ['no token', undefined],
    ['a bad token', 'not-a-token'],
  ])('answers 401 "User not authenticated" with %s', async (_case, token) => {
    for (const [method, path] of [
      ['GET', '/api/v1/cart'],
      ['POST', '/api/v1/cart'],
      ['PATCH', '/api/v1/cart/item'],
      ['POST', '/api/v1/cart/merge'],
    ] as const) {
      const { status, body } = await call(path, { method, token, body: method === 'GET' ? undefined : { vendorId: kitchen.id, menuItemId: 'dalTadka' } });
      expect(status, `${method} ${path}`).toBe(401);
      expect(body).toEqual({ success: false, message: 'User not authenticated', error: { code: 'unauthenticated', message: 'User not authenticated' } });
    }
  });

  it('answers 403 to staff: carts are for students', async () => {
    const vendor = await createTestUser({ role: 'vendor' });
    const { status, body } = await getCart(vendor.token);
    expect(status).toBe(403);
    expect(body.error.code).toBe('permission-denied');
  });
});

describe('POST /api/v1/cart', () => {
  it('adds one by default, at the menu price, and answers the whole cart', async () => {
    const { status, body } = await add({ vendorId: kitchen.id, menuItemId: 'dalTadka' });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        items: [
          {
            _id: 'dalTadka',
            id: 'dalTadka',
            menuItem: 'dalTadka',
            name: 'Cart Dal Tadka',
            description: 'Cart Dal Tadka, made fresh.',
            quantity: 1,
            price: 120,
            veg: true,
            available: true,
          },
        ],
        vendor: kitchen.id,
        vendorName: kitchen.name,
        vendorOpen: true,
        vendorBusyUntil: null,
        // 120: delivery 49 below 300, platform 5; an empty wallet pays nothing.
        subtotal: 120,
        deliveryFee: 49,
        platformFee: 5,
        total: 174,
        walletBalance: 0,
        walletApplicable: 0,
        totalWithWallet: 174,
      },
    });
    const again = await add({ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: 3 });
    expect(again.body.data.items[0].quantity).toBe(4);
    await add({ vendorId: kitchen.id, menuItemId: 'chickenRoll' });
    const { body: cart } = await getCart();
    expect(cart.data.items.map((line: { _id: string; quantity: number }) => [line._id, line.quantity])).toEqual([
      ['dalTadka', 4],
      ['chickenRoll', 1],
    ]);
    const stored = await adminDb.collection(COLLECTIONS.carts).doc(student.uid).get();
    expect(stored.get('vendorId')).toBe(kitchen.id);
  });

  it('strips stray quotes from dish names', async () => {
    const { body } = await add({ vendorId: kitchen.id, menuItemId: 'masalaChai' });
    expect(body.data.items[0].name).toBe('Masala Chai');
  });

  it('ignores a price, or any other field, from the client: the menu prices the line', async () => {
    const { status, body } = await add({ vendorId: kitchen.id, menuItemId: 'dalTadka', price: 1, total: 1, name: 'Free food', uid: 'someoneElse' });
    expect(status).toBe(200);
    expect(body.data.items).toEqual([expect.objectContaining({ _id: 'dalTadka', price: 120, quantity: 1, name: 'Cart Dal Tadka' })]);
    expect((await adminDb.collection(COLLECTIONS.carts).doc('someoneElse').get()).exists).toBe(false);
  });

  it.each([
    // Every fixture eatery serves a dalTadka: the bare id is ambiguous, and the answer names the field to add.
    [{ menuItemId: 'dalTadka' }, 'vendorId'],
    [{ vendorId: kitchen.id }, 'menuItemId'],
    [{ vendorId: kitchen.id, menuItemId: 'dal/../x' }, 'menuItemId'],
    [{ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: 0 }, 'quantity'],
    [{ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: -1 }, 'quantity'],
    [{ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: 1.5 }, 'quantity'],
    [{ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: '2' }, 'quantity'],
    [{ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: MAX_QUANTITY_PER_LINE + 1 }, 'quantity'],
  ])('answers 400 for %j', async (body, field) => {
    const response = await add(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid-argument');
    expect(response.body.error.message).toContain(field);
  });

  it('answers 400 when the line would go over the maximum per dish', async () => {
    await add({ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: MAX_QUANTITY_PER_LINE - 1 });
    const { status, body } = await add({ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: 2 });
    expect(status).toBe(400);
    expect(body.error.message).toBe(`You can order at most ${MAX_QUANTITY_PER_LINE} of one dish`);
    expect((await getCart()).body.data.items[0].quantity).toBe(MAX_QUANTITY_PER_LINE - 1);
  });

  it('answers 404 for an unknown dish or eatery', async () => {
    const dish = await add({ vendorId: kitchen.id, menuItemId: 'noSuchDish' });
    expect(dish.status).toBe(404);
    expect(dish.body.error).toEqual({ code: 'not-found', message: 'Menu item not found' });
    const eatery = await add({ vendorId: 'noSuchEatery', menuItemId: 'dalTadka' });
    expect(eatery.status).toBe(404);
    expect(eatery.body.error.message).toBe('Restaurant not found');
  });

  it('answers 409 for an unavailable dish and for a closed eatery', async () => {
    const soldOut = await add({ vendorId: kitchen.id, menuItemId: 'mangoLassi' });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.message).toBe('Cart Mango Lassi is not available right now');
    const shut = await add({ vendorId: closed.id, menuItemId: 'dalTadka' });
    expect(shut.status).toBe(409);
    expect(shut.body.error.message).toBe(`${closed.name} is closed right now`);
    expect((await getCart()).body.data.items).toEqual([]);
  });

  it('keeps one eatery per cart: another eatery answers 409 until the student starts a new cart', async () => {
    await add({ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: 2 });
    const conflict = await add({ vendorId: other.id, menuItemId: 'paneerRoll' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toEqual({
      code: 'aborted',
      message: `Your cart has dishes from ${kitchen.name}. Start a new cart to order from ${other.name}.`,
      details: { reason: 'cart-has-other-eatery', cartVendor: kitchen.id, cartVendorName: kitchen.name },
    });
    expect((await getCart()).body.data.vendor).toBe(kitchen.id);

    const fresh = await add({ vendorId: other.id, menuItemId: 'paneerRoll', replaceCart: true });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.vendor).toBe(other.id);
    expect(fresh.body.data.items.map((line: { _id: string; quantity: number }) => [line._id, line.quantity])).toEqual([['paneerRoll', 1]]);
  });

  it('loses no add when 50 arrive at once', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => add({ vendorId: kitchen.id, menuItemId: 'paneerRoll' })));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const { body } = await getCart();
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0].quantity).toBe(50);
    // Each answer was the whole cart right after that add: every count from 1 to 50 was answered once.
    const seen = responses.map((response) => response.body.data.items[0].quantity).sort((a: number, b: number) => a - b);
    expect(seen).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('loses no add when two instances of the function take them at once', async () => {
    const body = { vendorId: kitchen.id, menuItemId: 'chickenRoll' };
    const responses = await Promise.all(
      [call, callOtherInstance, call, callOtherInstance].map((instance) => instance('/api/v1/cart', { method: 'POST', token: student.token, body })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect((await getCart()).body.data.items[0].quantity).toBe(4);
  });
});

describe('PATCH /api/v1/cart/item', () => {
  beforeEach(async () => {
    await add({ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: 2 });
    await add({ vendorId: kitchen.id, menuItemId: 'chickenRoll' });
  });

  it('sets a quantity, and 0 removes the dish; the last one out empties the cart', async () => {
    const set = await update({ menuItemId: 'dalTadka', quantity: 5 });
    expect(set.status).toBe(200);
    expect(set.body.data.items.find((line: { _id: string }) => line._id === 'dalTadka').quantity).toBe(5);

    const lower = await update({ menuItemId: 'dalTadka', quantity: 1 });
    expect(lower.body.data.items.find((line: { _id: string }) => line._id === 'dalTadka').quantity).toBe(1);

    const removed = await update({ menuItemId: 'dalTadka', quantity: 0 });
    expect(removed.body.data.items.map((line: { _id: string }) => line._id)).toEqual(['chickenRoll']);

    const empty = await update({ menuItemId: 'chickenRoll', quantity: 0 });
    expect(empty.body.data).toMatchObject({ items: [], vendor: null, vendorName: null, vendorOpen: true, subtotal: 0, total: 0 });
    expect((await adminDb.collection(COLLECTIONS.carts).doc(student.uid).get()).exists).toBe(false);
  });

  it('answers the cart messages for a missing item id', async () => {
    const forUpdate = await update({ quantity: 3 });
    expect(forUpdate.status).toBe(400);
    expect(forUpdate.body.error.message).toBe('menuItemId: Invalid item id for update');
    const forRemoval = await update({ menuItemId: '', quantity: 0 });
    expect(forRemoval.status).toBe(400);
    expect(forRemoval.body.error.message).toBe('menuItemId: Invalid item id for removal');
  });

  it.each([-1, 2.5, MAX_QUANTITY_PER_LINE + 1, '3', null])('answers 400 for the quantity %j', async (quantity) => {
    const { status, body } = await update({ menuItemId: 'dalTadka', quantity });
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid-argument');
  });

  it('answers 404 for a dish that is not in the cart', async () => {
    const { status, body } = await update({ menuItemId: 'paneerRoll', quantity: 1 });
    expect(status).toBe(404);
    expect(body.error.message).toBe('Item not found in your cart');
  });

  it('lets a student take away an unavailable dish but not add more of it', async () => {
    await menuItem('dalTadka').update({ available: false });
    const more = await update({ menuItemId: 'dalTadka', quantity: 3 });
    expect(more.status).toBe(409);
    const fewer = await update({ menuItemId: 'dalTadka', quantity: 1 });
    expect(fewer.status).toBe(200);
    expect(fewer.body.data.items.find((line: { _id: string }) => line._id === 'dalTadka')).toMatchObject({ quantity: 1, available: false });
  });
});

describe('prices come from the menu', () => {
  it("answers today's price and availability, not the price when the dish was added", async () => {
    await add({ vendorId: kitchen.id, menuItemId: 'dalTadka' });
    await menuItem('dalTadka').update({ price: 135 });
    await menuItem('chickenRoll').update({ available: true });
    const { body } = await getCart();
    expect(body.data.items[0]).toMatchObject({ price: 135, available: true });

    await menuItem('dalTadka').update({ available: false });
    expect((await getCart()).body.data.items[0]).toMatchObject({ available: false });

    await adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).update({ isOpen: false });
    expect((await getCart()).body.data.vendorOpen).toBe(false);
  });
});

describe('POST /api/v1/cart/merge', () => {
  const merge = (body: Record<string, unknown>) => call('/api/v1/cart/merge', { method: 'POST', token: student.token, body });

  it('moves a signed-out cart into an empty account cart at menu prices', async () => {
    const { status, body } = await merge({
      vendorId: kitchen.id,
      items: [
        { menuItemId: 'dalTadka', quantity: 2 },
        { menuItemId: 'masalaChai', quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    expect(body.data.items.map((line: { _id: string; quantity: number; price: number }) => [line._id, line.quantity, line.price])).toEqual([
      ['dalTadka', 2, 120],
      ['masalaChai', 1, 20],
    ]);
    expect(body.message).toBeUndefined();
  });

  it('adds up dishes of the same eatery, capped at the maximum, and names what it could not add', async () => {
    await add({ vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: MAX_QUANTITY_PER_LINE - 1 });
    const { body } = await merge({
      vendorId: kitchen.id,
      items: [
        { menuItemId: 'dalTadka', quantity: 5 },
        { menuItemId: 'mangoLassi', quantity: 1 },
        { menuItemId: 'goneDish', quantity: 1 },
      ],
    });
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0].quantity).toBe(MAX_QUANTITY_PER_LINE);
    expect(body.skipped).toEqual(['Cart Mango Lassi', 'A dish that is no longer on the menu']);
    expect(body.message).toBe('These dishes could not be added: Cart Mango Lassi, A dish that is no longer on the menu');
  });

  it('replaces a cart of another eatery with the newer one, and says so', async () => {
    await add({ vendorId: other.id, menuItemId: 'chickenRoll' });
    const { body } = await merge({ vendorId: kitchen.id, items: [{ menuItemId: 'paneerRoll', quantity: 1 }] });
    expect(body.data.vendor).toBe(kitchen.id);
    expect(body.message).toBe(`Your cart from ${other.name} was replaced by the one you just filled.`);
  });

  it('keeps the account cart when the signed-out one is from a closed eatery', async () => {
    await add({ vendorId: kitchen.id, menuItemId: 'paneerRoll' });
    const { status, body } = await merge({ vendorId: closed.id, items: [{ menuItemId: 'dalTadka', quantity: 1 }] });
    expect(status).toBe(200);
    expect(body.data.vendor).toBe(kitchen.id);
    expect(body.message).toBe(`${closed.name} is closed right now, so the cart you filled before logging in was not added.`);
  });

  it.each([
    { vendorId: kitchen.id, items: [] },
    { vendorId: kitchen.id, items: [{ menuItemId: 'dalTadka', quantity: 0 }] },
    { items: [{ menuItemId: 'dalTadka', quantity: 1 }] },
  ])('answers 400 for %j', async (body) => {
    expect((await merge(body)).status).toBe(400);
  });
});
