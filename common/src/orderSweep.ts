// No zod: the sweep's rule, shared by the scheduled function, the admin endpoint and their tests.
import type { OrderStatus } from './orderStatus';

/** An order not accepted within this many minutes is cancelled and refunded (docs/product.md#order-statuses). */
export const ACCEPT_WITHIN_MINUTES = 10;
const ACCEPT_WITHIN_MS = ACCEPT_WITHIN_MINUTES * 60_000;

/** The reason the student reads on the cancelled order and in the notification. */
export const UNACCEPTED_CANCEL_REASON = `The eatery did not accept it within ${ACCEPT_WITHIN_MINUTES} minutes. Any wallet amount has been refunded.`;

/** The latest placing time of an order the sweep at `now` cancels. */
export const unacceptedCutoff = (now: Date): Date => new Date(now.getTime() - ACCEPT_WITHIN_MS);

/** Whether the sweep at `now` cancels `order`: still placed, and placed at least ACCEPT_WITHIN_MINUTES before. */
export const isUnaccepted = (order: { status: OrderStatus; createdAt: Date }, now: Date): boolean =>
  order.status === 'placed' && order.createdAt.getTime() <= unacceptedCutoff(now).getTime();

/** The orders the sweep at `now` cancels, in the order given. */
export const unacceptedOrders = <Order extends { status: OrderStatus; createdAt: Date }>(orders: readonly Order[], now: Date): Order[] =>
  orders.filter((order) => isUnaccepted(order, now));

/** Whether a change is one of the sweep's cancellations: the sweep redraws its eateries' queues once, not once per order. */
export const isSweepCancellation = (order: { status: OrderStatus; cancelledBy?: string | null }): boolean =>
  order.status === 'cancelled' && order.cancelledBy === 'app';
