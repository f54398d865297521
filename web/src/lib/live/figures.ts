import { query, where } from 'firebase/firestore';
import { liveEateryDays } from './collections';
import { queryChanges } from './sources';

// The sales-figure queries the consoles listen to: the batch that finishes an order moves them (docs/product.md#sales-figures).

/** One eatery's days from `firstDay` (a campus day, "2026-11-23") on, for its vendor (index: vendorId, day). */
export const eateryDayChanges = (vendorId: string) => (firstDay: string) =>
  queryChanges(query(liveEateryDays, where('vendorId', '==', vendorId), where('day', '>=', firstDay)));

/** Every eatery's days from `firstDay` on, for admins (a single-field range: no composite index). */
export const campusDayChanges = (firstDay: string) => queryChanges(query(liveEateryDays, where('day', '>=', firstDay)));
