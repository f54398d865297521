import { useEffect } from 'react';
import { doc } from 'firebase/firestore';
import { eateryStateAt, type EateryState } from '@campuseats/common/eateryState';
import type { OrderStatus } from '@campuseats/common/orderStatus';
import type { MenuItem } from '@campuseats/common/restaurants';
import { liveEateries, liveMenuItems } from './collections';
import { liveOrderRef } from './orders';
import { documentChanges, queryChanges } from './sources';
import { useLiveSnapshot } from './useLiveSnapshot';

// The followers FollowMenu and FollowOrderStatus load in their own chunk: each draws nothing and reports every change.

/** The browser's cache may hold none or old dishes, so only the server's answers count: the API's menu is the better guess. */
export function MenuFollower({ eateryId, onChange }: { eateryId: string; onChange: (dishes: MenuItem[]) => void }) {
  const dishes = useLiveSnapshot(`menu:${eateryId}`, () => queryChanges(liveMenuItems(eateryId), { serverOnly: true }));
  // A failed listen leaves the menu as the API served it: the cart and checkout check every dish again anyway.
  const data = dishes.status === 'success' ? dishes.data : null;
  useEffect(() => {
    if (data) onChange(data);
  }, [data, onChange]);
  return null;
}

/**
 * The eatery's open/closed state as its vendor's switches leave it, from the server's answers only (like MenuFollower),
 * reported when it differs from the state `shown`: a menu is not drawn again to say what it already says.
 */
export function EateryStateFollower({ eateryId, shown, onChange }: { eateryId: string; shown: EateryState; onChange: (state: EateryState) => void }) {
  const eatery = useLiveSnapshot(`menu-eatery:${eateryId}`, () => documentChanges(doc(liveEateries, eateryId), { serverOnly: true }));
  const data = eatery.status === 'success' ? eatery.data : null;
  const { isOpen, opensAt, busyUntil } = shown;
  useEffect(() => {
    if (!data) return;
    const state = eateryStateAt(data, new Date());
    if (state.isOpen !== isOpen || state.opensAt !== opensAt || state.busyUntil !== busyUntil) onChange(state);
  }, [data, isOpen, opensAt, busyUntil, onChange]);
  return null;
}

/** An order's live status, starting from what its card knows (FollowOrderStatus never follows a finished order). */
export function OrderStatusFollower({
  orderId,
  knownStatus,
  onChange,
}: {
  orderId: string;
  knownStatus: OrderStatus;
  onChange: (status: OrderStatus) => void;
}) {
  const state = useLiveSnapshot(`order-status:${orderId}`, () => documentChanges(liveOrderRef(orderId)));
  const status = state.status === 'success' && state.data ? state.data.status : knownStatus;
  useEffect(() => onChange(status), [status, onChange]);
  return null;
}
