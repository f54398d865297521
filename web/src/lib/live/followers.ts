import { useEffect } from 'react';
import type { OrderStatus } from '@campuseats/common/orderStatus';
import type { MenuItem } from '@campuseats/common/restaurants';
import { liveMenuItems } from './collections';
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
