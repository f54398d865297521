import { describe, expect, it } from 'vitest';
import { callHosting, hostingUrl } from '../support/api';
import { saveHostelAddress } from '../support/shopping';
import { createTestUser } from '../support/users';
import { restaurantDetailResponseSchema, restaurantListResponseSchema } from '../../common/src/restaurants';

// What a client on another origin needs in the answers to show the right thing, through the Hosting URL:
// absolute image URLs it can load, a cart priced as checkout will charge it, the eatery on each order, and
// `id` wherever there is an `_id`. Orders go to Spice Route Dhaba, a demo eatery without opening hours, so they
// are taken at any hour of the run (docs/product.md#demo-data).

type WithIds = { _id: string; id: string };
const expectIdBothWays = (record: WithIds) => expect(record.id).toBe(record._id);

describe('images', () => {
  it('are absolute URLs on the app’s own origin, and the app serves them', async () => {
    const list = await callHosting('/api/v1/vendors/restaurants?limit=50');
    const eateries: { _id: string; image: string }[] = list.body.data;
    expect(eateries.length).toBeGreaterThan(0);
    for (const eatery of eateries) expect(eatery.image).toMatch(new RegExp(`^${hostingUrl()}/images/`));

    const menu = (await callHosting(`/api/v1/vendors/restaurants/${eateries[0]!._id}`)).body.data;
    expect(menu.restaurant.image).toMatch(new RegExp(`^${hostingUrl()}/images/`));
    const dishes: { image: string }[] = menu.menu.flatMap((section: { items: { image: string }[] }) => section.items);
    for (const dish of [...dishes, ...menu.bestsellers]) expect(dish.image).toMatch(new RegExp(`^${hostingUrl()}/images/`));

    const picture = await fetch(dishes[0]!.image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('the browse answers', () => {
  // The web app takes these as their schemas' types without parsing them (web/src/lib/restaurantAnswers.ts).
  it('the eatery list and every menu are what their shared schemas say', async () => {
    const list = (await callHosting('/api/v1/vendors/restaurants?limit=50')).body;
    expect(restaurantListResponseSchema.safeParse(list).error).toBeUndefined();
    for (const eatery of list.data as { _id: string }[]) {
      const menu = (await callHosting(`/api/v1/vendors/restaurants/${eatery._id}`)).body;
      expect(restaurantDetailResponseSchema.safeParse(menu).error, eatery._id).toBeUndefined();
    }
  });
});

describe('the cart answer', () => {
  it('carries the money checkout charges: the placed order’s totals, with and without the wallet', async () => {
    const student = await createTestUser({ walletBalance: 100 });
    const addressId = await saveHostelAddress(student);
    const add = (menuItemId: string, quantity: number) =>
      callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: 'spiceRouteDhaba', menuItemId, quantity } });

    const empty = (await callHosting('/api/v1/cart', { token: student.token })).body.data;
    expect(empty).toMatchObject({
      items: [],
      subtotal: 0,
      deliveryFee: 0,
      platformFee: 0,
      total: 0,
      walletBalance: 100,
      walletApplicable: 0,
      totalWithWallet: 0,
    });

    await add('chickenBiryani', 1);
    const cart = (await add('lucknowiMuttonBiryani', 1)).body.data;
    // 170 + 250 = 420: delivery 25 (from 300), platform 5, 450; the wallet's 100 leaves 350.
    expect(cart).toMatchObject({ subtotal: 420, deliveryFee: 25, platformFee: 5, total: 450, walletBalance: 100, walletApplicable: 100, totalWithWallet: 350 });
    for (const line of cart.items) expectIdBothWays(line);
    expect((await callHosting('/api/v1/cart', { token: student.token })).body.data).toMatchObject({ total: 450, totalWithWallet: 350 });

    const placed = await callHosting('/api/v1/payments/orders', {
      method: 'POST',
      token: student.token,
      body: { addressId, paymentMethod: 'cod', useWallet: true },
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.order).toMatchObject({
      subtotal: cart.subtotal,
      deliveryFee: cart.deliveryFee,
      platformFee: cart.platformFee,
      walletApplied: cart.walletApplicable,
      total: cart.totalWithWallet,
    });

    // Without the wallet the order comes to the cart's total.
    const again = (await add('vegBiryani', 3)).body.data;
    const unwalleted = await callHosting('/api/v1/payments/orders', { method: 'POST', token: student.token, body: { addressId, paymentMethod: 'upi' } });
    expect(unwalleted.body.order.total).toBe(again.total);
  });
});

describe('orders', () => {
  it('name their eatery as `vendor` with its id, and the place-order answer carries the number to show', async () => {
    const student = await createTestUser();
    const addressId = await saveHostelAddress(student);
    await callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { menuItemId: 'chickenBiryani' } });
    const placed = await callHosting('/api/v1/payments/orders', { method: 'POST', token: student.token, body: { addressId, paymentMethod: 'cod' } });
    expect(placed.body.orderNumber).toMatch(/^CE-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(placed.body.orderNumber).toBe(placed.body.order.orderNumber);
    const vendor = { _id: 'spiceRouteDhaba', id: 'spiceRouteDhaba', name: 'Spice Route Dhaba' };
    expect(placed.body.order.vendor).toEqual(vendor);

    const history = await callHosting('/api/v1/orders/prevOrders', { token: student.token });
    expect(history.body.orders).toHaveLength(1);
    expect(history.body.orders[0]).toMatchObject({ id: placed.body.order.id, restaurantId: vendor.id, restaurant: { name: vendor.name }, vendor });
  });
});

describe('ids', () => {
  it('every object with an `_id` also carries it as `id`: eateries, dishes, addresses, the profile', async () => {
    const list = (await callHosting('/api/v1/vendors/restaurants?limit=3')).body.data as WithIds[];
    list.forEach(expectIdBothWays);
    const menu = (await callHosting(`/api/v1/vendors/restaurants/${list[0]!._id}`)).body.data;
    expectIdBothWays(menu.restaurant);
    [...menu.bestsellers, ...menu.menu.flatMap((section: { items: WithIds[] }) => section.items)].forEach(expectIdBothWays);

    const student = await createTestUser();
    await saveHostelAddress(student);
    const addresses = (await callHosting('/api/v1/users/addresses', { token: student.token })).body.addresses as WithIds[];
    expect(addresses).toHaveLength(1);
    addresses.forEach(expectIdBothWays);
    expectIdBothWays((await callHosting('/api/v1/auth/verify', { token: student.token })).body.user);
  });
});
