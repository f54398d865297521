import type { Query } from 'firebase-admin/firestore';
import { preferencesOf } from '@campuseats/common/notifications';
import type { UserDocument } from '@campuseats/common/documents';
import type { DataExport } from '@campuseats/common/dataExport';
import type { Caller } from '../lib/auth';
import {
  addressesCollection,
  cartsCollection,
  luckyDrawEntriesCollection,
  notificationsCollection,
  ordersCollection,
  reviewsCollection,
  usersCollection,
} from '../lib/collections';
import { authAccount } from './users';

// Everything held about a student (docs/product.md#your-data), each part read by their uid or email, never anyone else's.

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const isoOf = (date: Date) => date.toISOString();
const all = async <T>(query: Query<T>) => (await query.get()).docs.map((doc) => ({ id: doc.id, data: doc.data() }));

export async function exportOwnData(who: Caller): Promise<DataExport> {
  const [account, user, addresses, cart, orders, reviews, notifications, entries] = await Promise.all([
    authAccount(who.uid),
    usersCollection().doc(who.uid).get(),
    all(addressesCollection().where('uid', '==', who.uid)),
    cartsCollection().doc(who.uid).get(),
    all(ordersCollection().where('uid', '==', who.uid)),
    all(reviewsCollection().where('uid', '==', who.uid)),
    all(notificationsCollection(who.uid).orderBy('createdAt', 'desc')),
    all(luckyDrawEntriesCollection().where('uid', '==', who.uid)),
  ]);
  const profile = user.data();
  const email = account?.email ?? who.email ?? null;
  const byEmail = email ? await luckyDrawEntriesCollection().doc(email.toLowerCase()).get() : undefined;
  const luckyDraw = new Map(entries.map(({ id, data }) => [id, data]));
  const entryByEmail = byEmail?.data();
  if (byEmail && entryByEmail) luckyDraw.set(byEmail.id, entryByEmail);
  const placed = orders.sort((a, b) => a.data.createdAt.getTime() - b.data.createdAt.getTime());
  const savedCart = cart.data();

  return {
    exportedAt: new Date().toISOString(),
    account: { uid: who.uid, email, createdAt: account ? new Date(account.metadata.creationTime).toISOString() : null },
    profile: profile ? profileOf(profile) : null,
    notificationPreferences: preferencesOf(profile?.notificationPreferences),
    addresses: addresses.map(({ id, data: { uid: _uid, createdAt: _created, updatedAt: _updated, ...fields } }) => ({ id, ...fields })),
    cart: savedCart
      ? {
          vendorId: savedCart.vendorId,
          vendorName: savedCart.vendorName,
          items: savedCart.items.map(({ name, price, quantity }) => ({ name, price, quantity })),
        }
      : null,
    orders: placed.map(({ id, data }) => ({
      id,
      orderNumber: data.orderNumber,
      eatery: data.vendorName,
      status: data.status,
      items: data.items,
      subtotal: data.subtotal,
      deliveryFee: data.deliveryFee,
      platformFee: data.platformFee,
      walletApplied: data.walletApplied,
      total: data.total,
      paymentMethod: data.paymentMethod,
      fulfilment: data.fulfilment,
      token: data.token ?? null,
      address: data.address,
      placedAt: isoOf(data.createdAt),
      statusHistory: data.statusHistory.map(({ status, at }) => ({ status, at: isoOf(at) })),
      cancelReason: data.cancelReason ?? null,
    })),
    reviews: reviews.map(({ data }) => ({
      orderId: data.orderId,
      eatery: data.vendorName,
      rating: data.rating,
      comment: data.comment,
      createdAt: isoOf(data.createdAt),
      reply: data.reply ? { text: data.reply.text, at: isoOf(data.reply.at) } : null,
      hidden: data.hidden,
    })),
    notifications: notifications.map(({ data }) => ({ title: data.title, body: data.body, createdAt: isoOf(data.createdAt), read: data.read })),
    wallet: { balance: profile?.walletBalance ?? 0, movements: placed.flatMap(({ data }) => walletMovementsOf(data)) },
    luckyDrawEntries: [...luckyDraw.values()].map(({ name, email: entryEmail, mobile, createdAt: entered }) => ({
      name,
      email: entryEmail,
      mobile,
      createdAt: iso(entered),
    })),
  };
}

/** The profile as stored, its times as ISO strings; the notification choices have a section of their own. */
function profileOf({ notificationPreferences: _choices, createdAt, updatedAt, ...stored }: UserDocument): Record<string, unknown> {
  return { ...stored, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
}

/** The wallet's movements an order made: its share spent at checkout, and given back if it was cancelled. */
function walletMovementsOf(order: { orderNumber: string; walletApplied: number; walletRefunded?: number; createdAt: Date; cancelledAt?: Date | null }) {
  const spent = order.walletApplied > 0 ? [{ orderNumber: order.orderNumber, amount: -order.walletApplied, at: isoOf(order.createdAt) }] : [];
  const refunded = order.walletRefunded
    ? [{ orderNumber: order.orderNumber, amount: order.walletRefunded, at: isoOf(order.cancelledAt ?? order.createdAt) }]
    : [];
  return [...spent, ...refunded];
}
