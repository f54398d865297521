import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { busyText } from '../../common/src/hours';
import { COLLECTIONS } from '../../common/src/documents';
import { SLOT_MESSAGES, slotFullText, slotKey } from '../../common/src/slots';
import type { EaterySlots, SlotSettings, SlotView } from '../../common/src/slotSchemas';
import { useApi } from '../support/api';
import { callAt, INSTANTS, ist } from '../support/clock';
import { adminDb } from '../support/firestore';
import { createTestUser, type TestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';

// Pickup slots with capacity (docs/decisions/0021-order-slots.md), each request made at a fixed instant on the server's
// clock (tests/support/clock.ts): a Wednesday noon, a Sunday at 23:45 and a Monday at 03:00 IST, whatever the hour the
// test runs at. The racing orders for a slot's last places are in tests/api/slotRaces.test.ts.

const call = useApi();
const owned = useVendorWithEatery();
const TEN_MINUTES_FOR_TWO: SlotSettings = { minutes: 10, perSlot: 2, leadMinutes: 0 };
type Call = ReturnType<typeof useApi>;

const setSlots = (slots: unknown, token = owned.vendor.token) => call('/api/v1/vendor/restaurant/slots', { method: 'PUT', token, body: { slots } });
const setHours = (hours: unknown) => adminDb.collection(COLLECTIONS.vendors).doc(owned.eatery.id).update({ hours });
const slotsOf = async (at: Call): Promise<EaterySlots> => {
  const answer = await at(`/api/v1/vendors/restaurants/${owned.eatery.id}/slots`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
/** A slot as the API answers it, from IST clock times of one day. */
const slotOf = (day: string, from: string, to: string, free: number): SlotView => ({
  start: ist(`${day}T${from}`),
  end: ist(`${day}T${to}`),
  free,
  full: free === 0,
});
const countOf = async (start: string) =>
  (
    await adminDb
      .collection(COLLECTIONS.slotCounts)
      .doc(`${owned.eatery.id}_${slotKey(new Date(start))}`)
      .get()
  ).get('count') as number;

/** A fresh student with one Masala Chai of the eatery in their cart. */
async function studentWithCart(at: Call): Promise<TestUser> {
  const student = await createTestUser();
  const added = await at('/api/v1/cart', {
    method: 'POST',
    token: student.token,
    body: { vendorId: owned.eatery.id, menuItemId: 'masalaChai', quantity: 1 },
  });
  expect(added.status, added.text).toBe(200);
  return student;
}

/** A pickup for the slot starting at `slot`, or as soon as possible without one. */
const placePickup = (at: Call, student: TestUser, slot?: string) =>
  at('/api/v1/payments/orders', {
    method: 'POST',
    token: student.token,
    body: { fulfilment: 'pickup', paymentMethod: 'cod', ...(slot ? { slot } : {}) },
    headers: { 'Idempotency-Key': randomUUID() },
  });

const orderOf = async (student: TestUser) => (await adminDb.collection(COLLECTIONS.orders).where('uid', '==', student.uid).get()).docs[0]!;

beforeEach(async () => {
  await adminDb.collection(COLLECTIONS.vendors).doc(owned.eatery.id).update({ busyUntil: null, hours: null });
  expect((await setSlots(TEN_MINUTES_FOR_TWO)).status).toBe(200);
});

describe('PUT /api/v1/vendor/restaurant/slots and GET /api/v1/vendors/restaurants/{id}/slots', () => {
  it("sets the eatery's slots, and lists the day's slots to come with their places, up to the IST midnight", async () => {
    const saved = await setSlots({ minutes: 15, perSlot: 4, leadMinutes: 20 });
    expect(saved.status).toBe(200);
    expect(saved.body.restaurant).toMatchObject({ id: owned.eatery.id, slots: { minutes: 15, perSlot: 4, leadMinutes: 20 } });
    expect((await call('/api/v1/vendor/restaurant', { token: owned.vendor.token })).body.restaurant.slots).toEqual({
      minutes: 15,
      perSlot: 4,
      leadMinutes: 20,
    });

    // A Wednesday noon, no opening hours: 12:00-12:15 ends within the lead time, so the first is 12:15-12:30.
    const { settings, slots, asap } = await slotsOf(callAt(call, INSTANTS.wednesdayNoon));
    expect(settings).toEqual({ minutes: 15, perSlot: 4, leadMinutes: 20 });
    expect(slots).toHaveLength(47);
    expect(slots[0]).toEqual(slotOf('2026-11-25', '12:15', '12:30', 4));
    expect(slots.at(-1)).toEqual(slotOf('2026-11-25', '23:45', '24:00', 4));
    expect(asap).toBe(ist('2026-11-25T12:15'));
    // At 23:45 the day's last slot ends within the lead time: nothing is left of the day.
    expect(await slotsOf(callAt(call, INSTANTS.sundayQuarterToMidnight))).toEqual({ settings, slots: [], asap: null });

    expect((await setSlots(null)).body.restaurant.slots).toBeNull();
    expect(await slotsOf(callAt(call, INSTANTS.wednesdayNoon))).toEqual({ settings: null, slots: [], asap: null });
  });

  it('cuts the slots from the opening hours: before opening the first is at the opening, and none crosses the closing', async () => {
    await setHours({ mon: [{ open: '08:00', close: '11:05' }] });
    const { slots, asap } = await slotsOf(callAt(call, INSTANTS.mondayThreeAm));
    expect(slots).toHaveLength(18);
    expect(slots[0]).toEqual(slotOf('2026-11-30', '08:00', '08:10', 2));
    // 11:00-11:10 would end after the 11:05 closing.
    expect(slots.at(-1)).toEqual(slotOf('2026-11-30', '10:50', '11:00', 2));
    expect(asap).toBe(ist('2026-11-30T08:00'));
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
    expect((await slotsOf(call)).settings).toEqual(TEN_MINUTES_FOR_TWO);
  });

  it('is for vendors only, and answers 404 for an eatery that does not exist', async () => {
    const student = await createTestUser();
    expect((await setSlots(TEN_MINUTES_FOR_TWO, student.token)).status).toBe(403);
    expect((await call('/api/v1/vendors/restaurants/noSuchEatery/slots')).status).toBe(404);
  });
});

describe('ordering for a slot', () => {
  it("takes the day's last slot up to its places, refuses the next with 409 and no next slot, and a cancel frees a place", async () => {
    // Sunday 23:45 IST: 23:40-23:50 and 23:50-24:00 are left of the day.
    const at = callAt(call, INSTANTS.sundayQuarterToMidnight);
    expect((await slotsOf(at)).slots).toEqual([slotOf('2026-11-29', '23:40', '23:50', 2), slotOf('2026-11-29', '23:50', '24:00', 2)]);
    const last = slotOf('2026-11-29', '23:50', '24:00', 2);
    const [first, second, third] = await Promise.all([studentWithCart(at), studentWithCart(at), studentWithCart(at)]);
    for (const student of [first, second]) {
      const placed = await placePickup(at, student, last.start);
      expect(placed.status, placed.text).toBe(201);
      expect(placed.body.order.slot).toEqual({ start: last.start, end: last.end });
    }
    expect(await countOf(last.start)).toBe(2);
    expect((await slotsOf(at)).slots.at(-1)).toEqual({ ...last, free: 0, full: true });

    const refused = await placePickup(at, third, last.start);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      message: slotFullText({ start: new Date(last.start) }, null),
      error: { code: 'aborted', details: { reason: 'slot-full', nextFreeSlot: null } },
    });

    expect((await at(`/api/v1/orders/${(await orderOf(first)).id}/cancel`, { method: 'POST', token: first.token, body: {} })).status).toBe(200);
    expect(await countOf(last.start)).toBe(1);
    expect((await slotsOf(at)).slots.at(-1)!.free).toBe(1);
    expect((await placePickup(at, third, last.start)).status).toBe(201);
    expect(await countOf(last.start)).toBe(2);

    // The vendor's cancel gives the place back too.
    const cancelled = await at(`/api/v1/vendor/orders/${(await orderOf(second)).id}`, {
      method: 'PATCH',
      token: owned.vendor.token,
      body: { status: 'cancelled', reason: 'Out of stock' },
    });
    expect(cancelled.status).toBe(200);
    expect(await countOf(last.start)).toBe(1);
  });

  it('as soon as possible takes the earliest slot with room, unless the busy switch is on; a later slot is still taken', async () => {
    const at = callAt(call, INSTANTS.wednesdayNoon);
    const placed = await placePickup(at, await studentWithCart(at));
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.order.slot).toEqual({ start: ist('2026-11-25T12:00'), end: ist('2026-11-25T12:10') });

    // Busy for 30 minutes from noon: the slots from 12:30 on can be pre-ordered meanwhile.
    expect((await at('/api/v1/vendor/restaurant/busy', { method: 'PUT', token: owned.vendor.token, body: { minutes: 30 } })).status).toBe(200);
    const busyUntil = ist('2026-11-25T12:30');
    expect((await slotsOf(at)).asap).toBeNull();
    expect((await slotsOf(at)).slots[0]).toEqual(slotOf('2026-11-25', '12:30', '12:40', 2));
    const [busyAsap, preorder] = await Promise.all([studentWithCart(at), studentWithCart(at)]);
    // Their carts still take orders: for a later slot.
    expect((await at('/api/v1/cart', { token: preorder.token })).body.data.vendorOpen).toBe(true);
    const refused = await placePickup(at, busyAsap);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: busyText(new Date(busyUntil)),
      error: { code: 'aborted', details: { reason: 'eatery-busy', busyUntil, nextFreeSlot: busyUntil } },
    });
    expect((await placePickup(at, preorder, busyUntil)).status).toBe(201);
    // The menu says so too: its dishes can go in the cart for a later slot, though the eatery takes no order now.
    const menu = await at(`/api/v1/vendors/restaurants/${owned.eatery.id}`);
    expect(menu.body.data).toMatchObject({ restaurant: { isOpen: false, busyUntil }, preorders: true });
  });

  // Placed at a Wednesday noon for the slot from `start` to `end` (IST), accepted and being prepared: due at its end each time.
  const expectDueAtItsEnd = async (start: string, end: string) => {
    const at = callAt(call, INSTANTS.wednesdayNoon);
    const student = await studentWithCart(at);
    const placed = await placePickup(at, student, ist(start));
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.order.slot.end).toBe(ist(end));
    expect(placed.body.order.estimatedDeliveryAt).toBe(ist(end));
    for (const status of ['accepted', 'preparing']) {
      const moved = await at(`/api/v1/vendor/orders/${placed.body.order.id}`, { method: 'PATCH', token: owned.vendor.token, body: { status } });
      expect(moved.status, moved.text).toBe(200);
      expect((await orderOf(student)).get('estimatedDeliveryAt').toDate().toISOString()).toBe(ist(end));
    }
  };

  it("a later slot's order, accepted and being prepared, is still expected at its slot's end, not sooner", async () => {
    await expectDueAtItsEnd('2026-11-25T13:00', '2026-11-25T13:10');
  });

  it('an order for a slot ending within 45 minutes is due at its end, not at the 45 minutes of one without a slot', async () => {
    await expectDueAtItsEnd('2026-11-25T12:20', '2026-11-25T12:30');
  });

  it('before opening, as soon as possible is the first slot after the opening', async () => {
    await setHours({ mon: [{ open: '08:00', close: '11:05' }] });
    const at = callAt(call, INSTANTS.mondayThreeAm);
    const placed = await placePickup(at, await studentWithCart(at));
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.order.slot).toEqual({ start: ist('2026-11-30T08:00'), end: ist('2026-11-30T08:10') });
  });

  it('refuses a slot crossing the closing time, and a slot at an eatery without slots, placing nothing', async () => {
    await setHours({ wed: [{ open: '12:00', close: '13:05' }] });
    const at = callAt(call, INSTANTS.wednesdayNoon);
    const student = await studentWithCart(at);
    const crossing = await placePickup(at, student, ist('2026-11-25T13:00'));
    expect(crossing.status).toBe(409);
    expect(crossing.body).toMatchObject({
      message: SLOT_MESSAGES.unavailable,
      error: { details: { reason: 'slot-unavailable', nextFreeSlot: ist('2026-11-25T12:00') } },
    });

    await setSlots(null);
    const none = await placePickup(at, student, ist('2026-11-25T12:50'));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: SLOT_MESSAGES.noPreorders, error: { code: 'invalid-argument', details: { reason: 'no-slots' } } });
    expect((await adminDb.collection(COLLECTIONS.orders).where('uid', '==', student.uid).get()).size).toBe(0);
    expect((await at(`/api/v1/vendors/restaurants/${owned.eatery.id}`)).body.data.preorders).toBe(false);
    // Without slots, as soon as possible is today's order, without a slot.
    const placed = await placePickup(at, student);
    expect(placed.status).toBe(201);
    expect(placed.body.order.slot).toBeUndefined();
  });

  it("the app's sweep of an order nobody accepted gives its place back", async () => {
    const admin = await createTestUser({ role: 'admin', profile: false });
    // Earlier than every other order of this file, so that the sweep eleven minutes later finds this one alone.
    const at = callAt(call, ist('2026-11-24T12:00'));
    const slot = ist('2026-11-24T12:00');
    const placed = await placePickup(at, await studentWithCart(at), slot);
    expect(placed.status, placed.text).toBe(201);
    expect(await countOf(slot)).toBe(1);

    const sweepAt = callAt(call, ist('2026-11-24T12:11'));
    const swept = await sweepAt('/api/v1/admin/orders/sweep', { method: 'POST', token: admin.token, body: { vendorId: owned.eatery.id } });
    expect(swept.status).toBe(200);
    expect(swept.body.cancelled).toEqual([placed.body.order.id]);
    expect(await countOf(slot)).toBe(0);
  });
});
