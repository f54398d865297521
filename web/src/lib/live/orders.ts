import { doc, limit, orderBy, query, where } from 'firebase/firestore';
import { ACTIVE_ORDER_STATUSES, isFinalStatus, type OrderStatus } from '@campuseats/common/orderStatus';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { liveOrders } from './collections';
import { documentChanges, queryChanges } from './sources';
import { useLiveSnapshot, type LiveState } from './useLiveSnapshot';

export const liveOrderRef = (orderId: string) => doc(liveOrders, orderId);

/** The live status of an order a card drew from the API, starting from what the card knows; a finished order is not listened to. */
export function useLiveOrderStatus(orderId: string, knownStatus: OrderStatus): OrderStatus {
  const follow = !isFinalStatus(knownStatus);
  const state = useLiveSnapshot(follow ? `order-status:${orderId}` : null, () => documentChanges(liveOrderRef(orderId)));
  return state.status === 'success' && state.data ? state.data.status : knownStatus;
}

/** The student's orders still on their way, newest first (index: uid, status, createdAt desc). */
export function useActiveOrders(uid: string | null): LiveState<LiveOrder[]> {
  return useLiveSnapshot(uid ? `active-orders:${uid}` : null, () =>
    queryChanges(query(liveOrders, where('uid', '==', uid), where('status', 'in', [...ACTIVE_ORDER_STATUSES]), orderBy('createdAt', 'desc'), limit(5))),
  );
}
