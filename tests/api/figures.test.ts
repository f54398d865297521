import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../common/src/documents';
import { campusDay } from '../../common/src/istTime';
import { useApi } from '../support/api';
import { orderThroughApi } from '../support/apiOrders';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../support/ownedEatery';
import { createTestUser, type TestUser } from '../support/users';

// Sales figures (docs/product.md#vendor-console): kept per eatery and campus day as orders finish.

const call = useApi();
let vendor: TestUser;
let admin: TestUser;
let eatery: OwnedEatery;

beforeAll(async () => {
  [vendor, admin] = await Promise.all([createTestUser({ role: 'vendor', profile: false }), createTestUser({ role: 'admin', profile: false })]);
  eatery = await createOwnedEatery(adminDb, vendor.uid);
});
afterAll(async () => {
  await deleteOwnedEatery(adminDb, eatery);
});

/** A new student's order of `dishes` at the test eatery, through the API. */
const placeOrder = async (dishes: Record<string, number>) => orderThroughApi(call, await createTestUser(), eatery.id, dishes);
const move = (orderId: string, body: Record<string, unknown>) => call(`/api/v1/vendor/orders/${orderId}`, { method: 'PATCH', token: vendor.token, body });
async function deliver(orderId: string) {
  for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']) expect((await move(orderId, { status })).status).toBe(200);
}

describe('sales figures', () => {
  it('move as orders are delivered or cancelled, exactly, even when they finish at once', async () => {
    const orders = await Promise.all([placeOrder({ dalTadka: 2 }), placeOrder({ dalTadka: 1, masalaChai: 3 }), placeOrder({ masalaChai: 1 })]);
    const cancelled = await placeOrder({ dalTadka: 1 });
    await Promise.all(orders.map((order) => deliver(order.id)));
    expect((await move(cancelled.id, { status: 'cancelled', reason: 'Out of stock' })).status).toBe(200);

    const revenue = orders.reduce((sum, order) => sum + order.total, 0);
    const figures = await call('/api/v1/vendor/figures', { token: vendor.token });
    expect(figures.status).toBe(200);
    expect(figures.body.today).toEqual({ day: campusDay(new Date()), orders: 3, revenue, cancelled: 1, averageTicket: Math.round(revenue / 3) });
    expect(figures.body.days).toHaveLength(7);
    expect(figures.body.days.at(-1)).toMatchObject({ orders: 3, revenue });
    expect(figures.body.topDishes).toEqual([
      { menuItemId: 'masalaChai', name: 'Masala Chai', quantity: 4 },
      { menuItemId: 'dalTadka', name: 'Dal Tadka', quantity: 3 },
    ]);
    const stored = (
      await adminDb
        .collection(COLLECTIONS.eateryDays)
        .doc(`${eatery.id}_${campusDay(new Date())}`)
        .get()
    ).data();
    expect(stored).toMatchObject({ vendorId: eatery.id, delivered: 3, revenue, cancelled: 1 });

    const campus = await call('/api/v1/admin/figures', { token: admin.token });
    expect(campus.body.today.orders).toBeGreaterThanOrEqual(3);
    expect(campus.body.today.revenue).toBeGreaterThanOrEqual(revenue);
  });

  it("are for the eatery's vendor and admins only", async () => {
    const student = await createTestUser();
    expect((await call('/api/v1/vendor/figures', { token: student.token })).status).toBe(403);
    expect((await call('/api/v1/admin/figures', { token: vendor.token })).status).toBe(403);
    expect((await call('/api/v1/admin/figures')).status).toBe(401);
  });
});
