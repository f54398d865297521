// Classic zod: only the profile page, after the first paint, and the API read these.
import { z } from 'zod';
import { NOTIFICATION_TOPICS, type NotificationTopic } from './notifications';

// A student's rights over their data (docs/decisions/0017-student-data-rights.md).

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
