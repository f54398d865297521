// No zod here: the checkout screen draws with these before zod has loaded.
import type { Fulfilment } from './pickup';

/** What checkout offers and says (docs/product.md#checkout): the ways to pay, the delivery promise, its messages. */
export const PAYMENT_METHODS = [
  { value: 'cod', label: 'Cash on Delivery' },
  { value: 'upi', label: 'UPI on Delivery' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];
export const PAYMENT_METHOD_VALUES = PAYMENT_METHODS.map((method) => method.value) as [PaymentMethod, ...PaymentMethod[]];

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

/** Orders a student may have on their way at once; more is a script, not a student. */
export const MAX_ACTIVE_ORDERS = 3;

export const CHECKOUT_MESSAGES = {
  incomplete: 'Please complete all selections above',
  selectAddressAndPayment: 'Please select delivery address and payment method',
  placeFailed: 'Failed to place order. Please try again.',
  placed: 'Order Placed Successfully!',
  deliveredIn: `Your order will be delivered in ${DELIVERY_ESTIMATE.text}`,
  /** An order for a time slot is due in it, not within the minutes above. */
  deliveredInSlot: 'Your order will be delivered in your time slot',
  paymentMethod: 'Choose Cash on Delivery or UPI on Delivery',
  idempotencyKey: 'An Idempotency-Key header is 8 to 100 letters, digits, - or _',
  tooManyActive: `You already have ${MAX_ACTIVE_ORDERS} orders on their way. Place another once one of them is delivered.`,
} as const;
