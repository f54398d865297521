import type { Query } from 'firebase-admin/firestore';
import { preferencesOf } from '@campuseats/common/notifications';
import type { UserDocument } from '@campuseats/common/documents';
import { dataExportSchema, type DataExport } from '@campuseats/common/dataExport';
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
/** The export's parts: each picks its fields from a stored document. */
const exported = dataExportSchema.shape;
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

  return {
    exportedAt: new Date().toISOString(),
    account: { uid: who.uid, email, createdAt: account ? new Date(account.metadata.creationTime).toISOString() : null },
    profile: profile ? profileOf(profile) : null,
    notificationPreferences: preferencesOf(profile?.notificationPreferences),
    addresses: addresses.map(({ id, data: { uid: _uid, createdAt: _created, updatedAt: _updated, ...fields } }) => ({ id, ...fields })),
    cart: exported.cart.parse(cart.data() ?? null),
    orders: placed.map(({ id, data }) =>
      exported.orders.element.parse({
        ...data,
        id,
        eatery: data.vendorName,
        token: data.token ?? null,
        placedAt: isoOf(data.createdAt),
        statusHistory: data.statusHistory.map(({ status, at }) => ({ status, at: isoOf(at) })),
        cancelReason: data.cancelReason ?? null,
        cancelledBy: data.cancelledBy ?? null,
        slot: data.slot ? { start: isoOf(data.slot.start), end: isoOf(data.slot.end) } : null,
      }),
    ),
    reviews: reviews.map(({ data }) =>
      exported.reviews.element.parse({
        ...data,
        eatery: data.vendorName,
        createdAt: isoOf(data.createdAt),
        reply: data.reply && { text: data.reply.text, at: isoOf(data.reply.at) },
      }),
    ),
    notifications: notifications.map(({ data }) => ({ title: data.title, body: data.body, createdAt: isoOf(data.createdAt), read: data.read })),
    wallet: { balance: profile?.walletBalance ?? 0, movements: placed.flatMap(({ data }) => walletMovementsOf(data)) },
    luckyDrawEntries: [...luckyDraw.values()].map((entry) => exported.luckyDrawEntries.element.parse({ ...entry, createdAt: iso(entry.createdAt) })),
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
