import { collection } from 'firebase/firestore';
import { COLLECTIONS } from '@campuseats/common/documents';
import {
  boardTokenConverter,
  eateryConverter,
  eateryDayConverter,
  feedItemConverter,
  liveMenuItemConverter,
  liveOrderConverter,
  liveReviewConverter,
  pickupCodeConverter,
} from './converters';
import { firestore } from './firestore';

/** orders/{id}, typed. Every query on it filters on uid, vendorId or (for admins) nothing, as the rules require. */
export const liveOrders = collection(firestore, COLLECTIONS.orders).withConverter(liveOrderConverter);

export const liveEateries = collection(firestore, COLLECTIONS.vendors).withConverter(eateryConverter);

/** vendors/{id}/menuItems/{dishId}, typed: an eatery's dishes (public, like the menu the API serves). */
export const liveMenuItems = (eateryId: string) =>
  collection(firestore, COLLECTIONS.vendors, eateryId, COLLECTIONS.menuItems).withConverter(liveMenuItemConverter);

/** users/{uid}/notifications/{id}, typed: a user's own feed (the rules let nobody else read it). */
export const liveNotifications = (uid: string) => collection(firestore, COLLECTIONS.users, uid, COLLECTIONS.notifications).withConverter(feedItemConverter);

/** reviews/{orderId}, typed: its author's, its vendor's and admins' (others read the shown ones through the API). */
export const liveReviews = collection(firestore, COLLECTIONS.reviews).withConverter(liveReviewConverter);

/** eateryDays/{vendorId}_{day}, typed: an eatery's sales on one campus day (its vendor's and admins', by the rules). */
export const liveEateryDays = collection(firestore, COLLECTIONS.eateryDays).withConverter(eateryDayConverter);

/** boardTokens/{orderId}, typed: the public counter board's tokens, readable by anyone (no personal data in them). */
export const liveBoardTokens = collection(firestore, COLLECTIONS.boardTokens).withConverter(boardTokenConverter);

/** pickupCodes/{orderId}, typed: a pickup's code, readable by its own student alone. */
export const livePickupCodes = collection(firestore, COLLECTIONS.pickupCodes).withConverter(pickupCodeConverter);
