// No zod: the top bar's bell reads these texts on every page.
import { formatRupees } from './pricing';

/** The notification feed's kinds and their words (docs/product.md#notifications). */
export const NOTIFICATION_KINDS = ['order-status', 'new-order', 'order-cancelled', 'review-reply'] as const;
type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a student may choose to hear of (docs/product.md#your-data); every kind of the feed belongs to one topic. */
export const NOTIFICATION_TOPICS = ['orderUpdates', 'offers', 'announcements'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationPreferences = Record<NotificationTopic, boolean>;
const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { orderUpdates: true, offers: false, announcements: false };

const TOPIC_OF_KIND: Record<NotificationKind, NotificationTopic> = {
  'order-status': 'orderUpdates',
  'new-order': 'orderUpdates',
  'order-cancelled': 'orderUpdates',
  'review-reply': 'orderUpdates',
};

/** The stored choices (missing ones at their defaults). */
export const preferencesOf = (stored: Partial<NotificationPreferences> | undefined): NotificationPreferences => ({
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  ...stored,
});

/** Whether a user with these choices is sent a notification of this kind. */
export const wantsNotification = (stored: Partial<NotificationPreferences> | undefined, kind: NotificationKind): boolean =>
  preferencesOf(stored)[TOPIC_OF_KIND[kind]];

/** What a notification says and where it leads. */
export interface NotificationText {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/** The newest this many show in the bell's panel at first; older ones page in. */
export const NOTIFICATIONS_PAGE_SIZE = 15;
/** The bell counts unread ones up to this, then shows "99+". */
export const UNREAD_COUNT_CAP = 99;

const VENDOR_CONSOLE_LINK = '/vendor/dashboard';
const orderLink = (orderId: string) => `/orders/${orderId}`;

const STATUS_TITLES: Record<string, string> = {
  accepted: 'Your order was accepted',
  preparing: 'Your order is being prepared',
  ready: 'Your order is ready',
  out_for_delivery: 'Your order is out for delivery',
  delivered: 'Your order was delivered',
  collected: 'You collected your order',
  cancelled: 'Your order was cancelled',
};

/** An order's token first, the way the counter calls it ("Token N-042 · "), when it has one. */
const tokenPrefix = (token: string | undefined) => (token ? `Token ${token} · ` : '');

/** To the student: their order moved on (or the eatery cancelled it, with its reason). */
export function orderStatusNotification(
  order: { id: string; orderNumber: string; vendorName: string; token?: string; fulfilment?: string },
  status: string,
  reason?: string | null,
): NotificationText {
  // Which order, always: two cancellations of one evening must not read the same.
  const which = `${tokenPrefix(order.token)}${order.vendorName} · ${order.orderNumber}`;
  const body = status === 'cancelled' && reason ? `${which}: ${reason}` : which;
  const title = order.fulfilment === 'pickup' && status === 'ready' ? 'Your order is ready for pickup' : STATUS_TITLES[status];
  return { kind: 'order-status', title: title ?? `Your order is ${status.replace(/_/g, ' ')}`, body, link: orderLink(order.id) };
}

/** To the eatery's vendor: a new order came in. */
export function newOrderNotification(order: { orderNumber: string; token?: string; items: readonly { quantity: number }[]; total: number }): NotificationText {
  const count = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return {
    kind: 'new-order',
    title: `New order ${order.orderNumber}`,
    body: `${tokenPrefix(order.token)}${count} item${count === 1 ? '' : 's'} · ${formatRupees(order.total)}`,
    link: VENDOR_CONSOLE_LINK,
  };
}

/** To the eatery's vendor: the student cancelled before it was accepted. */
export function studentCancelledNotification(order: { orderNumber: string }, reason: string | undefined): NotificationText {
  const body = reason ?? 'No reason given';
  return { kind: 'order-cancelled', title: `Order ${order.orderNumber} was cancelled by the student`, body, link: VENDOR_CONSOLE_LINK };
}

const REPLY_PREVIEW = 120;
/** To the student: the eatery answered their review. */
export function reviewReplyNotification(review: { orderId: string; vendorName: string }, reply: string): NotificationText {
  const preview = reply.length > REPLY_PREVIEW ? `${reply.slice(0, REPLY_PREVIEW - 1)}…` : reply;
  return { kind: 'review-reply', title: `${review.vendorName} replied to your review`, body: preview, link: orderLink(review.orderId) };
}
