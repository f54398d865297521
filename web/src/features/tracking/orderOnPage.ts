import type { LiveOrder } from '@campuseats/common/liveOrder';
import type { TrackedOrder } from '@campuseats/common/orderLifecycle';

/**
 * What the tracking page's cards draw: the order's live document, or the API's answer for it until the listener has
 * answered (Firestore's code arrives seconds after the page's own on a slow phone). A pickup's code comes with the
 * answer; the live document leaves it to a document of its own.
 */
export type OrderOnPage = Pick<
  LiveOrder,
  | 'id'
  | 'orderNumber'
  | 'vendorName'
  | 'items'
  | 'subtotal'
  | 'deliveryFee'
  | 'platformFee'
  | 'walletApplied'
  | 'total'
  | 'paymentMethod'
  | 'fulfilment'
  | 'address'
  | 'token'
  | 'slot'
  | 'status'
  | 'statusHistory'
  | 'createdAt'
  | 'estimatedDeliveryAt'
  | 'deliveredAt'
  | 'cancelReason'
  | 'rating'
> & { readyEstimate?: { from: Date; to: Date }; pickupCode?: string };

const at = (iso: string) => new Date(iso);
const range = ({ start, end }: { start: string; end: string }) => ({ start: at(start), end: at(end) });

/** GET /orders/{id}'s answer in the live document's terms. */
export function orderOnPageOf(order: TrackedOrder): OrderOnPage {
  return {
    ...order,
    vendorName: order.restaurant.name,
    address: order.deliveryAddress,
    token: order.token ?? undefined,
    slot: order.slot && range(order.slot),
    statusHistory: order.statusHistory.map((change) => ({ status: change.status, at: at(change.at) })),
    createdAt: at(order.date),
    estimatedDeliveryAt: at(order.estimatedDeliveryAt),
    deliveredAt: order.deliveredAt === null ? null : at(order.deliveredAt),
    rating: order.rating ?? undefined,
    readyEstimate: order.readyEstimate ? { from: at(order.readyEstimate.from), to: at(order.readyEstimate.to) } : undefined,
  };
}
