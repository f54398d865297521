import { doc, limit, orderBy, query, where } from 'firebase/firestore';
import { ACTIVE_ORDER_STATUSES } from '@campuseats/common/orderStatus';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { liveOrders } from './collections';
import { queryChanges } from './sources';
import { useLiveSnapshot, type LiveState } from './useLiveSnapshot';

export const liveOrderRef = (orderId: string) => doc(liveOrders, orderId);

/** The student's orders still on their way, newest first (index: uid, status, createdAt desc). */
export function useActiveOrders(uid: string | null): LiveState<LiveOrder[]> {
  return useLiveSnapshot(uid ? `active-orders:${uid}` : null, () =>
    queryChanges(query(liveOrders, where('uid', '==', uid), where('status', 'in', [...ACTIVE_ORDER_STATUSES]), orderBy('createdAt', 'desc'), limit(5))),
  );
}
