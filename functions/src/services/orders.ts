import { randomInt } from 'node:crypto';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import type { OrderDocument } from '@campuseats/common/documents';
import type { PricedCartResponse } from '@campuseats/common/cart';
import { displayItemName } from '@campuseats/common/cartRules';
import { ACTIVE_ORDER_STATUSES, statusesOfFilter } from '@campuseats/common/orderStatus';
import {
  deliveryAddressSchema,
  ORDERS_PAGE_SIZE,
  orderSchema,
  type Order,
  type OrderLine,
  type OrdersPage,
  type OrdersPageQuery,
  type placeOrderRequestSchema,
} from '@campuseats/common/orders';
import { CHECKOUT_MESSAGES, DELIVERY_ESTIMATE, MAX_ACTIVE_ORDERS } from '@campuseats/common/checkout';
import { formatRupees, priceOrder } from '@campuseats/common/pricing';
import type { z } from 'zod';
import { ApiError, notFound, refused } from '../lib/apiError';
import { addressesCollection, idempotencyKeysCollection, ordersCollection, readableDocuments, usersCollection, type Stored } from '../lib/collections';
import { serverNow } from '../lib/clock';
import { pageAfter, startAfterCursor } from '../lib/paging';
import { commitIfUnchanged, Reads, type PlannedWrite } from '../lib/writes';
import { cartRef as cartOf, cartView, mergeDishes, readStoredCart, storeCart, type StoredCart } from './cart';
import { assertOpen, readMenuState, requireVendor } from './menuState';
import { newOrderNotification } from '@campuseats/common/notifications';
import { notify } from './notifications';
import { estimateReady } from './readyEstimates';
import { boardWrites, newPickupCode, ownPickupCode, pickupCodeRef, planToken } from './pickup';
import { planSlot } from './slots';
import { walletBalanceOf } from './wallet';

/** idempotencyKeys/{uid}_{key} → the order that key placed, written in the same batch as the order. Long enough for any retry of one checkout; a TTL policy on expiresAt (firestore.indexes.json) deletes them later. */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

// No 0/O or 1/I: an order number is read out loud to a canteen counter.
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** "CE-7KQ4-M2XD": 32^8 (about 10^12) values, so two orders of one campus never share one. */
function newOrderNumber(): string {
  const pick = () => Array.from({ length: 4 }, () => ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)]).join('');
  return `CE-${pick()}-${pick()}`;
}

/** An order document as the API answers it: the answer's schema picks the stored fields it shows. */
export function toOrder(id: string, order: OrderDocument): Order {
  return orderSchema.parse({
    ...order,
    id,
    restaurantId: order.vendorId,
    restaurant: { name: order.vendorName, address: order.vendorAddress },
    vendor: { _id: order.vendorId, id: order.vendorId, name: order.vendorName },
    token: order.token ?? null,
    slot: order.slot && { start: order.slot.start.toISOString(), end: order.slot.end.toISOString() },
    date: order.createdAt.toISOString(),
    estimatedDeliveryAt: order.estimatedDeliveryAt.toISOString(),
    deliveryAddress: order.address,
    rating: order.rating ?? null,
  });
}

const orderOf = ({ id, data }: Stored<OrderDocument>) => toOrder(id, data);

/** The order of a snapshot, or 404 when it is missing or not `uid`'s. */
export function ownOrder(snapshot: DocumentSnapshot<OrderDocument> | undefined, uid: string): OrderDocument {
  const order = snapshot?.data();
  if (!order || order.uid !== uid) throw notFound('Order');
  return order;
}

type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;

/** What one checkout asked for: a key used again must come with the same request (and, if any, the same cart). */
function requestFingerprint(request: PlaceOrderInput): string {
  // A delivery's fingerprint stays as it was before pickup existed, so keys stored then still match.
  const fields = [request.addressId ?? '', request.paymentMethod, request.useWallet, request.expectedTotal ?? ''];
  const slot = request.slot ? [`slot ${request.slot}`] : [];
  return [...(request.fulfilment === 'pickup' ? ['pickup', ...fields] : fields), ...slot].join('|');
}
function cartFingerprint(cart: StoredCart): string {
  return [cart.vendorId ?? '', ...cart.items.map((line) => `${line.menuItemId}x${line.quantity}`).sort()].join('|');
}
const keyReused = () =>
  new ApiError('unprocessable-entity', 'This Idempotency-Key was already used for a different order', { reason: 'idempotency-key-reused' });

/** Places the caller's cart as an order in one batch conditional on what it read; emptying the cart stops a repeat, and an Idempotency-Key replays it. */
export async function placeOrder(uid: string, request: PlaceOrderInput, idempotencyKey: string | undefined): Promise<{ order: Order; replayed: boolean }> {
  const pickup = request.fulfilment === 'pickup';
  const keyRef = idempotencyKey ? idempotencyKeysCollection().doc(`${uid}_${idempotencyKey}`) : undefined;
  const fingerprint = requestFingerprint(request);
  const cartRef = cartOf(uid);
  const userRef = usersCollection().doc(uid);
  const addressRef = request.addressId ? addressesCollection().doc(request.addressId) : undefined;

  let estimate: { vendorId: string; ready: ReturnType<typeof estimateReady> } | undefined;

  return commitIfUnchanged<{ order: Order; replayed: boolean }>(async (reads) => {
    const [cartSnapshot, userSnapshot] = await reads.getEach(cartRef, userRef);
    const [keySnapshot, addressSnapshot] = await Promise.all([keyRef && reads.get(keyRef), !pickup && addressRef ? reads.get(addressRef) : undefined]);
    const cart = readStoredCart(cartSnapshot);
    const usedKey = keySnapshot?.data();
    if (usedKey) {
      if (usedKey.fingerprint !== fingerprint) throw keyReused();
      if (cart.vendorId && usedKey.cart !== cartFingerprint(cart)) throw keyReused();
      const placed = await reads.get(ordersCollection().doc(usedKey.orderId));
      const placedOrder = ownOrder(placed, uid);
      return { value: { order: { ...toOrder(placed.id, placedOrder), pickupCode: await ownPickupCode(placed.id, placedOrder) }, replayed: true }, writes: [] };
    }

    const address = addressSnapshot?.data() ?? null;
    if (!pickup && (!address || address.uid !== uid)) throw notFound('Address');
    // The cart's precondition serialises one student's orders, so no two racing orders pass this with one count.
    const active = (await ordersCollection().where('uid', '==', uid).where('status', 'in', ACTIVE_ORDER_STATUSES).count().get()).data().count;
    if (active >= MAX_ACTIVE_ORDERS)
      throw new ApiError('resource-exhausted', CHECKOUT_MESSAGES.tooManyActive, { reason: 'too-many-active-orders', active }, 60);
    if (!cart.vendorId) throw new ApiError('failed-precondition', 'Your cart is empty', { reason: 'cart-empty' });

    // Read once per request beside the menu, and kept from being unhandled should the order fail.
    if (estimate?.vendorId !== cart.vendorId) {
      estimate = { vendorId: cart.vendorId, ready: estimateReady(cart.vendorId, serverNow()) };
      estimate.ready.catch(() => undefined);
    }
    const state = await readMenuState(cart.vendorId, cart.items, reads);
    const vendor = requireVendor(state);
    assertOpen(vendor, state.slotEatery);
    const items: OrderLine[] = [];
    const unavailable: string[] = [];
    for (const line of cart.items) {
      const item = state.items.get(line.menuItemId);
      if (item?.available) items.push({ menuItemId: item._id, name: displayItemName(item.name), quantity: line.quantity, price: item.price, veg: item.veg });
      else unavailable.push(displayItemName(item?.name ?? line.name));
    }
    if (unavailable.length > 0)
      throw refused(`Not available right now: ${unavailable.join(', ')}. Remove them from your cart to continue.`, 'item-unavailable');

    const balance = walletBalanceOf(userSnapshot);
    if (request.useWallet && balance === 0) throw new ApiError('failed-precondition', 'Insufficient wallet balance', { reason: 'wallet-empty' });
    const price = priceOrder(items, balance, request.useWallet, request.fulfilment);
    if (request.expectedTotal !== undefined && request.expectedTotal !== price.total) {
      throw refused(`Your order now comes to ${formatRupees(price.total)}. Please review it and place the order again.`, 'total-changed', {
        total: price.total,
      });
    }

    const now = serverNow();
    const orderRef = ordersCollection().doc();
    const [{ tokenNumber, token, write: tokenWrite }, slot] = await Promise.all([
      planToken(reads, vendor, now),
      planSlot(reads, vendor._id, state.slotEatery, request.slot ? new Date(request.slot) : undefined, now),
    ]);
    const order: OrderDocument = {
      uid,
      vendorId: vendor._id,
      vendorName: vendor.name,
      vendorAddress: vendor.address,
      orderNumber: newOrderNumber(),
      items,
      subtotal: price.subtotal,
      deliveryFee: price.deliveryFee,
      platformFee: price.platformFee,
      walletApplied: price.walletApplied,
      total: price.total,
      paymentMethod: request.paymentMethod,
      ...(address && addressRef ? { addressId: addressRef.id } : {}),
      address: address && deliveryAddressSchema.parse(address),
      fulfilment: request.fulfilment,
      tokenNumber,
      token,
      ...(slot ? { slot: slot.slot } : {}),
      status: 'placed',
      statusHistory: [{ status: 'placed', at: now }],
      createdAt: now,
      // The promise of checkout: "30-45 minutes", or the slot chosen (estimatedDeliveryAtMs).
      estimatedDeliveryAt: slot ? slot.slot.end : new Date(now.getTime() + DELIVERY_ESTIMATE.maxMinutes * 60_000),
      readyEstimate: await estimate.ready,
    };
    const pickupCode = pickup ? newPickupCode() : undefined;
    const writes: PlannedWrite[] = [
      { ref: orderRef, create: order },
      { ref: cartRef, delete: true },
      tokenWrite,
      ...(slot ? [slot.write] : []),
      ...boardWrites(orderRef.id, order, order.status),
    ];
    if (pickupCode) writes.push({ ref: pickupCodeRef(orderRef.id), create: { uid, code: pickupCode } });
    if (state.ownerUid) writes.push(notify(state.ownerUid, newOrderNotification(order), orderRef.id));
    if (keyRef) {
      const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS);
      writes.push({ ref: keyRef, create: { uid, orderId: orderRef.id, fingerprint, cart: cartFingerprint(cart), createdAt: now, expiresAt } });
    }
    // Conditional on the balance read (lib/writes.ts): two orders racing for one wallet never both spend it.
    if (price.walletApplied > 0) writes.push({ ref: userRef, update: { walletBalance: balance - price.walletApplied, updatedAt: now } });

    return { value: { order: { ...toOrder(orderRef.id, order), pickupCode }, replayed: false }, writes };
  });
}

/** A search looks through at most this many orders per request, then hands back a cursor to go on from. */
const SEARCH_SCAN_LIMIT = 500;
const SEARCH_BATCH = 50;

function matchesSearch(order: Order, search: string | undefined): boolean {
  return !search || order.orderNumber.toLowerCase().includes(search) || order.restaurant.name.toLowerCase().includes(search);
}

/** The caller's orders, newest first; a search cannot be a Firestore query, so it scans the caller's own orders in bounded batches. */
export async function listOrders(uid: string, query: OrdersPageQuery): Promise<OrdersPage> {
  let base: Query<OrderDocument> = ordersCollection().where('uid', '==', uid);
  if (query.status) {
    const statuses = statusesOfFilter(query.status);
    base = statuses.length === 1 ? base.where('status', '==', statuses[0]) : base.where('status', 'in', statuses);
  }
  const ordered = base.orderBy('createdAt', 'desc');
  const cursor = query.cursor ? ordersCollection().doc(query.cursor) : undefined;
  const mine = (order: OrderDocument) => order.uid === uid;
  if (!query.search) {
    const { page, nextCursor } = await pageAfter(ordered, cursor, ORDERS_PAGE_SIZE, mine);
    return { orders: page.map(orderOf), nextCursor };
  }
  base = await startAfterCursor(ordered, cursor, mine);

  const found: Order[] = [];
  const lastFound = () => found.at(-1)?.id ?? null;
  let scanned = 0;
  let after: DocumentSnapshot<OrderDocument> | undefined;
  for (;;) {
    const snapshot = await (after ? base.startAfter(after) : base).limit(SEARCH_BATCH).get();
    for (const order of readableDocuments(snapshot.docs).map(orderOf)) {
      if (!matchesSearch(order, query.search)) continue;
      // An eleventh match means there is a next page, and the tenth is where it starts after.
      if (found.length === ORDERS_PAGE_SIZE) return { orders: found, nextCursor: lastFound() };
      found.push(order);
    }
    scanned += snapshot.size;
    after = snapshot.docs.at(-1);
    if (snapshot.size < SEARCH_BATCH || !after) return { orders: found, nextCursor: null };
    if (found.length === ORDERS_PAGE_SIZE) return { orders: found, nextCursor: lastFound() };
    if (scanned >= SEARCH_SCAN_LIMIT) return { orders: found, nextCursor: after.id };
  }
}

/** Refills the cart with a past order's dishes at today's prices, naming those it skipped; the student asked to replace the cart. */
export async function reorder(uid: string, orderId: string): Promise<PricedCartResponse> {
  const [orderSnapshot, user] = await new Reads().getEach(ordersCollection().doc(orderId), usersCollection().doc(uid));
  const past = toOrder(orderId, ownOrder(orderSnapshot, uid));
  const state = await readMenuState(past.restaurantId, past.items);
  const vendor = requireVendor(state);
  assertOpen(vendor, state.slotEatery);

  // A past order came from one cart, so its lines are within the cart's limits.
  const { lines, skipped } = mergeDishes([], past.items, state);
  if (lines.length === 0) {
    throw refused(`None of the dishes of order ${past.orderNumber} are available right now`, 'item-unavailable');
  }

  const next: StoredCart = { vendorId: vendor._id, vendorName: vendor.name, items: lines };
  const message = skipped.length > 0 ? `Added at today's prices. No longer available: ${skipped.join(', ')}` : undefined;
  const answer: PricedCartResponse = { data: cartView(next, state, walletBalanceOf(user)), ...(message ? { message, skipped } : {}) };
  // The student asked to replace the cart, so nothing is decided on it: the write need only be whole.
  return commitIfUnchanged(async () => ({ value: answer, writes: [storeCart(uid, next)] }));
}
