import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api';
import { orderThroughApi } from '../support/apiOrders';
import { adminDb } from '../support/firestore';
import { createTestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';
import { COLLECTIONS } from '../../common/src/documents';

// Pickup at the counter (docs/product.md#pickup-and-tokens): no address and no delivery fee, the pickup steps, the code
// only its student is told, and the counter board's copy of the token moving with the order.

const call = useApi();
const owned = useVendorWithEatery();

const move = (orderId: string, body: Record<string, unknown>) => call(`/api/v1/vendor/orders/${orderId}`, { method: 'PATCH', token: owned.vendor.token, body });
const boardToken = async (orderId: string) => (await adminDb.collection(COLLECTIONS.boardTokens).doc(orderId).get()).data();
const statusOf = async (orderId: string) => (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).get('status') as string;

/** A fresh student's pickup of one Dal Tadka (120 + platform fee 5, no delivery fee). */
async function placePickup() {
  const student = await createTestUser();
  return { student, order: await orderThroughApi(call, student, owned.eatery.id, { dalTadka: 1 }, { fulfilment: 'pickup' }) };
}

describe('a pickup at the counter', () => {
  it('needs no address, pays no delivery fee, gets a token and a 4-digit code only its student is told', async () => {
    const { student, order } = await placePickup();
    expect(order).toMatchObject({ fulfilment: 'pickup', deliveryAddress: null, deliveryFee: 0, total: 125, token: expect.stringMatching(/^Z-\d{3}$/) });
    expect(order.pickupCode).toMatch(/^\d{4}$/);

    const own = await call(`/api/v1/orders/${order.id}`, { token: student.token });
    expect(own.body.order).toMatchObject({ token: order.token, pickupCode: order.pickupCode });
    const listed = await call('/api/v1/vendor/orders', { token: owned.vendor.token });
    const seenByVendor = (listed.body.orders as Record<string, unknown>[]).find((candidate) => candidate.id === order.id);
    expect(seenByVendor).toMatchObject({ token: order.token, fulfilment: 'pickup' });
    expect(seenByVendor).not.toHaveProperty('pickupCode');
    expect(JSON.stringify(listed.body)).not.toContain(`"pickupCode"`);

    // On the board from the start, in the Preparing column, with its token and nothing about its student.
    expect(await boardToken(order.id)).toEqual({ vendorId: owned.eatery.id, day: expect.any(String), token: order.token, state: 'preparing' });
  });

  it('goes placed, accepted, preparing, ready for pickup, collected with the code, and off the board', async () => {
    const { order } = await placePickup();
    for (const status of ['accepted', 'preparing']) expect((await move(order.id, { status })).status).toBe(200);
    expect((await move(order.id, { status: 'out_for_delivery' })).body).toMatchObject({
      error: { code: 'aborted', details: { reason: 'invalid-transition', allowed: ['ready'] } },
    });
    expect((await move(order.id, { status: 'ready' })).status).toBe(200);
    expect(await boardToken(order.id)).toMatchObject({ token: order.token, state: 'ready' });

    const collected = await move(order.id, { status: 'collected', pickupCode: order.pickupCode });
    expect(collected.status).toBe(200);
    expect(collected.body.order).toMatchObject({ status: 'collected', deliveredAt: expect.any(String) });
    expect(await boardToken(order.id)).toBeUndefined();
  });

  it('is rated once collected, not while it waits on the shelf', async () => {
    const { student, order } = await placePickup();
    const rate = () => call(`/api/v1/orders/${order.id}/review`, { method: 'POST', token: student.token, body: { rating: 5, comment: 'Hot at the counter' } });
    for (const status of ['accepted', 'preparing', 'ready']) expect((await move(order.id, { status })).status).toBe(200);
    expect((await rate()).body).toMatchObject({ error: { code: 'aborted', details: { reason: 'not-delivered' } } });
    expect((await adminDb.collection(COLLECTIONS.reviews).doc(order.id).get()).exists).toBe(false);

    expect((await move(order.id, { status: 'collected', pickupCode: order.pickupCode })).status).toBe(200);
    const rated = await rate();
    expect(rated.status).toBe(201);
    expect(rated.body.review).toMatchObject({ rating: 5, comment: 'Hot at the counter' });
    expect((await adminDb.collection(COLLECTIONS.orders).doc(order.id).get()).get('rating')).toBe(5);
  });

  it('is not marked collected without its own code, and nothing changes', async () => {
    const { order } = await placePickup();
    for (const status of ['accepted', 'preparing', 'ready']) expect((await move(order.id, { status })).status).toBe(200);

    const missing = await move(order.id, { status: 'collected' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, error: { code: 'invalid-argument' } });
    expect(JSON.stringify(missing.body.error.details)).toContain("Enter the student's 4-digit pickup code");
    const malformed = await move(order.id, { status: 'collected', pickupCode: '12a4' });
    expect(malformed.status).toBe(400);

    const wrongCode = String((Number(order.pickupCode) + 1) % 10_000).padStart(4, '0');
    const wrong = await move(order.id, { status: 'collected', pickupCode: wrongCode });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({
      success: false,
      message: "That is not this order's pickup code",
      error: { code: 'permission-denied', details: { reason: 'wrong-pickup-code' } },
    });
    expect(await statusOf(order.id)).toBe('ready');
    expect(await boardToken(order.id)).toMatchObject({ state: 'ready' });
  });

  it('leaves the board when cancelled, and a delivery never shows on it nor is collected', async () => {
    const { order: cancelled } = await placePickup();
    expect((await move(cancelled.id, { status: 'cancelled', reason: 'Out of stock' })).status).toBe(200);
    expect(await boardToken(cancelled.id)).toBeUndefined();

    const student = await createTestUser();
    const delivery = await orderThroughApi(call, student, owned.eatery.id, { dalTadka: 1 });
    expect(delivery).toMatchObject({ fulfilment: 'delivery', deliveryFee: 49, token: expect.stringMatching(/^Z-\d{3}$/) });
    expect(delivery).not.toHaveProperty('pickupCode');
    expect(await boardToken(delivery.id)).toBeUndefined();
    for (const status of ['accepted', 'preparing', 'ready']) expect((await move(delivery.id, { status })).status).toBe(200);
    const refused = await move(delivery.id, { status: 'collected', pickupCode: '0000' });
    expect(refused.body).toMatchObject({ error: { code: 'aborted', details: { reason: 'invalid-transition', allowed: ['out_for_delivery'] } } });
  });

  it('refuses a delivery without an address, and a fulfilment it does not know, placing nothing', async () => {
    const student = await createTestUser();
    const added = await call('/api/v1/cart', {
      method: 'POST',
      token: student.token,
      body: { vendorId: owned.eatery.id, menuItemId: 'dalTadka', quantity: 1 },
    });
    expect(added.status).toBe(200);
    const place = (body: Record<string, unknown>) =>
      call('/api/v1/payments/orders', {
        method: 'POST',
        token: student.token,
        body: { paymentMethod: 'cod', ...body },
        headers: { 'Idempotency-Key': randomUUID() },
      });

    const noAddress = await place({});
    expect(noAddress.status).toBe(400);
    expect(JSON.stringify(noAddress.body.error.details)).toContain('Choose a delivery address');
    const unknown = await place({ fulfilment: 'drone' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.error.details)).toContain('Choose Delivery or Pickup at the counter');
    expect((await adminDb.collection(COLLECTIONS.orders).where('uid', '==', student.uid).get()).size).toBe(0);
  });
});
