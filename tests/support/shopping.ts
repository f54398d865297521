import { randomUUID } from 'node:crypto';
import { adminDb } from './firestore';
import type { TestUser } from './users';
import { COLLECTIONS, type AddressDocument, type OrderDocument } from '../../common/src/documents';

/** A hostel address like the one signup or the profile page stores. */
const HOSTEL_ADDRESS = {
  label: 'Hostel',
  street: 'Block C, Room 214',
  city: 'Campus',
  state: 'Karnataka',
  zipCode: '560012',
  landmark: 'Near the library',
  phone: '+919812345678',
};

/**
 * What a one-dish order holds and costs, as the API prices it (docs/product.md#business-constants): one Dal Tadka at
 * ₹120, ₹49 delivery and ₹5 platform fee, paid in cash. For tests that write orders directly.
 */
export const ONE_DAL_TADKA: Pick<OrderDocument, 'items' | 'subtotal' | 'deliveryFee' | 'platformFee' | 'walletApplied' | 'total' | 'paymentMethod'> = {
  items: [{ menuItemId: 'dalTadka', name: 'Dal Tadka', quantity: 1, price: 120, veg: true }],
  subtotal: 120,
  deliveryFee: 49,
  platformFee: 5,
  walletApplied: 0,
  total: 174,
  paymentMethod: 'cod',
};

/** Saves `student`'s default hostel address (Admin SDK) and answers its id. */
export async function saveHostelAddress(student: TestUser): Promise<string> {
  const address = await adminDb
    .collection(COLLECTIONS.addresses)
    .add({ ...HOSTEL_ADDRESS, uid: student.uid, isDefault: true, createdAt: new Date() } satisfies AddressDocument);
  return address.id;
}

async function callApi(baseURL: string, student: TestUser, path: string, init: { method: string; body: unknown; headers?: Record<string, string> }) {
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method: init.method,
    headers: { Authorization: `Bearer ${student.token}`, 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** Puts dishes in `student`'s cart through the real cart API, priced by the server. */
export async function addToCart(baseURL: string, student: TestUser, item: { vendorId: string; menuItemId: string; quantity: number }) {
  await callApi(baseURL, student, '/cart', { method: 'POST', body: item });
}

/** Checks out `student`'s cart through the real place-order API (cash on delivery). */
export async function placeOrder(
  baseURL: string,
  student: TestUser,
  options: { addressId: string; useWallet?: boolean },
): Promise<{ id: string; orderNumber: string; token: string }> {
  const body = { addressId: options.addressId, paymentMethod: 'cod', useWallet: options.useWallet ?? false };
  const { order } = (await callApi(baseURL, student, '/payments/orders', { method: 'POST', body, headers: { 'Idempotency-Key': randomUUID() } })) as {
    order: { id: string; orderNumber: string; token: string };
  };
  return order;
}

/** Moves an order of `vendor`'s eatery to its next `status` (or cancels it, with `reason`) through the real vendor console API. */
export async function moveOrder(baseURL: string, vendor: TestUser, orderId: string, status: string, reason?: string): Promise<void> {
  await callApi(baseURL, vendor, `/vendor/orders/${orderId}`, { method: 'PATCH', body: { status, reason } });
}
