import { FieldValue } from 'firebase-admin/firestore';
import type { OrderDocument } from '@campuseats/common/documents';
import { campusDay } from '@campuseats/common/istTime';
import { busyText, busyUntilAt } from '@campuseats/common/hours';
import { firstFreeSlot, slotFullText, slotKey, SLOT_MESSAGES, slotsOfDay, slotView, type Slot, type SlotEatery } from '@campuseats/common/slots';
import type { EaterySlots } from '@campuseats/common/slotSchemas';
import { ApiError, notFound, refused } from '../lib/apiError';
import { slotCountsCollection, vendorsCollection } from '../lib/collections';
import { Reads, type PlannedWrite } from '../lib/writes';
import { slotEateryOf } from './menuState';
import { serverNow } from '../lib/clock';

// Pickup slots (docs/decisions/0021-order-slots.md): a per-slot count moved in the order's batch keeps a slot within its places.

const slotCountRef = (vendorId: string, start: Date) => slotCountsCollection().doc(`${vendorId}_${slotKey(start)}`);

/** Today's slots still open to an order placed at `now`, with their places left, each count read through `reads`. */
async function readSlots(reads: Reads, vendorId: string, eatery: SlotEatery, now: Date): Promise<Slot[]> {
  const offered = slotsOfDay(eatery, new Map(), now);
  const counts = await reads.getAll(...offered.map((slot) => slotCountRef(vendorId, slot.start)));
  const taken = new Map(counts.map((snapshot, index): [string, number] => [slotKey(offered[index]?.start ?? now), snapshot.data()?.count ?? 0]));
  return slotsOfDay(eatery, taken, now);
}

const startOf = (slot: Slot | null) => slot?.start.toISOString() ?? null;

/** The slot an order goes in and the write counting it there, conditional on the count as read so racing orders never overfill it; null without slots. */
export async function planSlot(reads: Reads, vendorId: string, eatery: SlotEatery | null, requested: Date | undefined, now: Date) {
  if (!eatery) {
    if (requested) throw new ApiError('invalid-argument', SLOT_MESSAGES.noPreorders, { reason: 'no-slots' });
    return null;
  }
  const slots = await readSlots(reads, vendorId, eatery, now);
  const busyUntil = busyUntilAt(eatery, now);
  let chosen: Slot | null;
  if (requested) {
    chosen = slots.find((slot) => slot.start.getTime() === requested.getTime()) ?? null;
    if (!chosen) throw refused(SLOT_MESSAGES.unavailable, 'slot-unavailable', { nextFreeSlot: startOf(firstFreeSlot(slots)) });
    if (chosen.free === 0) {
      const next = firstFreeSlot(slots, chosen.end);
      throw refused(slotFullText(chosen, next), 'slot-full', { nextFreeSlot: startOf(next) });
    }
  } else {
    if (busyUntil) {
      throw refused(busyText(busyUntil), 'eatery-busy', { busyUntil: busyUntil.toISOString(), nextFreeSlot: startOf(firstFreeSlot(slots)) });
    }
    chosen = firstFreeSlot(slots);
    if (!chosen) throw refused(SLOT_MESSAGES.noneLeft, 'slots-full', { nextFreeSlot: null });
  }
  const count = eatery.slots.perSlot - chosen.free + 1;
  return {
    slot: { start: chosen.start, end: chosen.end },
    write: { ref: slotCountRef(vendorId, chosen.start), put: { vendorId, day: campusDay(chosen.start), start: chosen.start, count, updatedAt: now } },
  };
}

/** A cancelled order gives its place back, in the cancel's own batch (an increment: it needs no read). */
export function slotRelease(order: OrderDocument, status: string, now: Date): PlannedWrite[] {
  if (status !== 'cancelled' || !order.slot) return [];
  return [{ ref: slotCountRef(order.vendorId, order.slot.start), merge: { count: FieldValue.increment(-1), updatedAt: now } }];
}

/** GET /vendors/restaurants/{id}/slots: today's slots still to come and their places left, as checkout offers them. */
export async function eaterySlots(vendorId: string, now = serverNow()): Promise<EaterySlots> {
  const reads = new Reads();
  const stored = (await reads.get(vendorsCollection().doc(vendorId))).data();
  if (!stored) throw notFound('Restaurant');
  const eatery = slotEateryOf(stored);
  if (!eatery) return { settings: stored.slots ?? null, slots: [], asap: null };
  const slots = await readSlots(reads, vendorId, eatery, now);
  return { settings: eatery.slots, slots: slots.map(slotView), asap: busyUntilAt(eatery, now) ? null : startOf(firstFreeSlot(slots)) };
}
