import { z } from 'zod';
import { BUSY_MINUTES, overlappingDay, TIME_PATTERN, WEEKDAY_NAMES, WEEKDAYS, type OpeningRange, type Weekday } from './hours';
import { anyCaseEnum } from './anyCase';
import { orderSchema } from './orders';
import { ORDER_STATUSES } from './orderStatus';
import { documentIdSchema } from './restaurants';
import { plainString } from './text';
import { PICKUP_CODE_PATTERN, PICKUP_MESSAGES } from './pickup';
import { slotSettingsSchema } from './slotSchemas';

/** The API of an order after it is placed: the vendor console and a student's cancel; the status rules are in orderStatus.ts. */

export const LIFECYCLE_MESSAGES = {
  status: 'Choose one of: placed, accepted, preparing, ready, out_for_delivery, delivered, collected, cancelled',
  reasonRequired: 'Give a reason for cancelling the order',
  reasonTooShort: 'Give a reason for cancelling the order (at least 3 characters)',
  reasonTooLong: 'Keep the reason under 200 characters',
  noEatery: 'No eatery is linked to this account',
} as const;

export const CANCEL_REASON_MAX_LENGTH = 200;
export const STUDENT_CANCEL_REASON = 'Cancelled by the student';

/** The reasons a kitchen usually gives; the console offers them and lets the vendor type another. */
export const VENDOR_CANCEL_REASONS = ['Out of stock', 'Kitchen closing', 'Too busy right now', 'Cannot deliver to this address'] as const;

const cancelReasonSchema = plainString(LIFECYCLE_MESSAGES.reasonRequired)
  .trim()
  .min(3, LIFECYCLE_MESSAGES.reasonTooShort)
  .max(CANCEL_REASON_MAX_LENGTH, LIFECYCLE_MESSAGES.reasonTooLong);

/** PATCH /api/v1/vendor/orders/{id}: the status to move to; a cancel needs a reason, and collected the student's pickup code. */
export const updateOrderStatusRequestSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: LIFECYCLE_MESSAGES.status }),
    reason: cancelReasonSchema.optional(),
    pickupCode: z.string({ error: PICKUP_MESSAGES.pickupCodeFormat }).regex(PICKUP_CODE_PATTERN, PICKUP_MESSAGES.pickupCodeFormat).optional(),
  })
  .refine((body) => body.status !== 'cancelled' || body.reason !== undefined, { message: LIFECYCLE_MESSAGES.reasonRequired, path: ['reason'] })
  .refine((body) => body.status !== 'collected' || body.pickupCode !== undefined, { message: PICKUP_MESSAGES.pickupCodeRequired, path: ['pickupCode'] });
export type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusRequestSchema>;

/** POST /api/v1/orders/{id}/cancel: a student's own reason is optional. */
export const studentCancelRequestSchema = z.object({ reason: cancelReasonSchema.optional() });

export const VENDOR_ORDERS_PAGE_SIZE = 20;

/** GET /api/v1/vendor/orders query: `cursor` is the id of the last order of the previous page. */
export const vendorOrdersQuerySchema = z.object({
  status: anyCaseEnum(ORDER_STATUSES, { error: LIFECYCLE_MESSAGES.status }).optional(),
  cursor: z.optional(documentIdSchema),
});
export type VendorOrdersQuery = z.infer<typeof vendorOrdersQuerySchema>;

const statusChangeSchema = z.object({ status: z.enum(ORDER_STATUSES), at: z.string() });

/** An order with its history, as the vendor API and the cancel endpoint answer it (times ISO 8601). */
export const trackedOrderSchema = orderSchema.extend({
  statusHistory: z.array(statusChangeSchema),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['vendor', 'student', 'app']).nullable(),
  /** The kitchen's ready range (ISO 8601) as last estimated, moving with its queue; null on orders placed before estimates. */
  readyEstimate: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const trackedOrderResponseSchema = z.object({ order: trackedOrderSchema });

export const vendorOrdersPageSchema = z.object({
  orders: z.array(trackedOrderSchema),
  /** Pass back as `cursor` for the next page; null when there is none. */
  nextCursor: z.string().nullable(),
});
export type VendorOrdersPage = z.infer<typeof vendorOrdersPageSchema>;

/** PATCH /api/v1/vendor/restaurant. */
export const HOURS_MESSAGES = {
  time: 'Times are HH:MM, 24-hour',
  emptyRange: 'A range must open and close at different times',
  tooMany: 'Up to four ranges a day',
  overlap: "A day's ranges must be in order and must not overlap",
  /** Monday 23:30–23:00 runs into Tuesday's 09:00–21:00. */
  overlapsNextDay: (day: Weekday) =>
    `${WEEKDAY_NAMES[day]}'s hours overlap other hours: a range that runs past midnight must close before the next day's first range opens`,
} as const;

export const eateryOpenRequestSchema = z.object({ isOpen: z.boolean({ error: 'isOpen must be true or false' }) });

export const BUSY_MESSAGE = `Pause new orders for ${BUSY_MINUTES.join(', ').replace(/, (?=\d+$)/, ' or ')} minutes, or send null to take orders again`;
/** PUT /vendor/restaurant/busy: pause new orders for a while, or (null) take them again now. */
export const eateryBusyRequestSchema = z.object({ minutes: z.literal(BUSY_MINUTES, { error: BUSY_MESSAGE }).nullable() });

const openingRangeRequestSchema = z
  .object({ open: z.string().regex(TIME_PATTERN, HOURS_MESSAGES.time), close: z.string().regex(TIME_PATTERN, HOURS_MESSAGES.time) })
  .refine((range) => range.open !== range.close, HOURS_MESSAGES.emptyRange);

/** Opening hours as a vendor or an admin sets them: ranges per weekday (IST), at most four a day, in order and not overlapping. */
export const openingHoursInputSchema = z
  .partialRecord(z.enum(WEEKDAYS), z.array(openingRangeRequestSchema).max(4, HOURS_MESSAGES.tooMany))
  .refine(everyDayInOrder, HOURS_MESSAGES.overlap)
  .superRefine((hours, context) => {
    // Within a day the check above says it; across days (a range past midnight into the next day's) this one does.
    const day = everyDayInOrder(hours) ? overlappingDay(hours) : null;
    if (day) context.addIssue({ code: 'custom', path: [day], message: HOURS_MESSAGES.overlapsNextDay(day) });
  });

/** PUT /vendor/restaurant/hours; null: no hours (the switch alone). */
export const openingHoursRequestSchema = z.object({ hours: openingHoursInputSchema.nullable() });

function everyDayInOrder(hours: Partial<Record<Weekday, readonly OpeningRange[]>>): boolean {
  return Object.values(hours).every((ranges) => ranges === undefined || rangesInOrder(ranges));
}

/** Each range starts after the one before it ends; only the last of a day may run past midnight. */
function rangesInOrder(ranges: readonly OpeningRange[]): boolean {
  return ranges.every((range, index) => {
    const next = ranges[index + 1];
    return !next || (range.close > range.open && next.open >= range.close);
  });
}

/** The eatery a vendor account runs (GET and PATCH /api/v1/vendor/restaurant). */
export const vendorEaterySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  /** The vendor's switch. */
  isOpen: z.boolean(),
  /** Its opening hours (IST), or null: open whenever the switch says so. */
  hours: z.partialRecord(z.enum(WEEKDAYS), z.array(z.object({ open: z.string(), close: z.string() }))).nullable(),
  /** While the busy switch pauses new orders, when they resume (ISO 8601); otherwise null. */
  busyUntil: z.string().nullable(),
  /** Its pickup slots (docs/product.md#slots); null (or absent from older answers): none. */
  slots: slotSettingsSchema.nullable().optional(),
});
export type VendorEatery = z.infer<typeof vendorEaterySchema>;
export const vendorEateryResponseSchema = z.object({ restaurant: vendorEaterySchema });
