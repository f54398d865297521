/**
 * An order's lifecycle, in order. Vendors move an order forward from placed to delivered (or cancel it);
 * the transition rules live here too, beside the list they govern.
 */
export const ORDER_STATUSES = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The past-orders labels of the spec (section 4): four named statuses, and Processing for every other value. */
const HISTORY_LABELS: Partial<Record<OrderStatus, string>> = {
  preparing: 'Preparing',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const PROCESSING_LABEL = 'Processing';

export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? (HISTORY_LABELS[status] ?? PROCESSING_LABEL) : PROCESSING_LABEL;
}

/**
 * The past-orders status filter: one choice per label, so "Processing" finds every order that shows as
 * Processing (placed, accepted, ready).
 */
export const ORDER_STATUS_FILTERS = [
  { value: 'processing', label: PROCESSING_LABEL, statuses: ['placed', 'accepted', 'ready'] },
  { value: 'preparing', label: 'Preparing', statuses: ['preparing'] },
  { value: 'out_for_delivery', label: 'Out for Delivery', statuses: ['out_for_delivery'] },
  { value: 'delivered', label: 'Delivered', statuses: ['delivered'] },
  { value: 'cancelled', label: 'Cancelled', statuses: ['cancelled'] },
] as const satisfies readonly { value: string; label: string; statuses: readonly OrderStatus[] }[];
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number]['value'];
export const ORDER_STATUS_FILTER_VALUES = ORDER_STATUS_FILTERS.map((filter) => filter.value) as [OrderStatusFilter, ...OrderStatusFilter[]];

export function statusesOfFilter(filter: OrderStatusFilter): readonly OrderStatus[] {
  return ORDER_STATUS_FILTERS.find((candidate) => candidate.value === filter)?.statuses ?? [];
}

/**
 * The action an order card offers (spec section 4): a finished order can be ordered again, one on its way
 * can be tracked, and one still in the kitchen (preparing, or any Processing status) shows its details.
 */
export type OrderCardAction = 'reorder' | 'track' | 'details';
export function orderCardAction(status: string): OrderCardAction {
  if (status === 'delivered' || status === 'cancelled') return 'reorder';
  if (status === 'out_for_delivery') return 'track';
  return 'details';
}
