import { z } from 'zod';
import { PAYMENT_METHODS, deliveryAddressSchema, orderLineSchema, type PaymentMethod } from './orders';
import { ORDER_STATUSES } from './orderStatus';

/**
 * orders/{orderId} as the web app's Firestore listeners read it (the tracking page, the vendor and admin
 * consoles). The web converter turns Firestore Timestamps into Dates and checks the rest against this
 * schema, so a malformed document shows an error instead of a half-drawn order.
 */
const PAYMENT_METHOD_VALUES = PAYMENT_METHODS.map((method) => method.value) as [PaymentMethod, ...PaymentMethod[]];

export const liveOrderSchema = z.object({
  id: z.string(),
  uid: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  orderNumber: z.string(),
  items: z.array(orderLineSchema),
  subtotal: z.number().int(),
  deliveryFee: z.number().int(),
  platformFee: z.number().int(),
  walletApplied: z.number().int(),
  total: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  address: deliveryAddressSchema,
  status: z.enum(ORDER_STATUSES),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.date() })).default([]),
  createdAt: z.date(),
  estimatedDeliveryAt: z.date(),
  deliveredAt: z.date().nullable().default(null),
  cancelReason: z.string().nullable().default(null),
});
export type LiveOrder = z.infer<typeof liveOrderSchema>;

/** What a customer paid for the order in all: what they pay on delivery plus what the wallet covered. */
export function orderValue(order: Pick<LiveOrder, 'total' | 'walletApplied'>): number {
  return order.total + order.walletApplied;
}
