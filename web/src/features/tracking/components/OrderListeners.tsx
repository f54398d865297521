import { useLayoutEffect } from 'react';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { documentIdSchema } from '@campuseats/common/restaurants';
import { isPermissionDenied, type LiveState, type PausableState } from '@/lib/live/useLiveSnapshot';
import { useRecentOrders, useTrackedOrder } from '../hooks/useTracking';

/** What the listeners say of the order on the page. */
export type ListenedOrder = { status: 'loading' } | { status: 'not-found' } | { status: 'error'; error: Error } | { status: 'seen'; order: LiveOrder };

export interface Listened {
  order: ListenedOrder;
  /** "Your Orders": the student's recent orders. */
  recent: PausableState<LiveOrder[]>;
}

function listenedOrder(validId: string | null, order: LiveState<LiveOrder | null>): ListenedOrder {
  if (!validId || (order.status === 'success' && order.data === null) || (order.status === 'error' && isPermissionDenied(order.error))) {
    return { status: 'not-found' };
  }
  if (order.status === 'error') return { status: 'error', error: order.error };
  return order.status === 'success' && order.data ? { status: 'seen', order: order.data } : { status: 'loading' };
}

interface OrderListenersProps {
  uid: string;
  orderId: string;
  live: boolean;
  /** Raised by Retry: a new listen. */
  attempt: number;
  onChange: (listened: Listened) => void;
}

/**
 * Follows the page's order and the student's recent ones through Firestore, drawing nothing: the page draws what it
 * is told, so the cards a student is using (an open dialog, a rating) stay when this code arrives and takes over.
 */
export function OrderListeners({ uid, orderId, live, attempt, onChange }: OrderListenersProps) {
  const validId = documentIdSchema.safeParse(orderId).success ? orderId : null;
  const order = useTrackedOrder(validId, live, attempt);
  const recent = useRecentOrders(uid, live, attempt);
  // Before the browser paints: the page never shows the last order's answer under a new id.
  useLayoutEffect(() => onChange({ order: listenedOrder(validId, order), recent }), [validId, order, recent, onChange]);
  return null;
}
