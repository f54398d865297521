import { doc, limit, orderBy, query, where } from 'firebase/firestore';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import type { OrderStatus } from '@campuseats/common/orderStatus';
import { liveEateries, liveOrders } from '@/lib/live/collections';
import type { LiveEatery } from '@/lib/live/converters';
import { documentChanges, queryChanges } from '@/lib/live/sources';
import { useLiveSnapshot, type LiveState } from '@/lib/live/useLiveSnapshot';

/** How many finished orders (delivered or cancelled) the console keeps in view. */
export const FINISHED_SHOWN = 20;

/** vendors/{id}, live: the open switch shows what the eatery really is, whoever changed it. */
export function useLiveEatery(eateryId: string | null): LiveState<LiveEatery | null> {
  return useLiveSnapshot(eateryId ? `eatery:${eateryId}` : null, () => documentChanges(doc(liveEateries, eateryId ?? '')));
}

/** The eatery's orders in `statuses`, newest first, the latest `most` when given (index: vendorId, status, createdAt desc). */
export function useEateryOrders(eateryId: string | null, statuses: readonly OrderStatus[], attempt: number, most?: number): LiveState<LiveOrder[]> {
  return useLiveSnapshot(eateryId ? `eatery-orders:${eateryId}:${statuses.join()}:${attempt}` : null, () =>
    queryChanges(
      query(liveOrders, where('vendorId', '==', eateryId), where('status', 'in', [...statuses]), orderBy('createdAt', 'desc'), ...(most ? [limit(most)] : [])),
    ),
  );
}
