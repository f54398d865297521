import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { busyText } from '../../common/src/hours';
import { BUSY_MESSAGE } from '../../common/src/orderLifecycle';
import { useApi } from '../support/api';
import { saveHostelAddress } from '../support/shopping';
import { adminDb } from '../support/firestore';
import { createTestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';
import { COLLECTIONS } from '../../common/src/documents';

const call = useApi();
const owned = useVendorWithEatery();

const setBusy = (minutes: unknown, token = owned.vendor.token) => call('/api/v1/vendor/restaurant/busy', { method: 'PUT', token, body: { minutes } });
const menu = async () => (await call(`/api/v1/vendors/restaurants/${owned.eatery.id}`)).body.data.restaurant;
const listed = async () => {
  const { body } = await call(`/api/v1/vendors/restaurants?search=${encodeURIComponent(owned.eatery.name)}`);
  return body.data.find((restaurant: { _id: string }) => restaurant._id === owned.eatery.id);
};
const addDal = (token: string) => call('/api/v1/cart', { method: 'POST', token, body: { vendorId: owned.eatery.id, menuItemId: 'dalTadka', quantity: 1 } });
const checkout = (token: string, addressId: string) =>
  call('/api/v1/payments/orders', { method: 'POST', token, body: { addressId, paymentMethod: 'cod' }, headers: { 'Idempotency-Key': randomUUID() } });

/** The refusal a student gets while the eatery is paused until `busyUntil`. */
const busyRefusal = (busyUntil: string) => ({
  success: false,
  message: busyText(new Date(busyUntil)),
  error: { code: 'aborted', details: { reason: 'eatery-busy', busyUntil } },
});

describe('PUT /api/v1/vendor/restaurant/busy: the busy switch', () => {
  it('pauses new orders for the chosen minutes, says until when on the list and the menu, refuses carts and orders with 409, and resumes', async () => {
    const student = await createTestUser();
    const addressId = await saveHostelAddress(student);
    // A cart filled before the pause: its checkout is what the pause refuses.
    expect((await addDal(student.token)).status).toBe(200);

    const paused = await setBusy(30);
    expect(paused.status).toBe(200);
    const { busyUntil } = paused.body.restaurant;
    // Thirty minutes from the server's own clock, as its answer's Date header gives it (to the second).
    const answeredAt = Date.parse(paused.headers.get('date') ?? '');
    expect(Date.parse(busyUntil) - answeredAt).toBeGreaterThan(30 * 60_000 - 2_000);
    expect(Date.parse(busyUntil) - answeredAt).toBeLessThan(30 * 60_000 + 2_000);
    expect(paused.body.restaurant).toMatchObject({ id: owned.eatery.id, isOpen: true, busyUntil });
    expect((await call('/api/v1/vendor/restaurant', { token: owned.vendor.token })).body.restaurant.busyUntil).toBe(busyUntil);

    for (const restaurant of [await menu(), await listed()]) expect(restaurant).toMatchObject({ isOpen: false, opensAt: null, busyUntil });
    // The cart says why it cannot be checked out: paused until then, not closed.
    const cart = async () => (await call('/api/v1/cart', { token: student.token })).body.data;
    expect(await cart()).toMatchObject({ vendorOpen: false, vendorBusyUntil: busyUntil });

    const placed = await checkout(student.token, addressId);
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject(busyRefusal(busyUntil));
    const added = await addDal(student.token);
    expect(added.status).toBe(409);
    expect(added.body).toMatchObject(busyRefusal(busyUntil));

    const resumed = await setBusy(null);
    expect(resumed.status).toBe(200);
    expect(resumed.body.restaurant.busyUntil).toBeNull();
    expect(await menu()).toMatchObject({ isOpen: true, busyUntil: null });
    expect(await cart()).toMatchObject({ vendorOpen: true, vendorBusyUntil: null });
    expect((await checkout(student.token, addressId)).status).toBe(201);
  });

  it('resumes by itself once the pause is over', async () => {
    const paused = await setBusy(15);
    const busyUntil = Date.parse(paused.body.restaurant.busyUntil);
    expect(await menu()).toMatchObject({ isOpen: false });
    // The same pause as if it had been set sixteen minutes earlier: over a minute ago, by the server's clock.
    await adminDb
      .collection(COLLECTIONS.vendors)
      .doc(owned.eatery.id)
      .update({ busyUntil: new Date(busyUntil - 16 * 60_000) });
    expect(await menu()).toMatchObject({ isOpen: true, busyUntil: null });
    expect((await call('/api/v1/vendor/restaurant', { token: owned.vendor.token })).body.restaurant.busyUntil).toBeNull();
    const student = await createTestUser();
    expect((await addDal(student.token)).status).toBe(200);
  });

  it.each([[20], [0], ['15'], [undefined]])('refuses minutes %j with 400, changing nothing', async (minutes) => {
    const refused = await setBusy(minutes);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error: { code: 'invalid-argument' } });
    expect(JSON.stringify(refused.body.error.details)).toContain(BUSY_MESSAGE);
    expect(await menu()).toMatchObject({ isOpen: true, busyUntil: null });
  });

  it('is for the eatery’s vendor only', async () => {
    const student = await createTestUser();
    expect((await setBusy(15, student.token)).status).toBe(403);
    const otherVendor = await createTestUser({ role: 'vendor', profile: false });
    const noEatery = await setBusy(15, otherVendor.token);
    expect(noEatery.status).toBe(404);
    expect(await menu()).toMatchObject({ isOpen: true, busyUntil: null });
  });
});
