import { FieldValue, type DocumentSnapshot, type Query, type UpdateData } from 'firebase-admin/firestore';
import type { Canceller, OrderDocument, VendorDocument } from '@campuseats/common/documents';
import { busyUntilAt, type BusyMinutes, type OpeningHours } from '@campuseats/common/hours';
import type { SlotSettings } from '@campuseats/common/slotSchemas';
import {
  LIFECYCLE_MESSAGES,
  STUDENT_CANCEL_REASON,
  VENDOR_ORDERS_PAGE_SIZE,
  type TrackedOrder,
  type VendorEatery,
  type VendorOrdersPage,
  type VendorOrdersQuery,
} from '@campuseats/common/orderLifecycle';
import {
  estimatedDeliveryAtMs,
  isServed,
  nextOrderStatus,
  statusAsWords,
  studentCanCancel,
  vendorCanCancel,
  vendorTransitionsFrom,
  type OrderStatus,
} from '@campuseats/common/orderStatus';
import { ApiError, notFound, refused } from '../lib/apiError';
import { ordersCollection, usersCollection, vendorsCollection, type Stored } from '../lib/collections';
import { pageAfter } from '../lib/paging';
import { timed } from '../lib/timings';
import { commitIfUnchanged, type Plan, type PlannedWrite } from '../lib/writes';
import { studentCancelledNotification } from '@campuseats/common/notifications';
import { figuresChange } from './figures';
import { notify } from './notifications';
import { ownOrder, toOrder } from './orders';
import { tellStudentOfStep } from './orderSteps';
import { assertPickupCode, boardWrites, ownPickupCode } from './pickup';
import { slotRelease } from './slots';
import { serverNow } from '../lib/clock';

/** An order document with its history, as the vendor API and the cancel endpoint answer it. */
function toTrackedOrder(id: string, order: OrderDocument): TrackedOrder {
  return {
    ...toOrder(id, order),
    statusHistory: order.statusHistory.map((change) => ({ status: change.status, at: change.at.toISOString() })),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cancelReason: order.cancelReason ?? null,
    cancelledBy: order.cancelledBy ?? null,
    readyEstimate: order.readyEstimate ? { from: order.readyEstimate.from.toISOString(), to: order.readyEstimate.to.toISOString() } : null,
  };
}

const trackedOrderOf = ({ id, data }: Stored<OrderDocument>) => toTrackedOrder(id, data);
const orderRef = (orderId: string) => ordersCollection().doc(orderId);

// The vendor's eatery

function toVendorEatery(id: string, eatery: VendorDocument, now = serverNow()): VendorEatery {
  const busyUntil = busyUntilAt(eatery, now)?.toISOString() ?? null;
  return { id, name: eatery.name, address: eatery.address, isOpen: eatery.isOpen, hours: eatery.hours ?? null, busyUntil, slots: eatery.slots ?? null };
}

/** The eatery whose ownerUid is the account; should two name it, always the first by id. */
export async function findOwnedEatery(uid: string): Promise<VendorEatery> {
  const owned = await timed('eatery.find', () => vendorsCollection().where('ownerUid', '==', uid).limit(1).get());
  const eatery = owned.docs[0];
  if (!eatery) throw new ApiError('not-found', LIFECYCLE_MESSAGES.noEatery);
  return toVendorEatery(eatery.id, eatery.data());
}

/** Sets the eatery's opening hours (null: none, open whenever the switch says so). */
export const setEateryHours = (vendorId: string, hours: OpeningHours | null) => changeEatery(vendorId, { hours: hours ?? FieldValue.delete() });

/** Opens or closes the eatery for new orders (placing an order and adding to a cart check isOpen). */
export const setEateryOpen = (vendorId: string, isOpen: boolean) => changeEatery(vendorId, { isOpen });

/** The busy switch: no new orders for `minutes` from now, after which they resume by themselves; null resumes now. */
export const setEateryBusy = (vendorId: string, minutes: BusyMinutes | null) =>
  changeEatery(vendorId, { busyUntil: minutes === null ? FieldValue.delete() : new Date(serverNow().getTime() + minutes * 60_000) });

/** Sets the eatery's pickup slots (null: none, orders as soon as possible without a cap). */
export const setEaterySlots = (vendorId: string, slots: SlotSettings | null) => changeEatery(vendorId, { slots: slots ?? FieldValue.delete() });

async function changeEatery(vendorId: string, change: UpdateData<VendorDocument>): Promise<VendorEatery> {
  const ref = vendorsCollection().doc(vendorId);
  await ref.update({ ...change, updatedAt: new Date() });
  const eatery = (await ref.get()).data();
  if (!eatery) throw new ApiError('not-found', LIFECYCLE_MESSAGES.noEatery);
  return toVendorEatery(vendorId, eatery);
}

// Reading and moving orders

/** The eatery's orders, newest first, a page at a time, optionally of one status. */
export async function listEateryOrders(vendorId: string, query: VendorOrdersQuery): Promise<VendorOrdersPage> {
  let base: Query<OrderDocument> = ordersCollection().where('vendorId', '==', vendorId);
  if (query.status) base = base.where('status', '==', query.status);
  const cursor = query.cursor ? orderRef(query.cursor) : undefined;
  const { page, nextCursor } = await pageAfter(base.orderBy('createdAt', 'desc'), cursor, VENDOR_ORDERS_PAGE_SIZE, (order) => order.vendorId === vendorId);
  return { orders: page.map(trackedOrderOf), nextCursor };
}

/** 409 with the order's current status, so a console that lost a race can say what happened. */
function refusedTransition(current: OrderStatus, requested: OrderStatus, allowed: OrderStatus[], why?: string): ApiError {
  const allowedText = why ?? (allowed.length > 0 ? `it can only move to ${allowed.map(statusAsWords).join(' or ')}` : 'it cannot change any more');
  return refused(`This order is ${statusAsWords(current)} now: ${allowedText}`, 'invalid-transition', {
    currentStatus: current,
    requestedStatus: requested,
    allowed,
  });
}

/** The answer of a change, and the order before and after it (what follows a step is decided from the two). */
export interface ChangedOrder {
  answer: TrackedOrder;
  before: OrderDocument;
  after: OrderDocument;
}

interface StatusChange {
  status: OrderStatus;
  cancelReason?: string;
  cancelledBy?: Canceller;
}

/** Plans one status change, conditional on the order as read so that of two racing changes one applies; answers the order as it will be. */
export function planChange(order: Stored<OrderDocument>, change: StatusChange, now = serverNow()): Plan<ChangedOrder> {
  const refund = change.status === 'cancelled' ? order.data.walletApplied : 0;
  const update: UpdateData<OrderDocument> & Partial<OrderDocument> = {
    status: change.status,
    statusHistory: [...order.data.statusHistory, { status: change.status, at: now }],
    updatedAt: now,
  };
  if (isServed(change.status)) {
    update.deliveredAt = now;
    update.estimatedDeliveryAt = now;
  } else if (change.status === 'cancelled') {
    update.cancelledAt = now;
    update.cancelReason = change.cancelReason ?? null;
    update.cancelledBy = change.cancelledBy ?? null;
    update.walletRefunded = refund;
  } else {
    update.estimatedDeliveryAt = new Date(estimatedDeliveryAtMs(change.status, now.getTime(), order.data.slot?.end.getTime()));
  }

  // Only what must change with the status; the student hears from the order's trigger (services/orderSteps.ts).
  const writes: PlannedWrite[] = [
    { ref: orderRef(order.id), update },
    ...figuresChange(order.data, change.status, now),
    ...boardWrites(order.id, order.data, change.status),
    ...slotRelease(order.data, change.status, now),
  ];
  if (refund > 0) writes.push({ ref: usersCollection().doc(order.data.uid), merge: { walletBalance: FieldValue.increment(refund), updatedAt: now } });
  const after = { ...order.data, ...update };
  return { value: { answer: toTrackedOrder(order.id, after), before: order.data, after }, writes };
}

/** The order read if `belongs` says it is the caller's; 404 (as for a missing one) otherwise. */
function ownedOrder(snapshot: DocumentSnapshot<OrderDocument>, belongs: (order: OrderDocument) => boolean) {
  const data = snapshot.data();
  if (!data || !belongs(data)) throw notFound('Order');
  return { id: snapshot.id, data };
}

/** A vendor moves an order of their eatery one step on or cancels it; of two racing taps one applies (docs/decisions/0012-order-steps-commit-alone.md). */
export async function moveOrder(
  ownerUid: string,
  orderId: string,
  request: { status: OrderStatus; reason?: string; pickupCode?: string },
): Promise<TrackedOrder> {
  const eatery = findOwnedEatery(ownerUid);
  // Awaited by every attempt below; this keeps a failure from being unhandled should no attempt start.
  eatery.catch(() => undefined);
  const { answer, before, after } = await commitIfUnchanged(async (reads) => {
    const [{ id: vendorId }, snapshot] = await Promise.all([eatery, reads.get(orderRef(orderId))]);
    const order = ownedOrder(snapshot, (data) => data.vendorId === vendorId);
    const current = order.data.status;
    const allowed = vendorTransitionsFrom(current, order.data.fulfilment);
    if (request.status === 'cancelled') {
      if (!vendorCanCancel(current)) throw refusedTransition(current, request.status, allowed);
      return planChange(order, { status: 'cancelled', cancelReason: request.reason, cancelledBy: 'vendor' });
    }
    if (request.status !== nextOrderStatus(current, order.data.fulfilment)) throw refusedTransition(current, request.status, allowed);
    if (request.status === 'collected') await assertPickupCode(reads, order.id, request.pickupCode);
    return planChange(order, { status: request.status });
  });
  // The fast way to tell the student; the trigger writes the same notification should this stop (docs/decisions/0012-order-steps-commit-alone.md).
  tellStudentOfStep(orderId, before, after).catch((error: unknown) => console.error('order step: the trigger will tell the student', error));
  return answer;
}

/** A student's own order with its history and pickup code, as the tracking page first draws it (GET /api/v1/orders/{id}). */
export async function trackedOwnOrder(uid: string, orderId: string): Promise<TrackedOrder> {
  const order = ownOrder(await ordersCollection().doc(orderId).get(), uid);
  return { ...toTrackedOrder(orderId, order), pickupCode: await ownPickupCode(orderId, order) };
}

/** A student cancels their own order, only while it is placed; any wallet share goes back at once. */
export async function cancelOwnOrder(uid: string, orderId: string, reason: string | undefined): Promise<TrackedOrder> {
  return commitIfUnchanged(async (reads) => {
    const order = ownedOrder(await reads.get(orderRef(orderId)), (data) => data.uid === uid);
    const current = order.data.status;
    if (!studentCanCancel(current)) throw refusedTransition(current, 'cancelled', [], 'only an order the eatery has not accepted yet can be cancelled');
    const cancelReason = reason ?? STUDENT_CANCEL_REASON;
    const { value, writes } = planChange(order, { status: 'cancelled', cancelReason, cancelledBy: 'student' });
    // The eatery's vendor hears of it (read, not written: a change of owner meanwhile does not hold this up).
    const ownerUid = (await reads.get(vendorsCollection().doc(order.data.vendorId))).data()?.ownerUid;
    if (ownerUid) writes.push(notify(ownerUid, studentCancelledNotification(order.data, reason), order.id));
    return { value: value.answer, writes };
  });
}
