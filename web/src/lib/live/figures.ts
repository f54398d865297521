import { query, where } from 'firebase/firestore';
import { liveEateryDays } from './collections';
import { queryChanges } from './sources';

// The sales-figure queries the consoles run (docs/product.md#sales-figures). The consoles listen to these small
// documents rather than asking GET /vendor/figures again as orders finish: the batch that delivers or cancels an
// order moves them, so a listener hears of every change with no request of its own, and a campus of tens of
// eateries does not refetch the whole campus's figures each time one of its orders moves.

/** One eatery's days from `firstDay` (a campus day, "2026-11-23") on, for its vendor (index: vendorId, day). */
export const eateryDayChanges = (vendorId: string) => (firstDay: string) =>
  queryChanges(query(liveEateryDays, where('vendorId', '==', vendorId), where('day', '>=', firstDay)));

/** Every eatery's days from `firstDay` on, for admins (a single-field range: no composite index). */
export const campusDayChanges = (firstDay: string) => queryChanges(query(liveEateryDays, where('day', '>=', firstDay)));
