import { z } from 'zod';
import { anyCaseEnum } from './anyCase';
import { documentIdSchema } from './restaurants';
import { SEARCH_MAX_LENGTH } from './restaurantOptions';
import { ORDER_STATUSES, ORDER_STATUS_FILTER_VALUES } from './orderStatus';
import { CHECKOUT_MESSAGES, PAYMENT_METHOD_VALUES } from './checkout';
import { FULFILMENT_VALUES, PICKUP_MESSAGES } from './pickup';
import { SLOT_MESSAGES } from './slots';

export const ORDERS_PAGE_SIZE = 10;

/** The `Idempotency-Key` header of POST /api/v1/payments/orders: one key per order the student means to place. */
export const idempotencyKeySchema = z.string({ error: CHECKOUT_MESSAGES.idempotencyKey }).regex(/^[A-Za-z0-9_-]{8,100}$/, CHECKOUT_MESSAGES.idempotencyKey);

/** POST /api/v1/payments/orders: the server prices the order; a differing `expectedTotal` refuses it rather than charging another sum. */
export const placeOrderRequestSchema = z
  .object({
    fulfilment: anyCaseEnum(FULFILMENT_VALUES, { error: PICKUP_MESSAGES.fulfilment }).default('delivery'),
    addressId: z.optional(documentIdSchema),
    paymentMethod: anyCaseEnum(PAYMENT_METHOD_VALUES, { error: CHECKOUT_MESSAGES.paymentMethod }),
    useWallet: z.boolean().default(false),
    expectedTotal: z.number().int().min(0).optional(),
    /** The start of the pickup slot asked for (ISO 8601, docs/product.md#slots); none: as soon as possible. */
    slot: z.iso.datetime({ offset: true, error: SLOT_MESSAGES.slot }).optional(),
  })
  .refine((request) => request.fulfilment === 'pickup' || request.addressId !== undefined, { message: PICKUP_MESSAGES.addressRequired, path: ['addressId'] });
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const orderLineSchema = z.object({
  menuItemId: z.string(),
  name: z.string(),
  quantity: z.number().int().min(1),
  price: z.number().int().min(0),
  veg: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const deliveryAddressSchema = z.object({
  label: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  landmark: z.string(),
  phone: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** An order as the API answers it (what Past Orders shows, plus the price breakdown). */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  restaurantId: z.string(),
  restaurant: z.object({ name: z.string(), address: z.string() }),
  /** The eatery again, as clients that look for `vendor` read it (the same id as restaurantId). */
  vendor: z.object({ _id: z.string(), id: z.string(), name: z.string() }),
  status: z.enum(ORDER_STATUSES),
  fulfilment: z.enum(FULFILMENT_VALUES),
  /** "N-042": its number of the eatery's day, called out at the counter; null on orders placed before tokens. */
  token: z.string().nullable(),
  /** The slot it was placed in (ISO 8601), at an eatery that takes slot orders. */
  slot: z.object({ start: z.string(), end: z.string() }).optional(),
  /** A pickup's 4-digit code, in its own student's answers only: the counter asks for it before marking it collected. */
  pickupCode: z.string().optional(),
  /** When it was placed (ISO 8601). */
  date: z.string(),
  estimatedDeliveryAt: z.string(),
  items: z.array(orderLineSchema),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  subtotal: z.number().int(),
  deliveryFee: z.number().int(),
  platformFee: z.number().int(),
  walletApplied: z.number().int(),
  total: z.number().int(),
  /** Null for a pickup at the counter. */
  deliveryAddress: deliveryAddressSchema.nullable(),
  /** The stars its student gave it, once rated (docs/product.md#reviews). */
  rating: z.number().int().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The readable number to show the student (also in order.orderNumber). */
  orderNumber: z.string(),
  order: orderSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** GET /api/v1/orders/prevOrders query: `cursor` is the id of the last order of the previous page. */
export const ordersPageQuerySchema = z.object({
  cursor: z.optional(documentIdSchema),
  status: anyCaseEnum(ORDER_STATUS_FILTER_VALUES).optional(),
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH)
    .optional()
    .transform((value) => value?.toLowerCase() || undefined),
});
export type OrdersPageQuery = z.infer<typeof ordersPageQuerySchema>;

export const ordersPageResponseSchema = z.object({
  orders: z.array(orderSchema),
  /** Pass back as `cursor` for the next page; null when there is none. */
  nextCursor: z.string().nullable(),
});
export type OrdersPage = z.infer<typeof ordersPageResponseSchema>;
