import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISH_IMAGES, MENU_MESSAGES } from '../../common/src/menuEditor';
import { useApi } from '../support/api';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../support/ownedEatery';
import { saveHostelAddress } from '../support/shopping';
import { createTestUser, type TestUser } from '../support/users';

// The vendor's menu editor (docs/product.md#vendor-console): dishes, the "Sold out" switch, section order.

const call = useApi();
let vendor: TestUser;
let otherVendor: TestUser;
let eatery: OwnedEatery;
let otherEatery: OwnedEatery;

beforeAll(async () => {
  [vendor, otherVendor] = await Promise.all([createTestUser({ role: 'vendor', profile: false }), createTestUser({ role: 'vendor', profile: false })]);
  [eatery, otherEatery] = await Promise.all([createOwnedEatery(adminDb, vendor.uid), createOwnedEatery(adminDb, otherVendor.uid)]);
});
afterAll(async () => {
  await Promise.all([deleteOwnedEatery(adminDb, eatery), deleteOwnedEatery(adminDb, otherEatery)]);
});

const DISH = { name: 'Paneer Roll', desc: 'Tandoori paneer, onions, mint.', price: 90, category: 'Rolls', veg: true, image: DISH_IMAGES[0] };
const asVendor = (path: string, method: string, body?: unknown, token = vendor.token) => call(`/api/v1/vendor${path}`, { method, token, body });
const publicMenu = async () =>
  (await call(`/api/v1/vendors/restaurants/${eatery.id}`)).body.data.menu as {
    name: string;
    items: { _id: string; name: string; price: number; available: boolean }[];
  }[];
const addToCart = (student: TestUser, menuItemId: string) =>
  call('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: eatery.id, menuItemId, quantity: 1 } });
const checkout = async (student: TestUser, expectedTotal?: number) =>
  call('/api/v1/payments/orders', {
    method: 'POST',
    token: student.token,
    body: { addressId: await saveHostelAddress(student), paymentMethod: 'cod', useWallet: false, ...(expectedTotal ? { expectedTotal } : {}) },
    headers: { 'Idempotency-Key': randomUUID() },
  });

describe('the vendor menu editor', () => {
  it("adds a dish at the end of a new section, where students see it; only for the eatery's own vendor", async () => {
    const added = await asVendor('/menu/items', 'POST', DISH);
    expect(added.status).toBe(201);
    expect(added.body.item).toMatchObject({ ...DISH, available: true, bestseller: false });
    const menu = await publicMenu();
    expect(menu.at(-1)).toMatchObject({ name: 'Rolls', items: [{ _id: added.body.item._id, name: 'Paneer Roll', price: 90 }] });
    expect((await asVendor('/menu', 'GET')).body.sections.map((section: { name: string }) => section.name)).toEqual(menu.map((section) => section.name));

    expect((await asVendor(`/menu/items/${added.body.item._id}`, 'PUT', { ...DISH, price: 95 }, otherVendor.token)).status).toBe(404);
    const student = await createTestUser();
    expect((await call('/api/v1/vendor/menu/items', { method: 'POST', token: student.token, body: DISH })).status).toBe(403);
    expect((await call('/api/v1/vendor/menu/items', { method: 'POST', body: DISH })).status).toBe(401);
  });

  it('checks every field, with the words a vendor reads', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...DISH, name: '  ' }, MENU_MESSAGES.nameRequired],
      [{ ...DISH, price: 0 }, MENU_MESSAGES.priceInvalid],
      [{ ...DISH, price: 12.5 }, MENU_MESSAGES.priceInvalid],
      [{ ...DISH, price: '90' }, MENU_MESSAGES.priceInvalid],
      [{ ...DISH, category: '' }, MENU_MESSAGES.categoryRequired],
      [{ ...DISH, image: 'https://example.com/x.png' }, MENU_MESSAGES.imageInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await asVendor('/menu/items', 'POST', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
  });

  it('"Sold out" takes a dish out of new cart adds at once and checkout names it; back on, it sells again', async () => {
    const student = await createTestUser();
    expect((await addToCart(student, 'dalTadka')).status).toBe(200);
    expect((await asVendor('/menu/items/dalTadka/availability', 'PATCH', { available: false })).body.item.available).toBe(false);
    expect((await publicMenu()).flatMap((section) => section.items).find((item) => item._id === 'dalTadka')?.available).toBe(false);

    const other = await createTestUser();
    const refused = await addToCart(other, 'dalTadka');
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.reason).toBe('item-unavailable');
    const placed = await checkout(student);
    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe('Not available right now: Dal Tadka. Remove them from your cart to continue.');

    expect((await asVendor('/menu/items/dalTadka/availability', 'PATCH', { available: true })).status).toBe(200);
    expect((await checkout(student)).status).toBe(201);
  });

  it('a new price prices new orders only: a cart priced before is told at checkout, a placed order keeps its price', async () => {
    const [early, late] = await Promise.all([createTestUser(), createTestUser()]);
    const chai = (await addToCart(early, 'masalaChai')).body.data;
    const placedBefore = await checkout(early, chai.total);
    expect(placedBefore.status).toBe(201);

    const cart = (await addToCart(late, 'masalaChai')).body.data;
    const edited = await asVendor('/menu/items/masalaChai', 'PUT', {
      name: 'Masala Chai',
      desc: 'Hot and sweet.',
      price: 25,
      category: 'Drinks',
      veg: true,
      image: DISH_IMAGES.at(-1),
    });
    expect(edited.body.item.price).toBe(25);
    const stale = await checkout(late, cart.total);
    expect(stale.status).toBe(409);
    expect(stale.body.error.details).toMatchObject({ reason: 'total-changed', total: cart.total + 5 });

    const order = await call('/api/v1/orders/prevOrders', { token: early.token });
    expect(order.body.orders[0].items[0]).toMatchObject({ menuItemId: 'masalaChai', price: 20 });
  });

  it('removes a dish (a cart holding it is told at checkout) and orders the sections', async () => {
    const added = (await asVendor('/menu/items', 'POST', { ...DISH, name: 'Egg Roll', category: 'Snacks' })).body.item;
    const student = await createTestUser();
    await addToCart(student, added._id);
    expect((await asVendor(`/menu/items/${added._id}`, 'DELETE')).body).toEqual({ removed: true });
    expect((await asVendor(`/menu/items/${added._id}`, 'DELETE')).status).toBe(404);
    expect((await checkout(student)).status).toBe(409);

    const names = (await publicMenu()).map((section) => section.name);
    const mismatch = await asVendor('/menu/categories', 'PUT', { categories: names.slice(1) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain(MENU_MESSAGES.categoriesMismatch);
    const reversed = [...names].reverse();
    expect((await asVendor('/menu/categories', 'PUT', { categories: reversed })).body.sections.map((section: { name: string }) => section.name)).toEqual(
      reversed,
    );
    expect((await publicMenu()).map((section) => section.name)).toEqual(reversed);
  });
});
