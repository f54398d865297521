import { collection } from 'firebase/firestore';
import { COLLECTIONS } from '@campuseats/common/documents';
import { eateryConverter, feedItemConverter, liveOrderConverter } from './converters';
import { firestore } from './firestore';

/** orders/{id}, typed. Every query on it filters on uid, vendorId or (for admins) nothing, as the rules require. */
export const liveOrders = collection(firestore, COLLECTIONS.orders).withConverter(liveOrderConverter);

/** vendors/{id} as the staff consoles show an eatery. */
export const liveEateries = collection(firestore, COLLECTIONS.vendors).withConverter(eateryConverter);

/** users/{uid}/notifications/{id}, typed: a user's own feed (the rules let nobody else read it). */
export const liveNotifications = (uid: string) => collection(firestore, COLLECTIONS.users, uid, COLLECTIONS.notifications).withConverter(feedItemConverter);
