import { doc, limit, orderBy, query, where } from 'firebase/firestore';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { ACTIVE_ORDER_STATUSES, FINAL_ORDER_STATUSES } from '@campuseats/common/orderStatus';
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

/** Every order of the eatery still on its way (index: vendorId, status, createdAt desc). */
export function useActiveEateryOrders(eateryId: string | null, attempt: number): LiveState<LiveOrder[]> {
  return useLiveSnapshot(eateryId ? `eatery-active:${eateryId}:${attempt}` : null, () =>
    queryChanges(query(liveOrders, where('vendorId', '==', eateryId), where('status', 'in', [...ACTIVE_ORDER_STATUSES]), orderBy('createdAt', 'desc'))),
  );
}

/** The eatery's latest finished orders (same index). */
export function useFinishedEateryOrders(eateryId: string | null, attempt: number): LiveState<LiveOrder[]> {
  return useLiveSnapshot(eateryId ? `eatery-finished:${eateryId}:${attempt}` : null, () =>
    queryChanges(
      query(
        liveOrders,
        where('vendorId', '==', eateryId),
        where('status', 'in', [...FINAL_ORDER_STATUSES]),
        orderBy('createdAt', 'desc'),
        limit(FINISHED_SHOWN),
      ),
    ),
  );
}
