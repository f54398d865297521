import type { QueryKey } from '@tanstack/react-query';

// The names of the API's answers in the cache (docs/decisions/0015-tanstack-query.md). What belongs to one account
// carries its uid, so a sign-in as someone else never shows the last account's answers. A write puts its answer under
// the names it changed, or invalidates them.
export const queryKeys = {
  eateryReviews: (eateryId: string): QueryKey => ['eatery-reviews', eateryId],
  eaterySlots: (eateryId: string): QueryKey => ['eatery-slots', eateryId],
  outlets: ['outlets'] as QueryKey,
  profile: (uid: string): QueryKey => ['profile', uid],
  notificationPreferences: (uid: string): QueryKey => ['notification-preferences', uid],
  accountCheck: (uid: string): QueryKey => ['account-check', uid],
  addresses: (uid: string): QueryKey => ['addresses', uid],
  orders: (uid: string, filters: unknown): QueryKey => ['orders', uid, filters],
  ownReview: (orderId: string): QueryKey => ['own-review', orderId],
  myEatery: (uid: string): QueryKey => ['my-eatery', uid],
  vendorMenu: (uid: string): QueryKey => ['vendor-menu', uid],
  accounts: (search: string): QueryKey => ['admin-accounts', search],
  audit: ['admin-audit'] as QueryKey,
};
