// Classic zod: only the API and the profile page's download (loaded when the student asks for it) read it.
import { z } from 'zod';
import { CANCELLERS } from './documents';
import { ORDER_STATUSES } from './orderStatus';
import { deliveryAddressSchema, orderLineSchema } from './orders';
import { FULFILMENT_VALUES } from './pickup';
import { notificationPreferencesSchema } from './privacy';

const time = z.string();

/** GET /api/v1/users/me/export: everything held about the student, as one JSON file (docs/api.md). */
export const dataExportSchema = z.object({
  exportedAt: time,
  account: z.object({ uid: z.string(), email: z.string().nullable(), createdAt: time.nullable() }),
  profile: z.record(z.string(), z.unknown()).nullable(),
  notificationPreferences: notificationPreferencesSchema,
  addresses: z.array(z.object({ id: z.string(), ...deliveryAddressSchema.shape, isDefault: z.boolean() })),
  cart: z
    .object({ vendorId: z.string(), vendorName: z.string(), items: z.array(z.object({ name: z.string(), price: z.number(), quantity: z.number() })) })
    .nullable(),
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      eatery: z.string(),
      status: z.enum(ORDER_STATUSES),
      items: z.array(orderLineSchema),
      subtotal: z.number(),
      deliveryFee: z.number(),
      platformFee: z.number(),
      walletApplied: z.number(),
      total: z.number(),
      paymentMethod: z.string(),
      fulfilment: z.enum(FULFILMENT_VALUES),
      token: z.string().nullable(),
      /** None for a pickup. */
      address: deliveryAddressSchema.nullable(),
      /** The time slot it was placed for; none without slots. */
      slot: z.object({ start: time, end: time }).nullable(),
      placedAt: time,
      statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: time })),
      cancelReason: z.string().nullable(),
      /** Who cancelled it: the student, the eatery, or the app when no one accepted it in time. */
      cancelledBy: z.enum(CANCELLERS).nullable(),
    }),
  ),
  reviews: z.array(
    z.object({
      orderId: z.string(),
      eatery: z.string(),
      rating: z.number(),
      comment: z.string(),
      createdAt: time,
      reply: z.object({ text: z.string(), at: time }).nullable(),
      hidden: z.boolean(),
    }),
  ),
  notifications: z.array(z.object({ title: z.string(), body: z.string(), createdAt: time, read: z.boolean() })),
  wallet: z.object({
    balance: z.number(),
    /** Spent at checkout (negative) or given back on a cancel (positive), by order. */
    movements: z.array(z.object({ orderNumber: z.string(), amount: z.number(), at: time })),
  }),
  luckyDrawEntries: z.array(z.object({ name: z.string(), email: z.string(), mobile: z.string(), createdAt: time.nullable() })),
});
export type DataExport = z.infer<typeof dataExportSchema>;
