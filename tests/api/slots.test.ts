import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { busyText } from '../../common/src/hours';
import { COLLECTIONS } from '../../common/src/documents';
import { campusDay, campusDayStart } from '../../common/src/figures';
import { SLOT_MESSAGES, slotFullText, slotKey, type EaterySlots, type SlotSettings } from '../../common/src/slots';
import { useApi } from '../support/api';
import { adminDb } from '../support/firestore';
import { createTestUser, type TestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';

// Pickup slots with capacity (docs/decisions/0021-order-slots.md). The eatery has no opening hours, so its slots cover
// the whole campus day and its last slot (23:50-24:00 IST) is offered at any time of the day: the tests order for
// that one, whatever the hour. The racing orders for a slot's last places are in tests/api/slotRaces.test.ts.

const call = useApi();
const owned = useVendorWithEatery();
const TEN_MINUTES_FOR_TWO: SlotSettings = { minutes: 10, perSlot: 2, leadMinutes: 0 };

const setSlots = (slots: unknown, token = owned.vendor.token) => call('/api/v1/vendor/restaurant/slots', { method: 'PUT', token, body: { slots } });
const slotsNow = async (): Promise<EaterySlots> => {
  const answer = await call(`/api/v1/vendors/restaurants/${owned.eatery.id}/slots`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const lastSlotOfDay = async () => (await slotsNow()).slots.at(-1)!;
const countOf = async (start: string) =>
  (
    await adminDb
      .collection(COLLECTIONS.slotCounts)
      .doc(`${owned.eatery.id}_${slotKey(new Date(start))}`)
      .get()
  ).get('count') as number;

/** A fresh student with one Masala Chai of the eatery in their cart. */
async function studentWithCart(): Promise<TestUser> {
  const student = await createTestUser();
  const added = await call('/api/v1/cart', {
    method: 'POST',
    token: student.token,
    body: { vendorId: owned.eatery.id, menuItemId: 'masalaChai', quantity: 1 },
  });
  expect(added.status, added.text).toBe(200);
  return student;
}

/** A pickup for the slot starting at `slot`, or as soon as possible without one. */
const placePickup = (student: TestUser, slot?: string) =>
  call('/api/v1/payments/orders', {
    method: 'POST',
    token: student.token,
    body: { fulfilment: 'pickup', paymentMethod: 'cod', ...(slot ? { slot } : {}) },
    headers: { 'Idempotency-Key': randomUUID() },
  });

beforeEach(async () => {
  await adminDb.collection(COLLECTIONS.vendors).doc(owned.eatery.id).update({ busyUntil: null });
  expect((await setSlots(TEN_MINUTES_FOR_TWO)).status).toBe(200);
});

describe('PUT /api/v1/vendor/restaurant/slots and GET /api/v1/vendors/restaurants/{id}/slots', () => {
  it("sets the eatery's slots, and lists today's slots to come with their places, up to the IST midnight", async () => {
    const saved = await setSlots({ minutes: 15, perSlot: 4, leadMinutes: 20 });
    expect(saved.status).toBe(200);
    expect(saved.body.restaurant).toMatchObject({ id: owned.eatery.id, slots: { minutes: 15, perSlot: 4, leadMinutes: 20 } });
    expect((await call('/api/v1/vendor/restaurant', { token: owned.vendor.token })).body.restaurant.slots).toEqual({
      minutes: 15,
      perSlot: 4,
      leadMinutes: 20,
    });

    const { settings, slots, asap } = await slotsNow();
    expect(settings).toEqual({ minutes: 15, perSlot: 4, leadMinutes: 20 });
    const last = slots.at(-1)!;
    expect(last).toMatchObject({ free: 4, full: false });
    // The day the last slot belongs to ends as it does.
    const day = campusDay(new Date(last.start));
    expect(last.end).toBe(new Date(campusDayStart(day).getTime() + 24 * 60 * 60_000).toISOString());
    for (const slot of slots) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(15 * 60_000);
    expect(asap).toBe(slots[0]!.start);

    expect((await setSlots(null)).body.restaurant.slots).toBeNull();
    expect(await slotsNow()).toEqual({ settings: null, slots: [], asap: null });
  });

  it.each([
    [{ minutes: 25, perSlot: 2, leadMinutes: 0 }],
    [{ minutes: 10, perSlot: 0, leadMinutes: 0 }],
    [{ minutes: 10, perSlot: 2, leadMinutes: -5 }],
    ['15'],
  ])('refuses settings %j with 400 in the error shape, changing nothing', async (slots) => {
    const refused = await setSlots(slots);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error: { code: 'invalid-argument' } });
    expect((await slotsNow()).settings).toEqual(TEN_MINUTES_FOR_TWO);
  });

  it('is for vendors only, and answers 404 for an eatery that does not exist', async () => {
    const student = await createTestUser();
    expect((await setSlots(TEN_MINUTES_FOR_TWO, student.token)).status).toBe(403);
    expect((await call('/api/v1/vendors/restaurants/noSuchEatery/slots')).status).toBe(404);
  });
});

describe('ordering for a slot', () => {
  it('takes orders up to its places, refuses the next with 409 naming the next free slot, and a cancel frees a place', async () => {
    const last = await lastSlotOfDay();
    const [first, second, third] = await Promise.all([studentWithCart(), studentWithCart(), studentWithCart()]);
    for (const student of [first, second]) {
      const placed = await placePickup(student, last.start);
      expect(placed.status, placed.text).toBe(201);
      expect(placed.body.order.slot).toEqual({ start: last.start, end: last.end });
    }
    expect(await countOf(last.start)).toBe(2);
    expect((await lastSlotOfDay()).full).toBe(true);

    const refused = await placePickup(third, last.start);
    expect(refused.status).toBe(409);
    // Nothing comes after the day's last slot.
    expect(refused.body).toMatchObject({
      success: false,
      message: slotFullText({ start: new Date(last.start) }, null),
      error: { code: 'aborted', details: { reason: 'slot-full', nextFreeSlot: null } },
    });

    const firstOrder = (await adminDb.collection(COLLECTIONS.orders).where('uid', '==', first.uid).get()).docs[0]!;
    expect((await call(`/api/v1/orders/${firstOrder.id}/cancel`, { method: 'POST', token: first.token, body: {} })).status).toBe(200);
    expect(await countOf(last.start)).toBe(1);
    expect((await lastSlotOfDay()).free).toBe(1);
    expect((await placePickup(third, last.start)).status).toBe(201);
    expect(await countOf(last.start)).toBe(2);

    // The vendor's cancel gives the place back too.
    const secondOrder = (await adminDb.collection(COLLECTIONS.orders).where('uid', '==', second.uid).get()).docs[0]!;
    const cancelled = await call(`/api/v1/vendor/orders/${secondOrder.id}`, {
      method: 'PATCH',
      token: owned.vendor.token,
      body: { status: 'cancelled', reason: 'Out of stock' },
    });
    expect(cancelled.status).toBe(200);
    expect(await countOf(last.start)).toBe(1);
  });

  it('as soon as possible takes the earliest slot with room, unless the busy switch is on; a later slot is still taken', async () => {
    const asapStudent = await studentWithCart();
    const { asap, slots } = await slotsNow();
    const placed = await placePickup(asapStudent);
    expect(placed.status, placed.text).toBe(201);
    // The earliest slot with room when it was placed: the one offered, or a later one should that slot have ended meanwhile.
    expect(Date.parse(placed.body.order.slot.start)).toBeGreaterThanOrEqual(Date.parse(asap!));
    expect(slots.map((slot) => slot.start)).toContain(placed.body.order.slot.start);

    // Busy until the day's last slot: only that one can be pre-ordered meanwhile.
    const last = await lastSlotOfDay();
    await adminDb
      .collection(COLLECTIONS.vendors)
      .doc(owned.eatery.id)
      .update({ busyUntil: new Date(last.start) });
    expect(await slotsNow()).toMatchObject({ asap: null, slots: [{ start: last.start }] });
    const [busyAsap, preorder] = await Promise.all([studentWithCart(), studentWithCart()]);
    // Their carts still take orders: for a later slot.
    expect((await call('/api/v1/cart', { token: preorder.token })).body.data.vendorOpen).toBe(true);
    const refused = await placePickup(busyAsap);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: busyText(new Date(last.start)),
      error: { code: 'aborted', details: { reason: 'eatery-busy', busyUntil: last.start, nextFreeSlot: last.start } },
    });
    expect((await placePickup(preorder, last.start)).status).toBe(201);
  });

  it('refuses a slot that is not offered, and a slot at an eatery without slots, placing nothing', async () => {
    const student = await studentWithCart();
    const last = await lastSlotOfDay();
    const gone = await placePickup(student, new Date(Date.parse(last.start) + 5 * 60_000).toISOString());
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({ message: SLOT_MESSAGES.unavailable, error: { details: { reason: 'slot-unavailable' } } });

    await setSlots(null);
    const none = await placePickup(student, last.start);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: SLOT_MESSAGES.noPreorders, error: { code: 'invalid-argument', details: { reason: 'no-slots' } } });
    expect((await adminDb.collection(COLLECTIONS.orders).where('uid', '==', student.uid).get()).size).toBe(0);
    // Without slots, as soon as possible is today's order, without a slot.
    const placed = await placePickup(student);
    expect(placed.status).toBe(201);
    expect(placed.body.order.slot).toBeUndefined();
  });

  it("the app's sweep of an order nobody accepted gives its place back", async () => {
    expect((await setSlots({ minutes: 10, perSlot: 5, leadMinutes: 0 })).status).toBe(200);
    const admin = await createTestUser({ role: 'admin', profile: false });
    const last = await lastSlotOfDay();
    const before = await countOf(last.start);
    const placed = await placePickup(await studentWithCart(), last.start);
    expect(placed.status, placed.text).toBe(201);
    expect(await countOf(last.start)).toBe(before + 1);

    // Placed eleven minutes before the time the server wrote: the sweep decides on the server's clock alone.
    const orderRef = adminDb.collection(COLLECTIONS.orders).doc(placed.body.order.id);
    const earlier = new Date((await orderRef.get()).get('createdAt').toMillis() - 11 * 60_000);
    await orderRef.update({ createdAt: earlier, statusHistory: [{ status: 'placed', at: earlier }] });
    const swept = await call('/api/v1/admin/orders/sweep', { method: 'POST', token: admin.token, body: { vendorId: owned.eatery.id } });
    expect(swept.status).toBe(200);
    expect(swept.body.cancelled).toContain(placed.body.order.id);
    expect(await countOf(last.start)).toBe(before);
  });
});
