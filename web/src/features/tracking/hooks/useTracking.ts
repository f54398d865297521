import { doc, limit, orderBy, query, where } from 'firebase/firestore';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { liveOrders, livePickupCodes } from '@/lib/live/collections';
import type { LiveReview } from '@/lib/live/converters';
import { liveOrderRef } from '@/lib/live/orders';
import { reviewChanges } from '@/lib/live/reviews';
import { documentChanges, queryChanges } from '@/lib/live/sources';
import { useLiveSnapshot, usePausableSnapshot, type LiveState, type PausableState } from '@/lib/live/useLiveSnapshot';

/** How many of the student's orders the "Your Orders" list shows. */
const RECENT_ORDERS = 10;

/** The order on the page, followed while `live` (null when Firestore has no such document for us). */
export function useTrackedOrder(orderId: string | null, live: boolean, attempt: number): PausableState<LiveOrder | null> {
  return usePausableSnapshot(orderId ? `tracked-order:${orderId}:${attempt}` : null, () => documentChanges(liveOrderRef(orderId ?? '')), live);
}

/** "Your Orders": the student's latest orders, newest first (index: uid, createdAt desc). */
export function useRecentOrders(uid: string | null, live: boolean, attempt: number): PausableState<LiveOrder[]> {
  return usePausableSnapshot(
    uid ? `recent-orders:${uid}:${attempt}` : null,
    () => queryChanges(query(liveOrders, where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(RECENT_ORDERS))),
    live,
  );
}

/** The student's review of a rated order (the rules refuse a read of one not written yet, so only once it is rated). */
export function useOwnReview(orderId: string, live: boolean): PausableState<LiveReview | null> {
  return usePausableSnapshot(`own-review:${orderId}`, () => reviewChanges(orderId), live);
}

/** A pickup's 4-digit code, which the rules let only its student read. */
export function usePickupCode(orderId: string): LiveState<string | null> {
  return useLiveSnapshot(`pickup-code:${orderId}`, () => documentChanges(doc(livePickupCodes, orderId)));
}
