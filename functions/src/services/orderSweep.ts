import type { Query } from 'firebase-admin/firestore';
import type { OrderDocument } from '@campuseats/common/documents';
import { isUnaccepted, UNACCEPTED_CANCEL_REASON, unacceptedCutoff, unacceptedOrders } from '@campuseats/common/orderSweep';
import { ordersCollection, readableDocuments } from '../lib/collections';
import { commitIfUnchanged } from '../lib/writes';
import { planChange, type ChangedOrder } from './orderLifecycle';
import { tellStudentOfStep } from './orderSteps';

// Nothing waits forever (docs/decisions/0019-busy-switch-ready-times-sweep.md): unaccepted orders are cancelled by schedule or on demand.

/** Orders one sweep cancels at most; a run every minute takes the rest. */
const SWEEP_BATCH = 200;

/** Cancels a picked order if it is still unaccepted on a fresh read: a vendor accepting it meanwhile wins the conditional write. */
async function cancelUnaccepted(orderId: string, now: Date): Promise<boolean> {
  const changed = await commitIfUnchanged<ChangedOrder | null>(async (reads) => {
    const data = (await reads.get(ordersCollection().doc(orderId))).data();
    if (!data || !isUnaccepted(data, now)) return { value: null, writes: [] };
    return planChange({ id: orderId, data }, { status: 'cancelled', cancelReason: UNACCEPTED_CANCEL_REASON, cancelledBy: 'app' }, now);
  });
  if (!changed) return false;
  // The order's trigger writes the same notification (same id) should this stop first (services/orderSteps.ts).
  await tellStudentOfStep(orderId, changed.before, changed.after);
  return true;
}

/** Cancels every order (of one eatery, if given) that the sweep at `now` picks, and answers their ids. */
export async function sweepUnacceptedOrders(now: Date, vendorId?: string): Promise<string[]> {
  let query: Query<OrderDocument> = ordersCollection();
  if (vendorId) query = query.where('vendorId', '==', vendorId);
  const snapshot = await query
    .where('status', '==', 'placed')
    .where('createdAt', '<=', unacceptedCutoff(now))
    .orderBy('createdAt', 'desc')
    .limit(SWEEP_BATCH)
    .get();
  const placed = readableDocuments(snapshot.docs).map(({ id, data }) => ({ id, ...data }));
  const due = unacceptedOrders(placed, now);
  const cancelled = await Promise.all(due.map(async (order) => ((await cancelUnaccepted(order.id, now)) ? order.id : null)));
  return cancelled.filter((id) => id !== null);
}
