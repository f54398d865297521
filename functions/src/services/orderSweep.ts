import type { Query } from 'firebase-admin/firestore';
import type { OrderDocument } from '@campuseats/common/documents';
import { isUnaccepted, UNACCEPTED_CANCEL_REASON, unacceptedCutoff, unacceptedOrders } from '@campuseats/common/orderSweep';
import { ordersCollection, readableDocuments } from '../lib/collections';
import { ApiError } from '../lib/apiError';
import { commitIfUnchanged } from '../lib/writes';
import { planChange, type ChangedOrder } from './orderLifecycle';
import { tellStudentOfStep } from './orderSteps';
import { redrawQueue } from './readyEstimates';

// Nothing waits forever (docs/decisions/0019-busy-switch-ready-times-sweep.md): unaccepted orders are cancelled by schedule or on demand.

/** Orders one sweep cancels at most; a run every minute takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Cancels a picked order if it is still unaccepted on a fresh read: a vendor accepting it meanwhile wins the
 * conditional write. One that cannot be written in time is left for the next sweep, so the answer names only what
 * was cancelled.
 */
async function cancelUnaccepted(orderId: string, now: Date): Promise<boolean> {
  const changed = await commitIfUnchanged<ChangedOrder | null>(async (reads) => {
    const data = (await reads.get(ordersCollection().doc(orderId))).data();
    if (!data || !isUnaccepted(data, now)) return { value: null, writes: [] };
    return planChange({ id: orderId, data }, { status: 'cancelled', cancelReason: UNACCEPTED_CANCEL_REASON, cancelledBy: 'app' }, now);
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'unavailable') return null;
    throw error;
  });
  if (!changed) return false;
  // The order's trigger writes the same notification (same id) should this stop first (services/orderSteps.ts).
  await tellStudentOfStep(orderId, changed.before, changed.after);
  return true;
}

/**
 * Cancels every order (of one eatery, if given) that the sweep at `now` picks, and answers their ids. Each eatery's
 * queue is redrawn once afterwards (its trigger skips the sweep's cancellations): redrawn per order, each redraw
 * rewrote the queue the other cancellations were reading, and a backlog's work grew with its square.
 */
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
  const cancelled = (await Promise.all(due.map(async (order) => ((await cancelUnaccepted(order.id, now)) ? order : null)))).filter((order) => order !== null);
  const eateries = new Set(cancelled.map((order) => order.vendorId));
  await Promise.all(
    [...eateries].map((eatery) => redrawQueue(eatery, now).catch((error: unknown) => console.warn('sweep: ready ranges not redrawn', eatery, error))),
  );
  return cancelled.map((order) => order.id);
}
