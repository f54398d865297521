import { z } from 'zod';
import { anyCaseEnum } from './anyCase';
import { documentIdSchema } from './restaurants';
import { ORDER_STATUSES, ORDER_STATUS_FILTER_VALUES } from './orderStatus';
import { FULFILMENT_VALUES, PICKUP_MESSAGES, type Fulfilment } from './pickup';
import { SLOT_MESSAGES } from './slots';

export const PAYMENT_METHODS = [
  { value: 'cod', label: 'Cash on Delivery' },
  { value: 'upi', label: 'UPI on Delivery' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];
const PAYMENT_METHOD_VALUES = PAYMENT_METHODS.map((method) => method.value) as [PaymentMethod, ...PaymentMethod[]];

/** A pickup pays the same two ways, at the counter: the labels change, the values the API takes do not. */
const PICKUP_PAYMENT_METHODS = [
  { value: 'cod', label: 'Cash at the counter' },
  { value: 'upi', label: 'UPI at the counter' },
] as const satisfies readonly { value: PaymentMethod; label: string }[];

export const paymentMethodsFor = (fulfilment: Fulfilment) => (fulfilment === 'pickup' ? PICKUP_PAYMENT_METHODS : PAYMENT_METHODS);

export function paymentMethodLabel(method: string, fulfilment: Fulfilment = 'delivery'): string {
  return paymentMethodsFor(fulfilment).find((candidate) => candidate.value === method)?.label ?? method;
}

/** The delivery promise (docs/product.md#checkout): 30-45 minutes; the order stores the later bound. */
export const DELIVERY_ESTIMATE = { minMinutes: 30, maxMinutes: 45, text: '30-45 minutes' } as const;

export const ORDERS_PAGE_SIZE = 10;

/** Orders a student may have on their way at once; more is a script, not a student. */
export const MAX_ACTIVE_ORDERS = 3;

export const CHECKOUT_MESSAGES = {
  incomplete: 'Please complete all selections above',
  selectAddressAndPayment: 'Please select delivery address and payment method',
  placeFailed: 'Failed to place order. Please try again.',
  placed: 'Order Placed Successfully!',
  deliveredIn: `Your order will be delivered in ${DELIVERY_ESTIMATE.text}`,
  paymentMethod: 'Choose Cash on Delivery or UPI on Delivery',
  idempotencyKey: 'An Idempotency-Key header is 8 to 100 letters, digits, - or _',
  tooManyActive: `You already have ${MAX_ACTIVE_ORDERS} orders on their way. Place another once one of them is delivered.`,
} as const;

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
    .max(100)
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
