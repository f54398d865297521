import type { Fulfilment } from './pickup';
import { REVIEW_EDIT_WINDOW_MS } from './ratings';

/** An order's lifecycle, in order, with its transition rules beside it. */
export const ORDER_STATUSES = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'collected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const PROCESSING_LABEL = 'Processing';

/** The past-orders label (docs/product.md#order-statuses): its filter's, so Processing for any status none names. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_FILTERS.find((filter) => (filter.statuses as readonly string[]).includes(status))?.label ?? PROCESSING_LABEL;
}

/** One past-orders filter per label, so "Processing" finds every status shown as Processing. */
export const ORDER_STATUS_FILTERS = [
  { value: 'processing', label: PROCESSING_LABEL, statuses: ['placed', 'accepted', 'ready'] },
  { value: 'preparing', label: 'Preparing', statuses: ['preparing'] },
  { value: 'out_for_delivery', label: 'Out for Delivery', statuses: ['out_for_delivery'] },
  { value: 'delivered', label: 'Delivered', statuses: ['delivered'] },
  { value: 'collected', label: 'Collected', statuses: ['collected'] },
  { value: 'cancelled', label: 'Cancelled', statuses: ['cancelled'] },
] as const satisfies readonly { value: string; label: string; statuses: readonly OrderStatus[] }[];
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number]['value'];
export const ORDER_STATUS_FILTER_VALUES = ORDER_STATUS_FILTERS.map((filter) => filter.value) as [OrderStatusFilter, ...OrderStatusFilter[]];

export function statusesOfFilter(filter: OrderStatusFilter): readonly OrderStatus[] {
  return ORDER_STATUS_FILTERS.find((candidate) => candidate.value === filter)?.statuses ?? [];
}

/** The action an order card offers (docs/product.md#past-orders). */
type OrderCardAction = 'reorder' | 'track' | 'details';
export function orderCardAction(status: string): OrderCardAction {
  if (isFinalStatus(status)) return 'reorder';
  if (status === 'out_for_delivery') return 'track';
  return 'details';
}

// The lifecycle: who may move an order where, and what the student is told meanwhile.

/** The forward path of a delivered order, placed to delivered; `cancelled` is a side exit (see canCancel). */
const ORDER_PROGRESS = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const satisfies readonly OrderStatus[];
/** The forward path of a pickup at the counter: ready means ready for pickup, and the counter marks it collected. */
const PICKUP_PROGRESS = ['placed', 'accepted', 'preparing', 'ready', 'collected'] as const satisfies readonly OrderStatus[];
export type ProgressStatus = (typeof ORDER_PROGRESS)[number] | (typeof PICKUP_PROGRESS)[number];

/** The forward path of an order delivered or picked up. */
export function progressOf(fulfilment: Fulfilment): readonly ProgressStatus[] {
  return fulfilment === 'pickup' ? PICKUP_PROGRESS : ORDER_PROGRESS;
}

/** Statuses after which nothing changes any more. */
export const FINAL_ORDER_STATUSES = ['delivered', 'collected', 'cancelled'] as const satisfies readonly OrderStatus[];
/** Statuses an order is still moving through: what the kitchen works on and the student waits for. */
export const ACTIVE_ORDER_STATUSES = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'] as const satisfies readonly OrderStatus[];

/** Statuses in which the student has their food: it may be rated from then on. */
export const SERVED_STATUSES = ['delivered', 'collected'] as const satisfies readonly OrderStatus[];

export function isServed(status: string): boolean {
  return (SERVED_STATUSES as readonly string[]).includes(status);
}

export function isFinalStatus(status: string): boolean {
  return (FINAL_ORDER_STATUSES as readonly string[]).includes(status);
}

type ForwardStatus = Exclude<ProgressStatus, 'placed'>;

/** The one step a vendor may take an order forward to, or null when it has nowhere further to go. */
export function nextOrderStatus(status: OrderStatus, fulfilment: Fulfilment = 'delivery'): ForwardStatus | null {
  const progress = progressOf(fulfilment);
  const at = (progress as readonly OrderStatus[]).indexOf(status);
  return at === -1 || at === progress.length - 1 ? null : (progress[at + 1] as ForwardStatus);
}

/** A vendor may cancel an order until the kitchen starts on it: from placed or accepted. */
export function vendorCanCancel(status: OrderStatus): boolean {
  return status === 'placed' || status === 'accepted';
}

/** A student may cancel their own order only while the eatery has not accepted it yet. */
export function studentCanCancel(status: OrderStatus): boolean {
  return status === 'placed';
}

/** Every status a vendor may move an order to from `status`: the next step, and cancelled while allowed. */
export function vendorTransitionsFrom(status: OrderStatus, fulfilment: Fulfilment = 'delivery'): OrderStatus[] {
  const next = nextOrderStatus(status, fulfilment);
  return [...(next ? [next] : []), ...(vendorCanCancel(status) ? (['cancelled'] as const) : [])];
}

/** An order still waiting for the kitchen: the queue a new order joins. */
export const WAITING_STATUSES = ['placed', 'accepted', 'preparing'] as const satisfies readonly OrderStatus[];
export const isWaiting = (status: OrderStatus): boolean => (WAITING_STATUSES as readonly OrderStatus[]).includes(status);

/** Minutes still to wait, by status (0 once delivered or cancelled; docs/product.md#order-statuses). */
const ESTIMATED_MINUTES: Record<OrderStatus, number> = {
  placed: 35,
  accepted: 30,
  preparing: 25,
  ready: 15,
  out_for_delivery: 10,
  delivered: 0,
  collected: 0,
  cancelled: 0,
};

export function estimatedMinutesFor(status: OrderStatus): number {
  return ESTIMATED_MINUTES[status];
}

/**
 * When an order that reached `status` at `changedAtMs` should arrive (epoch milliseconds). One placed for a time slot
 * is due at the slot's end, as the vendor's lead time plans the kitchen for it; should its food leave the kitchen too
 * late for that, the rest of the way counts from then.
 */
export function estimatedDeliveryAtMs(status: OrderStatus, changedAtMs: number, slotEndMs?: number): number {
  const byStep = changedAtMs + estimatedMinutesFor(status) * 60_000;
  if (slotEndMs === undefined) return byStep;
  return isWaiting(status) ? slotEndMs : Math.max(slotEndMs, byStep);
}

/** What an order's estimate is read from. */
export interface EstimatedOrder {
  status: OrderStatus;
  fulfilment: Fulfilment;
  statusHistory: readonly { at: Date }[];
  estimatedDeliveryAt: Date;
  /** The kitchen's range, where one was drawn (docs/product.md#ready-times). */
  readyEstimate?: { from: Date; to: Date } | null;
}

/**
 * When the order is expected: its estimate, but for a delivery never before the kitchen's range ends while the kitchen
 * has it and even its start is past the estimate: a long queue can outrun a step's fixed minutes, and food is not
 * delivered before it is ready. A range that merely reaches past the estimate leaves it as it is.
 */
export function expectedAt(order: EstimatedOrder): Date {
  const kitchen = order.fulfilment === 'delivery' && isWaiting(order.status) ? order.readyEstimate : undefined;
  return kitchen && kitchen.from > order.estimatedDeliveryAt ? kitchen.to : order.estimatedDeliveryAt;
}

/**
 * The tracking page's estimate: "25 mins" while on the way, counted from the order's last change to its estimated
 * time so that it agrees with the time shown beside it (placing promises 45 minutes, a slot its end); "Ready" for a
 * pickup waiting at the counter; else the final word.
 */
export function estimatedTimeText(order: EstimatedOrder): string {
  if (order.status === 'delivered') return 'Delivered';
  if (order.status === 'collected') return 'Collected';
  if (order.status === 'cancelled') return 'Cancelled';
  if (order.fulfilment === 'pickup' && order.status === 'ready') return 'Ready';
  const changedAt = order.statusHistory.at(-1)?.at;
  const minutes = changedAt ? Math.round((expectedAt(order).getTime() - changedAt.getTime()) / 60_000) : estimatedMinutesFor(order.status);
  return `${Math.max(0, minutes)} mins`;
}

/** The tracking page shows a status with its underscores as spaces ("out for delivery"). */
export function statusAsWords(status: string): string {
  return status.replace(/_/g, ' ');
}

/** The name of each step on the tracking page's step tracker. */
export const TRACKING_STEP_LABELS: Record<ProgressStatus, string> = {
  placed: 'Order Placed',
  accepted: 'Order Accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  collected: 'Collected',
};

/** A step's name for an order delivered or picked up: a pickup's ready step is "Ready for pickup". */
export function trackingStepLabel(status: ProgressStatus, fulfilment: Fulfilment): string {
  return fulfilment === 'pickup' && status === 'ready' ? 'Ready for pickup' : TRACKING_STEP_LABELS[status];
}

/** The Order Timeline's line for each change (docs/product.md#order-tracking). */
export const TIMELINE_LABELS: Record<OrderStatus, string> = {
  placed: 'Order placed',
  accepted: 'Order accepted',
  preparing: 'Preparation started',
  ready: 'Order ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Order delivered',
  collected: 'Order collected',
  cancelled: 'Order cancelled',
};

/** The vendor console's button that moves an order to each status. */
export const VENDOR_ACTION_LABELS: Record<Exclude<OrderStatus, 'placed'>, string> = {
  accepted: 'Accept',
  preparing: 'Start preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancel',
};

/** How the vendor console heads each group of orders. */
export const VENDOR_GROUP_LABELS: Record<OrderStatus, string> = {
  placed: 'New',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** Keeps "Rate" off orders the API would refuse: a delivered order's estimated delivery time is when it was delivered. */
export function canStillRate(order: { status: string; estimatedDeliveryAt: string | Date }, now: number): boolean {
  return isServed(order.status) && new Date(order.estimatedDeliveryAt).getTime() + REVIEW_EDIT_WINDOW_MS > now;
}
