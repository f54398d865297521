import { z } from 'zod';
import { MAX_LEAD_MINUTES, MAX_PER_SLOT, SLOT_MESSAGES, SLOT_MINUTES } from './slots';
import { wholeNumber } from './text';

/** Pickup slots as the API and the eatery documents hold them (docs/product.md#slots). */

export const slotSettingsSchema = z.object({
  minutes: z.literal(SLOT_MINUTES, { error: SLOT_MESSAGES.minutes }),
  perSlot: wholeNumber(1, MAX_PER_SLOT, SLOT_MESSAGES.perSlot),
  leadMinutes: wholeNumber(0, MAX_LEAD_MINUTES, SLOT_MESSAGES.leadMinutes),
});
export type SlotSettings = z.infer<typeof slotSettingsSchema>;

/** PUT /vendor/restaurant/slots; null: no slots (orders as soon as possible only, without a cap). */
export const slotSettingsRequestSchema = z.object({ slots: slotSettingsSchema.nullable() });

/** One slot as the API answers it (times ISO 8601). */
const slotSchema = z.object({ start: z.string(), end: z.string(), free: z.number().int().nonnegative(), full: z.boolean() });
export type SlotView = z.infer<typeof slotSchema>;

/** GET /vendors/restaurants/{id}/slots: today's slots still to come, and the one "As soon as possible" takes. */
export const eaterySlotsResponseSchema = z.object({
  /** The eatery's settings; null: it takes no slot orders, and `slots` is empty. */
  settings: slotSettingsSchema.nullable(),
  slots: z.array(slotSchema),
  /** The start of the earliest slot with room, or null (none left, or the busy switch is on). */
  asap: z.string().nullable(),
});
export type EaterySlots = z.infer<typeof eaterySlotsResponseSchema>;
