// Classic zod: only the profile page (loaded after the first paint) and the API read these.
import { z } from 'zod';
import { NOTIFICATION_TOPICS, type NotificationTopic } from './notifications';
import { ORDER_STATUSES } from './orderStatus';
import { orderLineSchema, deliveryAddressSchema } from './orders';

// A student's rights over their data (docs/product.md#your-data): choose what notifies them, download everything
// held about them, delete their account (docs/decisions/0017-student-data-rights.md).

/** PUT /api/v1/users/me/notifications: every topic, on or off. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.boolean()])) as Record<NotificationTopic, z.ZodBoolean>,
);
export const notificationPreferencesResponseSchema = z.object({ success: z.literal(true), preferences: notificationPreferencesSchema });

/** What an order, a review and an address say in place of a student who deleted their account. */
export const DELETED_ACCOUNT = 'Deleted account';
/** A kept review's author once its student deleted their account. */
export const FORMER_STUDENT = 'Former student';

/** The confirmation a student types before their account is deleted. */
export const DELETE_CONFIRMATION = 'DELETE';

export const DATA_RIGHTS_MESSAGES = {
  typeConfirmation: `Type ${DELETE_CONFIRMATION} to confirm`,
  orderOnItsWay: 'You have an order on its way. You can delete your account once it is delivered or cancelled.',
  walletNotGivenUp: 'Your wallet still holds money. Confirm that you give it up to delete your account.',
  recentLogin: 'For your security, enter your password again before deleting your account',
  onlyStudents: 'Only a student account can be deleted here',
  deleted: 'Your account was deleted',
} as const;

/** `details.reason` of a refused deletion, for the web app to react to. */
export const DELETION_REFUSALS = { orderOnItsWay: 'order-on-its-way', walletNotGivenUp: 'wallet-balance' } as const;

/** DELETE /api/v1/users/me (and the admin's DELETE /api/v1/admin/users/{uid}). */
export const accountDeletionRequestSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: DATA_RIGHTS_MESSAGES.typeConfirmation }),
  /** The student gives up what their wallet holds (docs/product.md#your-data): it is not paid out. */
  giveUpWallet: z.boolean().optional().default(false),
});
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;

export const accountDeletionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** What stays, without the student's name: their orders for the eateries' accounts and their reviews. */
  kept: z.object({ orders: z.number().int(), reviews: z.number().int() }),
  walletGivenUp: z.number().int(),
});
export type AccountDeletion = z.infer<typeof accountDeletionResponseSchema>;

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
      address: deliveryAddressSchema,
      placedAt: time,
      statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: time })),
      cancelReason: z.string().nullable(),
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
