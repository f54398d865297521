import { randomInt } from 'node:crypto';
import type { OrderDocument } from '@campuseats/common/documents';
import { campusDay } from '@campuseats/common/istTime';
import { boardStateOf, orderToken, PICKUP_MESSAGES } from '@campuseats/common/pickup';
import { ApiError } from '../lib/apiError';
import { boardTokensCollection, pickupCodesCollection, tokenCountersCollection } from '../lib/collections';
import type { PlannedWrite, Reads } from '../lib/writes';

// Tokens, pickup codes and the counter board (docs/decisions/0018-pickup-tokens-board.md).

/** The eatery's next token of the day and the write moving its count there, conditional on the count as read: racing orders never share or skip one. */
export async function planToken(reads: Reads, vendor: { _id: string; name: string }, createdAt: Date) {
  const day = campusDay(createdAt);
  const ref = tokenCountersCollection().doc(`${vendor._id}_${day}`);
  const tokenNumber = ((await reads.get(ref)).data()?.last ?? 0) + 1;
  return {
    tokenNumber,
    token: orderToken(vendor.name, tokenNumber),
    write: { ref, put: { vendorId: vendor._id, day, last: tokenNumber, updatedAt: createdAt } },
  };
}

/** A fresh 4-digit pickup code, any of 0000 to 9999. */
export const newPickupCode = () => String(randomInt(10_000)).padStart(4, '0');

export const pickupCodeRef = (orderId: string) => pickupCodesCollection().doc(orderId);

/** The counter board's entry for a pickup at `status`, written whole without a read so a step never waits on the board. */
export function boardWrites(orderId: string, order: OrderDocument, status: string): PlannedWrite[] {
  if (order.fulfilment !== 'pickup' || !order.token) return [];
  const ref = boardTokensCollection().doc(orderId);
  const state = boardStateOf(status);
  if (!state) return [{ ref, delete: true }];
  return [{ ref, merge: { vendorId: order.vendorId, day: campusDay(order.createdAt), token: order.token, state } }];
}

/** Refuses to mark pickup order `orderId` collected unless `code` is its student's pickup code. */
export async function assertPickupCode(reads: Reads, orderId: string, code: string | undefined): Promise<void> {
  const stored = (await reads.get(pickupCodeRef(orderId))).data();
  if (!stored || stored.code !== code) throw new ApiError('permission-denied', PICKUP_MESSAGES.wrongPickupCode, { reason: 'wrong-pickup-code' });
}

/** The pickup code of an order, for its own student's answers only; undefined for a delivery. */
export async function ownPickupCode(orderId: string, order: OrderDocument): Promise<string | undefined> {
  if (order.fulfilment !== 'pickup') return undefined;
  return (await pickupCodeRef(orderId).get()).data()?.code;
}
