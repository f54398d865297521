// No zod here (its schemas: slotSchemas.ts): the checkout screen draws slots before zod has loaded.
import { busyUntilAt, istClockText, openSpansOfDay, type BusyEatery, type OpeningHours } from './hours';
import { campusDay, campusDayStart, IST_OFFSET_MS } from './istTime';
import type { SlotSettings, SlotView } from './slotSchemas';

/** Pickup slots with capacity and a lead time (docs/product.md#slots). */
export const SLOT_MINUTES = [10, 15, 20, 30] as const;
export const MAX_PER_SLOT = 200;
export const MAX_LEAD_MINUTES = 120;

export const SLOT_MESSAGES = {
  minutes: `A slot is ${SLOT_MINUTES.join(', ').replace(/, (?=\d+$)/, ' or ')} minutes long`,
  perSlot: `Take 1 to ${MAX_PER_SLOT} orders per slot`,
  leadMinutes: `A lead time is 0 to ${MAX_LEAD_MINUTES} minutes`,
  slot: 'Choose a pickup slot of today',
  noPreorders: 'This eatery takes no orders for later slots',
  asap: 'As soon as possible',
  full: 'Full',
  noneLeft: 'No slots left today',
  unavailable: 'That slot is no longer offered. Choose another.',
} as const;

/** A slot of a campus day: [start, end), with the orders it still takes. */
export interface Slot {
  start: Date;
  end: Date;
  free: number;
}

/** What the slots of an eatery depend on besides the counts and the time: its hours, settings and busy switch. */
export interface SlotEatery extends BusyEatery {
  hours?: OpeningHours | null;
  slots: SlotSettings;
}

/** "2026-11-27_1230": a slot's campus day and IST start, naming its count (slotCounts/{vendorId}_{key}). */
export function slotKey(start: Date): string {
  const ist = new Date(start.getTime() + IST_OFFSET_MS).toISOString();
  return `${campusDay(start)}_${ist.slice(11, 13)}${ist.slice(14, 16)}`;
}

/** The slots of `now`'s campus day an order can still go in, each ending more than the lead time after `now`; while busy, only those after it. */
export function slotsOfDay(eatery: SlotEatery, taken: ReadonlyMap<string, number>, now: Date): Slot[] {
  const { minutes, perSlot, leadMinutes } = eatery.slots;
  const length = minutes * 60_000;
  const readyBy = now.getTime() + leadMinutes * 60_000;
  const busyUntil = busyUntilAt(eatery, now)?.getTime() ?? 0;
  const slots: Slot[] = [];
  for (const [from, to] of openSpansOfDay(eatery.hours ?? undefined, campusDayStart(campusDay(now)))) {
    for (let start = from.getTime(); start + length <= to.getTime(); start += length) {
      if (start + length <= readyBy || start < busyUntil) continue;
      const startsAt = new Date(start);
      slots.push({ start: startsAt, end: new Date(start + length), free: Math.max(0, perSlot - (taken.get(slotKey(startsAt)) ?? 0)) });
    }
  }
  return slots;
}

/** The earliest slot with room at or after `from` (any, without it), or null. */
export function firstFreeSlot(slots: readonly Slot[], from?: Date): Slot | null {
  return slots.find((slot) => slot.free > 0 && (!from || slot.start >= from)) ?? null;
}

/** "12:30 pm – 12:45 pm", how checkout names a slot. */
export const slotText = (slot: { start: Date; end: Date }): string => `${istClockText(slot.start)} – ${istClockText(slot.end)}`;

/** "Pickup at 12:30 pm – 12:45 pm" or "Deliver at …": when an order placed for a slot is due. */
export const slotDueText = (fulfilment: 'delivery' | 'pickup', slot: { start: Date; end: Date }): string =>
  `${fulfilment === 'pickup' ? 'Pickup' : 'Deliver'} at ${slotText(slot)}`;

/** The 409 of a full slot: which, and the next one with room if any. */
export function slotFullText(slot: { start: Date }, next: { start: Date } | null): string {
  const full = `The ${istClockText(slot.start)} slot is full.`;
  return next ? `${full} The next free slot is ${istClockText(next.start)}.` : `${full} ${SLOT_MESSAGES.noneLeft}.`;
}

/** A slot as the API answers it. */
export const slotView = (slot: Slot): SlotView => ({ start: slot.start.toISOString(), end: slot.end.toISOString(), free: slot.free, full: slot.free === 0 });
