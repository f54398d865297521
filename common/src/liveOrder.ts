import type { OrderDocument } from './documents';

/** orders/{orderId} with its id, as the web app's Firestore listeners read it. */
export type LiveOrder = Omit<OrderDocument, 'deliveredAt' | 'cancelReason'> & {
  id: string;
  /** Null until delivered. */
  deliveredAt: Date | null;
  /** Null unless cancelled with a reason. */
  cancelReason: string | null;
};

export function liveOrderOf(id: string, order: OrderDocument): LiveOrder {
  return { ...order, id, deliveredAt: order.deliveredAt ?? null, cancelReason: order.cancelReason ?? null };
}

/** What a customer paid for the order in all: what they pay on delivery plus what the wallet covered. */
export function orderValue(order: Pick<LiveOrder, 'total' | 'walletApplied'>): number {
  return order.total + order.walletApplied;
}
