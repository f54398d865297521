import type { OrderDocument } from '@campuseats/common/documents';
import { campusDay, campusDayStart } from '@campuseats/common/istTime';
import { FINISHED_STATUSES, istHourOf, PACE_SAMPLES, readyMinutes, readyRange, type PaceHistory, type PaceSample } from '@campuseats/common/readyTimes';
import { isSweepCancellation } from '@campuseats/common/orderSweep';
import { isWaiting, WAITING_STATUSES } from '@campuseats/common/orderStatus';
import { ordersCollection, readableDocuments } from '../lib/collections';
import { commitIfUnchanged, type PlannedWrite } from '../lib/writes';

// Ready ranges (docs/product.md#order-tracking): given when placed, moved whenever an order leaves the queue.

type ReadyEstimate = NonNullable<OrderDocument['readyEstimate']>;

/** What a finished order teaches: the orders ahead of it when placed, and its minutes placed → ready. */
function sampleOf(order: OrderDocument): PaceSample | null {
  const readyAt = order.statusHistory.find((change) => change.status === 'ready')?.at;
  if (!readyAt || !order.readyEstimate) return null;
  return { ahead: order.readyEstimate.ahead, minutes: (readyAt.getTime() - order.createdAt.getTime()) / 60_000 };
}
const samplesOf = (orders: readonly OrderDocument[]) =>
  orders
    .map(sampleOf)
    .filter((sample) => sample !== null)
    .slice(0, PACE_SAMPLES);

/** The eatery's latest finished orders, and those placed in the same IST hour on earlier days (newest first). */
async function paceHistory(vendorId: string, at: Date): Promise<PaceHistory> {
  const ofEatery = ordersCollection().where('vendorId', '==', vendorId);
  const [latest, sameHour] = await Promise.all([
    ofEatery.where('status', 'in', FINISHED_STATUSES).orderBy('createdAt', 'desc').limit(PACE_SAMPLES).get(),
    ofEatery
      .where('readyEstimate.hour', '==', istHourOf(at))
      .where('createdAt', '<', campusDayStart(campusDay(at)))
      .orderBy('createdAt', 'desc')
      .limit(2 * PACE_SAMPLES)
      .get(),
  ]);
  const read = (docs: typeof latest.docs) => readableDocuments(docs).map(({ data }) => data);
  return { today: samplesOf(read(latest.docs)), sameHour: samplesOf(read(sameHour.docs)) };
}

/** The estimate of an order of `vendorId` placed at `placedAt`: how many orders are ahead of it, and the range. */
export async function estimateReady(vendorId: string, placedAt: Date): Promise<ReadyEstimate> {
  const [history, waiting] = await Promise.all([
    paceHistory(vendorId, placedAt),
    ordersCollection().where('vendorId', '==', vendorId).where('status', 'in', WAITING_STATUSES).count().get(),
  ]);
  const ahead = waiting.data().count;
  const minutes = readyMinutes(history, ahead);
  return { ...readyRange(minutes, placedAt), ahead, hour: istHourOf(placedAt), basis: minutes.basis };
}

/** When an order leaves its eatery's queue, the orders still waiting there get their ranges drawn again from now. */
export async function moveQueueEstimates(before: OrderDocument, after: OrderDocument, now: Date): Promise<void> {
  if (!isWaiting(before.status) || isWaiting(after.status) || isSweepCancellation(after)) return;
  await redrawQueue(after.vendorId, now);
}

/** Draws the ranges of the orders waiting at `vendorId` again from now. */
export async function redrawQueue(vendorId: string, now: Date): Promise<void> {
  const history = await paceHistory(vendorId, now);
  await commitIfUnchanged(async (reads) => {
    const waiting = await reads.query(
      ordersCollection().where('vendorId', '==', vendorId).where('status', 'in', WAITING_STATUSES).orderBy('createdAt', 'desc'),
    );
    const queue = readableDocuments(waiting.docs).reverse();
    const writes: PlannedWrite[] = queue.flatMap(({ id, data }, ahead): PlannedWrite[] => {
      if (!data.readyEstimate) return [];
      const { from, to } = readyRange(readyMinutes(history, ahead), now);
      if (from.getTime() === data.readyEstimate.from.getTime() && to.getTime() === data.readyEstimate.to.getTime()) return [];
      return [{ ref: ordersCollection().doc(id), update: { 'readyEstimate.from': from, 'readyEstimate.to': to } }];
    });
    return { value: undefined, writes };
  });
}
