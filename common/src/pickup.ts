// No zod: checkout, the tracking page and the counter board read these on screens of their own.

/** Pickup at the counter, order tokens, collection codes and the counter board (docs/product.md#pickup-and-tokens). */
export const FULFILMENTS = [
  { value: 'delivery', label: 'Delivery' },
  { value: 'pickup', label: 'Pickup at the counter' },
] as const;
export type Fulfilment = (typeof FULFILMENTS)[number]['value'];
export const FULFILMENT_VALUES = FULFILMENTS.map((fulfilment) => fulfilment.value) as [Fulfilment, ...Fulfilment[]];

export function fulfilmentLabel(fulfilment: Fulfilment): string {
  return FULFILMENTS.find((candidate) => candidate.value === fulfilment)?.label ?? fulfilment;
}

export const PICKUP_CODE_PATTERN = /^\d{4}$/;

export const PICKUP_MESSAGES = {
  fulfilment: 'Choose Delivery or Pickup at the counter',
  addressRequired: 'Choose a delivery address',
  pickupCodeRequired: "Enter the student's 4-digit pickup code",
  pickupCodeFormat: 'A pickup code is 4 digits',
  wrongPickupCode: "That is not this order's pickup code",
  showCode: 'Show it at the counter to collect your order. Keep it to yourself.',
  collectWhenReady: 'Collect it at the counter when your token shows under Ready.',
} as const;

/** "N-042": the eatery's initial ("T" without a Latin letter) and the order's number of its campus day. */
export function orderToken(eateryName: string, numberOfDay: number): string {
  const initial = /[A-Za-z]/.exec(eateryName)?.[0]?.toUpperCase() ?? 'T';
  return `${initial}-${String(numberOfDay).padStart(3, '0')}`;
}

/** The two columns of the counter board: what the kitchen still works on, and what waits at the counter. */
export const BOARD_STATES = ['preparing', 'ready'] as const;
export type BoardState = (typeof BOARD_STATES)[number];

export const BOARD_COLUMN_TITLES: Record<BoardState, string> = { preparing: 'Preparing', ready: 'Ready' };

/** Where a pickup order shows on the board at `status`: null once it is collected or cancelled (off the board). */
export function boardStateOf(status: string): BoardState | null {
  if (status === 'ready') return 'ready';
  if (status === 'placed' || status === 'accepted' || status === 'preparing') return 'preparing';
  return null;
}
