import { CHECKOUT_MESSAGES } from '@campuseats/common/checkout';
import type { SomeHandlers } from '../lib/endpoints';
import { placeOrder } from '../services/orders';
import { getWalletBalance } from '../services/wallet';

/** Paying for the cart: placing an order (cash or UPI on delivery, with the wallet's share taken at once) and the wallet balance. */
export const paymentsHandlers = {
  wallet: async ({ caller }) => ({ walletBalance: await getWalletBalance(caller.uid) }),
  // A repeat without a key finds the cart empty; with one, it answers the same order (Idempotent-Replayed: true).
  placeOrder: async ({ caller, body, headers, res }) => {
    const { order, replayed } = await placeOrder(caller.uid, body, headers['Idempotency-Key']);
    if (replayed) res.set('Idempotent-Replayed', 'true');
    return { success: true, message: CHECKOUT_MESSAGES.placed, orderNumber: order.orderNumber, order };
  },
} satisfies SomeHandlers;
