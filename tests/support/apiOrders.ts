import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiAnswer, ApiCall } from './api';
import { saveHostelAddress } from './shopping';
import type { TestUser } from './users';

type Call = (path: string, init?: ApiCall) => Promise<ApiAnswer>;

/**
 * `student` orders `dishes` (menu item id → quantity) of eatery `vendorId` the way the app does, through `call`
 * (useApi): cart adds, then Place Order with cash on delivery to a saved hostel address, or for a pickup at the
 * counter with no address, paying from the wallet with `useWallet`. Answers the placed order.
 */
export async function orderThroughApi(
  call: Call,
  student: TestUser,
  vendorId: string,
  dishes: Record<string, number>,
  { useWallet = false, fulfilment = 'delivery' }: { useWallet?: boolean; fulfilment?: 'delivery' | 'pickup' } = {},
): Promise<{ id: string; orderNumber: string; token: string; pickupCode?: string; total: number; deliveryFee: number; walletApplied: number }> {
  const where = fulfilment === 'pickup' ? { fulfilment } : { addressId: await saveHostelAddress(student) };
  for (const [menuItemId, quantity] of Object.entries(dishes)) {
    expect((await call('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId, menuItemId, quantity } })).status).toBe(200);
  }
  const placed = await call('/api/v1/payments/orders', {
    method: 'POST',
    token: student.token,
    body: { ...where, paymentMethod: 'cod', useWallet },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(placed.status).toBe(201);
  return placed.body.order;
}
