import { CART_MESSAGES } from '@campuseats/common/cartRules';
import { ApiClientError, isOfflineError } from '@/lib/apiClient';
import type { CartOp } from './cartOps';

/** A change to a signed-in student's cart while the browser is offline (docs/product.md#offline): nothing is sent. */
export const CART_OFFLINE_MESSAGE = "You're offline: changing your cart needs a connection. Your cart is as you left it.";

/** The cart's alerts in the words docs/product.md#cart gives for each kind of failure. */
export function cartFailureMessage(op: CartOp, error: unknown): string {
  const action = op.kind === 'add' ? 'add' : op.quantity === 0 ? 'remove' : 'update';
  const fallback = { add: CART_MESSAGES.addFailed, update: CART_MESSAGES.updateFailed, remove: CART_MESSAGES.removeFailed }[action];
  const broken = { add: CART_MESSAGES.addError, update: CART_MESSAGES.updateError, remove: CART_MESSAGES.removeError }[action];
  if (!(error instanceof ApiClientError)) return broken;
  if (error.code === 'unauthenticated') return CART_MESSAGES.notLoggedIn;
  if (isOfflineError(error)) return CART_OFFLINE_MESSAGE;
  if (error.status === 0) return broken;
  return error.message || fallback;
}
