import { doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { SERVED_STATUSES, type OrderStatus } from '@campuseats/common/orderStatus';
import { liveEateries, liveOrders } from '@/lib/live/collections';
import type { LiveEatery } from '@/lib/live/converters';
import { documentChanges, queryChanges } from '@/lib/live/sources';
import { useLiveSnapshot, type LiveState } from '@/lib/live/useLiveSnapshot';
import { finishedAt } from './finishedAt';

/** How many finished orders (delivered or cancelled) the console keeps in view. */
const FINISHED_SHOWN = 20;

/** vendors/{id}, live: the open switch shows what the eatery really is, whoever changed it. */
export function useLiveEatery(eateryId: string | null): LiveState<LiveEatery | null> {
  return useLiveSnapshot(eateryId ? `eatery:${eateryId}` : null, () => documentChanges(doc(liveEateries, eateryId ?? '')));
}

/** The eatery's orders in `statuses`, newest first (index: vendorId, status, createdAt desc). */
export function useEateryOrders(eateryId: string | null, statuses: readonly OrderStatus[], attempt: number): LiveState<LiveOrder[]> {
  return useLiveSnapshot(eateryId ? `eatery-orders:${eateryId}:${statuses.join()}:${attempt}` : null, () =>
    queryChanges(query(liveOrders, where('vendorId', '==', eateryId), where('status', 'in', [...statuses]), orderBy('createdAt', 'desc'))),
  );
}

/** The latest FINISHED_SHOWN orders in `statuses` by the moment they finished (index: vendorId, status, `finished` desc). */
function useLatestFinished(eateryId: string | null, statuses: readonly OrderStatus[], finished: 'deliveredAt' | 'cancelledAt', attempt: number) {
  return useLiveSnapshot(eateryId ? `eatery-finished:${eateryId}:${finished}:${attempt}` : null, () =>
    queryChanges(query(liveOrders, where('vendorId', '==', eateryId), where('status', 'in', [...statuses]), orderBy(finished, 'desc'), limit(FINISHED_SHOWN))),
  );
}

/**
 * The last FINISHED_SHOWN orders to finish, the latest first: an order placed early and delivered now belongs at the
 * top. Served and cancelled orders keep their finishing moments in two fields, so they come from two queries.
 */
export function useFinishedOrders(eateryId: string | null, attempt: number): LiveState<LiveOrder[]> {
  const served = useLatestFinished(eateryId, SERVED_STATUSES, 'deliveredAt', attempt);
  const cancelled = useLatestFinished(eateryId, ['cancelled'], 'cancelledAt', attempt);
  return useMemo(() => {
    if (served.status === 'error') return served;
    if (cancelled.status === 'error') return cancelled;
    if (served.status === 'loading' || cancelled.status === 'loading') return { status: 'loading' };
    const latestFirst = [...served.data, ...cancelled.data].sort((a, b) => finishedAt(b).getTime() - finishedAt(a).getTime());
    return { status: 'success', data: latestFirst.slice(0, FINISHED_SHOWN) };
  }, [served, cancelled]);
}
