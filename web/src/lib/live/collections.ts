import { collection } from 'firebase/firestore';
import { COLLECTIONS } from '@campuseats/common/documents';
import { eateryConverter, liveOrderConverter } from './converters';
import { firestore } from './firestore';

/** orders/{id}, typed. Every query on it filters on uid, vendorId or (for admins) nothing, as the rules require. */
export const liveOrders = collection(firestore, COLLECTIONS.orders).withConverter(liveOrderConverter);

/** vendors/{id} as the staff consoles show an eatery. */
export const liveEateries = collection(firestore, COLLECTIONS.vendors).withConverter(eateryConverter);
