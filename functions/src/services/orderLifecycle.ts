import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
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
  isOrderStatus,
  nextOrderStatus,
  statusAsWords,
  studentCanCancel,
  vendorCanCancel,
  vendorTransitionsFrom,
  type OrderStatus,
} from '@campuseats/common/orderStatus';
import { ApiError, notFound } from '../lib/apiError';
import { commitIfUnchanged, type Plan, type PlannedWrite } from '../lib/writes';
import { orderFromData, ordersCollection } from './orders';
import { vendorsCollection } from './restaurants';
import { usersCollection } from './wallet';

const isoOrNull = (value: unknown): string | null => (value instanceof Timestamp ? value.toDate().toISOString() : null);

function historyOf(data: DocumentData): { status: OrderStatus; at: Timestamp }[] {
  const history: unknown = data.statusHistory;
  if (!Array.isArray(history)) return [];
  return history.filter((entry): entry is { status: OrderStatus; at: Timestamp } => isOrderStatus(entry?.status) && entry?.at instanceof Timestamp);
}

/** An order document with its history, as the vendor API and the cancel endpoint answer it. */
export function toTrackedOrder(id: string, data: DocumentData): TrackedOrder {
  const cancelledBy: unknown = data.cancelledBy;
  return {
    ...orderFromData(id, data),
    statusHistory: historyOf(data).map((change) => ({ status: change.status, at: change.at.toDate().toISOString() })),
    deliveredAt: isoOrNull(data.deliveredAt),
    cancelledAt: isoOrNull(data.cancelledAt),
    cancelReason: typeof data.cancelReason === 'string' ? data.cancelReason : null,
    cancelledBy: cancelledBy === 'vendor' || cancelledBy === 'student' ? cancelledBy : null,
  };
}

const trackedOrderOf = (snapshot: DocumentSnapshot) => toTrackedOrder(snapshot.id, snapshot.data() ?? {});

// ---------------------------------------------------------------------------------------------------------
// The vendor's eatery

function toVendorEatery(snapshot: DocumentSnapshot): VendorEatery {
  return {
    id: snapshot.id,
    name: String(snapshot.get('name') ?? ''),
    address: String(snapshot.get('address') ?? ''),
    isOpen: snapshot.get('isOpen') !== false,
  };
}

/**
 * The eatery a vendor account runs: vendors/{id}.ownerUid is the account's uid. One account runs one eatery
 * (PATCH /vendor/restaurant names no eatery); should two name the same owner, the first by id (Firestore's
 * default order) is the one, always the same.
 */
export async function findOwnedEatery(uid: string): Promise<VendorEatery> {
  const owned = await vendorsCollection().where('ownerUid', '==', uid).limit(1).get();
  const eatery = owned.docs[0];
  if (!eatery) throw new ApiError('not-found', LIFECYCLE_MESSAGES.noEatery);
  return toVendorEatery(eatery);
}

/** Opens or closes the eatery for new orders (placing an order and adding to a cart check isOpen). */
export async function setEateryOpen(vendorId: string, isOpen: boolean): Promise<VendorEatery> {
  const ref = vendorsCollection().doc(vendorId);
  await ref.update({ isOpen, updatedAt: Timestamp.now() });
  return toVendorEatery(await ref.get());
}

// ---------------------------------------------------------------------------------------------------------
// Reading and moving orders

/** The eatery's orders, newest first, a page at a time, optionally of one status. */
export async function listEateryOrders(vendorId: string, query: VendorOrdersQuery): Promise<VendorOrdersPage> {
  let base: Query = ordersCollection().where('vendorId', '==', vendorId);
  if (query.status) base = base.where('status', '==', query.status);
  base = base.orderBy('createdAt', 'desc');
  if (query.cursor) {
    const cursor = await ordersCollection().doc(query.cursor).get();
    if (!cursor.exists || cursor.get('vendorId') !== vendorId) throw new ApiError('invalid-argument', 'Invalid cursor');
    base = base.startAfter(cursor);
  }
  const snapshot = await base.limit(VENDOR_ORDERS_PAGE_SIZE + 1).get();
  const page = snapshot.docs.slice(0, VENDOR_ORDERS_PAGE_SIZE);
  const last = page.at(-1);
  return { orders: page.map(trackedOrderOf), nextCursor: snapshot.size > VENDOR_ORDERS_PAGE_SIZE && last ? last.id : null };
}

function statusOf(order: DocumentSnapshot): OrderStatus {
  const status: unknown = order.get('status');
  if (!isOrderStatus(status)) throw new ApiError('failed-precondition', 'This order has an unknown status', { reason: 'unknown-status' });
  return status;
}

/** 409 with the order's current status, so a console that lost a race can say what happened. */
function refusedTransition(current: OrderStatus, requested: OrderStatus, allowed: OrderStatus[]): ApiError {
  const allowedText = allowed.length > 0 ? `it can only move to ${allowed.map(statusAsWords).join(' or ')}` : 'it cannot change any more';
  return new ApiError('aborted', `This order is ${statusAsWords(current)} now: ${allowedText}`, {
    reason: 'invalid-transition',
    currentStatus: current,
    requestedStatus: requested,
    allowed,
  });
}

interface StatusChange {
  status: OrderStatus;
  cancelReason?: string;
  cancelledBy?: 'vendor' | 'student';
}

/**
 * Plans one status change: the status, one more {status, at} in the history, the new estimate, deliveredAt on
 * delivery, and on a cancel the reason and the wallet refund (an increment: it needs no read of the wallet).
 * The order's write is conditional on the version read, so of two racing changes one applies and the other
 * decides again on what the first wrote. Answers the order as it will be.
 */
function planChange(order: DocumentSnapshot, change: StatusChange): Plan<TrackedOrder> {
  const data = order.data() ?? {};
  const refund = change.status === 'cancelled' ? Math.max(0, Number(data.walletApplied ?? 0)) : 0;
  const now = Timestamp.now();
  const update: DocumentData = {
    status: change.status,
    statusHistory: [...historyOf(data), { status: change.status, at: now }],
    updatedAt: now,
  };
  if (change.status === 'delivered') {
    update.deliveredAt = now;
    update.estimatedDeliveryAt = now;
  } else if (change.status === 'cancelled') {
    update.cancelledAt = now;
    update.cancelReason = change.cancelReason ?? null;
    update.cancelledBy = change.cancelledBy ?? null;
    update.walletRefunded = refund;
  } else {
    update.estimatedDeliveryAt = Timestamp.fromMillis(estimatedDeliveryAtMs(change.status, now.toMillis()));
  }

  const writes: PlannedWrite[] = [{ ref: order.ref, update }];
  if (refund > 0) writes.push({ ref: usersCollection().doc(String(data.uid)), merge: { walletBalance: FieldValue.increment(refund), updatedAt: now } });
  return { value: toTrackedOrder(order.id, { ...data, ...update }), writes };
}

/**
 * A vendor moves one of their eatery's orders: to its next step, or to cancelled (from placed or accepted,
 * with a reason). Two taps racing on one order move it once: the second one's write finds the order changed,
 * reads the status the first one wrote, and is refused with 409.
 */
export async function moveOrder(vendorId: string, orderId: string, request: { status: OrderStatus; reason?: string }): Promise<TrackedOrder> {
  return commitIfUnchanged(async (reads) => {
    const order = await reads.get(ordersCollection().doc(orderId));
    if (!order.exists || order.get('vendorId') !== vendorId) throw notFound('Order');
    const current = statusOf(order);
    const allowed = vendorTransitionsFrom(current);
    if (request.status === 'cancelled') {
      if (!vendorCanCancel(current)) throw refusedTransition(current, request.status, allowed);
      return planChange(order, { status: 'cancelled', cancelReason: request.reason, cancelledBy: 'vendor' });
    }
    if (request.status !== nextOrderStatus(current)) throw refusedTransition(current, request.status, allowed);
    return planChange(order, { status: request.status });
  });
}

/** A student cancels their own order, only while it is placed; any wallet share goes back at once. */
export async function cancelOwnOrder(uid: string, orderId: string, reason: string | undefined): Promise<TrackedOrder> {
  return commitIfUnchanged(async (reads) => {
    const order = await reads.get(ordersCollection().doc(orderId));
    if (!order.exists || order.get('uid') !== uid) throw notFound('Order');
    const current = statusOf(order);
    if (!studentCanCancel(current)) {
      throw new ApiError('aborted', `This order is ${statusAsWords(current)} now: only an order the eatery has not accepted yet can be cancelled`, {
        reason: 'invalid-transition',
        currentStatus: current,
        requestedStatus: 'cancelled',
        allowed: [],
      });
    }
    return planChange(order, { status: 'cancelled', cancelReason: reason ?? STUDENT_CANCEL_REASON, cancelledBy: 'student' });
  });
}
