import { Router } from 'express';
import { CHECKOUT_MESSAGES, idempotencyKeySchema, placeOrderRequestSchema } from '@campuseats/common/orders';
import { ApiError } from '../lib/apiError';
import { caller, requireCaller } from '../lib/auth';
import { oneRequestAtATimePerCaller } from '../lib/perCallerQueue';
import { rateLimit } from '../lib/rateLimit';
import { requireRegisteredStudent } from '../lib/registration';
import { placeOrder } from '../services/orders';
import { getWalletBalance } from '../services/wallet';

/** Paying for the cart: placing an order (cash or UPI on delivery, with the wallet's share taken at once) and the wallet balance. */
export const paymentsRouter = Router();
paymentsRouter.use(requireCaller('user'));

// GET /api/v1/payments/wallet
paymentsRouter.get('/wallet', async (req, res) => {
  res.json({ walletBalance: await getWalletBalance(caller(req).uid) });
});

// POST /api/v1/payments/orders  (optional header Idempotency-Key; body { addressId, paymentMethod, useWallet?, expectedTotal? })
// 201 { success, message, orderNumber, order }. Without a key, a second identical request finds the cart empty (412); with
// one, the same key and request answer the same order (header Idempotent-Replayed: true), another request 422.
paymentsRouter.post('/orders', requireRegisteredStudent, rateLimit('orders'), oneRequestAtATimePerCaller, async (req, res) => {
  const header = req.get('idempotency-key');
  const key = header === undefined ? undefined : idempotencyKeySchema.safeParse(header);
  if (key && !key.success) throw new ApiError('invalid-argument', CHECKOUT_MESSAGES.idempotencyKey);
  const request = placeOrderRequestSchema.parse(req.body ?? {});
  const { order, replayed } = await placeOrder(caller(req).uid, request, key?.data);
  if (replayed) res.set('Idempotent-Replayed', 'true');
  res.status(201).json({ success: true, message: CHECKOUT_MESSAGES.placed, orderNumber: order.orderNumber, order });
});
