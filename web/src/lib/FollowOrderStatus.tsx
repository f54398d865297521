import { lazy, Suspense } from 'react';
import { isFinalStatus, type OrderStatus } from '@campuseats/common/orderStatus';

// Firestore and reactfire come in their own chunk, after the page that uses this has drawn what the API answered.
const OrderStatusFollower = lazy(async () => ({ default: (await import('./live/followers')).OrderStatusFollower }));

/** Calls `onChange` as an order's live status changes, rendering nothing; a delivered or cancelled order never changes, so it is not followed. */
export function FollowOrderStatus({ orderId, knownStatus, onChange }: { orderId: string; knownStatus: OrderStatus; onChange: (status: OrderStatus) => void }) {
  if (isFinalStatus(knownStatus)) return null;
  return (
    <Suspense fallback={null}>
      <OrderStatusFollower orderId={orderId} knownStatus={knownStatus} onChange={onChange} />
    </Suspense>
  );
}
