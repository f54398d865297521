import { useEffect } from 'react';
import type { OrderStatus } from '@campuseats/common/orderStatus';
import { useLiveOrderStatus } from './orders';

/** Follows one order's status through reactfire and reports each change; draws nothing. */
export default function OrderStatusFollower({
  orderId,
  knownStatus,
  onChange,
}: {
  orderId: string;
  knownStatus: OrderStatus;
  onChange: (status: OrderStatus) => void;
}) {
  const status = useLiveOrderStatus(orderId, knownStatus);
  useEffect(() => onChange(status), [status, onChange]);
  return null;
}
