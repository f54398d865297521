import { describe, expect, it } from 'vitest';
import { ApiClientError, OFFLINE_CODE } from '@/lib/apiClient';
import { CART_OFFLINE_MESSAGE, cartFailureMessage } from './cartMessages';
import type { CartOp } from './cartOps';

const addOp: CartOp = {
  kind: 'add',
  vendor: { id: 'v', name: 'V' },
  item: { menuItemId: 'm', name: 'M', description: '', price: 10, veg: true },
  quantity: 1,
  replaceCart: false,
};
const updateOp: CartOp = { kind: 'set', menuItemId: 'm', quantity: 2 };
const removeOp: CartOp = { kind: 'set', menuItemId: 'm', quantity: 0 };

describe('cartFailureMessage', () => {
  it('prefers the server message', () => {
    expect(cartFailureMessage(addOp, new ApiClientError(409, 'aborted', 'Veg Thali is not available right now'))).toBe('Veg Thali is not available right now');
  });

  it('falls back to the fixed texts: Failed... without a message, Error... when the call broke', () => {
    expect(cartFailureMessage(addOp, new ApiClientError(500, 'internal', ''))).toBe('Failed to add item to cart');
    expect(cartFailureMessage(updateOp, new ApiClientError(500, 'internal', ''))).toBe('Failed to update item quantity');
    expect(cartFailureMessage(removeOp, new ApiClientError(500, 'internal', ''))).toBe('Failed to remove item');
    expect(cartFailureMessage(addOp, new ApiClientError(0, 'unavailable', 'Network error'))).toBe('Error adding item to cart');
    expect(cartFailureMessage(updateOp, new TypeError('boom'))).toBe('Error updating item quantity');
    expect(cartFailureMessage(removeOp, new TypeError('boom'))).toBe('Error removing item');
  });

  it('says the cart is kept when the call failed because the browser is offline', () => {
    for (const op of [addOp, updateOp, removeOp]) {
      expect(cartFailureMessage(op, new ApiClientError(0, OFFLINE_CODE, "You're offline"))).toBe(CART_OFFLINE_MESSAGE);
    }
    expect(CART_OFFLINE_MESSAGE).toBe("You're offline: changing your cart needs a connection. Your cart is as you left it.");
  });

  it('says "User not logged in" without a session', () => {
    expect(cartFailureMessage(addOp, new ApiClientError(401, 'unauthenticated', 'User not authenticated'))).toBe('User not logged in');
  });
});
