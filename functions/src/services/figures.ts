import { FieldValue } from 'firebase-admin/firestore';
import type { OrderDocument } from '@campuseats/common/documents';
import { figuresOfDays, lastCampusDays, type Figures } from '@campuseats/common/figures';
import { campusDay } from '@campuseats/common/istTime';
import { orderValue } from '@campuseats/common/liveOrder';
import { isFinalStatus } from '@campuseats/common/orderStatus';
import { eateryDaysCollection } from '../lib/collections';
import { Reads, type PlannedWrite } from '../lib/writes';
import { serverNow } from '../lib/clock';

// Sales figures (docs/architecture.md, "Sales figures"), moved by increments as orders finish, never computed from the orders.

const dayRef = (vendorId: string, day: string) => eateryDaysCollection().doc(`${vendorId}_${day}`);

/** The figures' share of an order finishing (delivered, collected or cancelled) at `at`; none for any other status. */
export function figuresChange(order: OrderDocument, status: string, at: Date): PlannedWrite[] {
  if (!isFinalStatus(status)) return [];
  const day = campusDay(at);
  const base = { vendorId: order.vendorId, day, updatedAt: at };
  if (status === 'cancelled') return [{ ref: dayRef(order.vendorId, day), merge: { ...base, cancelled: FieldValue.increment(1) } }];
  const dishes = Object.fromEntries(order.items.map((line) => [line.menuItemId, { name: line.name, quantity: FieldValue.increment(line.quantity) }]));
  return [
    { ref: dayRef(order.vendorId, day), merge: { ...base, delivered: FieldValue.increment(1), revenue: FieldValue.increment(orderValue(order)), dishes } },
  ];
}

/** One eatery's figures: a document a day, read by id. */
export async function eateryFigures(vendorId: string, now = serverNow()): Promise<Figures> {
  const days = lastCampusDays(now);
  const snapshots = await new Reads().getAll(...days.map((day) => dayRef(vendorId, day)));
  const stored = snapshots.flatMap((snapshot) => snapshot.data() ?? []);
  return figuresOfDays(days, stored);
}

/** Campus-wide figures: every eatery's documents of those days. */
export async function campusFigures(now = serverNow()): Promise<Figures> {
  const days = lastCampusDays(now);
  const snapshot = await eateryDaysCollection().where('day', '>=', days[0]).get();
  const stored = snapshot.docs.map((doc) => doc.data());
  return figuresOfDays(days, stored);
}
