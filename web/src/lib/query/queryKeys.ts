import type { QueryKey } from '@tanstack/react-query';

// What belongs to one account carries its uid, so another sign-in never shows the last account's answers (docs/decisions/0015-tanstack-query.md).
export const queryKeys = {
  eateryReviews: (eateryId: string): QueryKey => ['eatery-reviews', eateryId],
  eaterySlots: (eateryId: string): QueryKey => ['eatery-slots', eateryId],
  outlets: ['outlets'] as QueryKey,
  profile: (uid: string): QueryKey => ['profile', uid],
  notificationPreferences: (uid: string): QueryKey => ['notification-preferences', uid],
  accountCheck: (uid: string): QueryKey => ['account-check', uid],
  addresses: (uid: string): QueryKey => ['addresses', uid],
  orders: (uid: string, filters: unknown): QueryKey => ['orders', uid, filters],
  trackedOrder: (uid: string, orderId: string): QueryKey => ['tracked-order', uid, orderId],
  ownReview: (orderId: string): QueryKey => ['own-review', orderId],
  myEatery: (uid: string): QueryKey => ['my-eatery', uid],
  vendorMenu: (uid: string): QueryKey => ['vendor-menu', uid],
  accounts: (search: string): QueryKey => ['admin-accounts', search],
  audit: ['admin-audit'] as QueryKey,
};
