import { FieldValue } from 'firebase-admin/firestore';
import type { EateryDayDocument, OrderDocument } from '@campuseats/common/documents';
import { averageTicket, campusDay, lastCampusDays, TOP_DISHES, type DayFigures, type Figures } from '@campuseats/common/figures';
import { orderValue } from '@campuseats/common/liveOrder';
import { eateryDaysCollection } from '../lib/collections';
import { Reads, type PlannedWrite } from '../lib/writes';

// Sales figures (docs/architecture.md, "Sales figures"): eateryDays/{vendorId}_{day} moves by increments in the
// batch that finishes an order, so no figure is ever computed by reading the orders.

const dayRef = (vendorId: string, day: string) => eateryDaysCollection().doc(`${vendorId}_${day}`);

/** The figures' share of an order finishing (delivered or cancelled) at `at`; none for any other status. */
export function figuresChange(order: OrderDocument, status: string, at: Date): PlannedWrite[] {
  if (status !== 'delivered' && status !== 'cancelled') return [];
  const day = campusDay(at);
  const base = { vendorId: order.vendorId, day, updatedAt: at };
  if (status === 'cancelled') return [{ ref: dayRef(order.vendorId, day), merge: { ...base, cancelled: FieldValue.increment(1) } }];
  const dishes = Object.fromEntries(order.items.map((line) => [line.menuItemId, { name: line.name, quantity: FieldValue.increment(line.quantity) }]));
  return [
    { ref: dayRef(order.vendorId, day), merge: { ...base, delivered: FieldValue.increment(1), revenue: FieldValue.increment(orderValue(order)), dishes } },
  ];
}

/** The last seven campus days of the given eateries' figures (one eatery for a vendor, all of them for admins). */
function figuresOf(days: readonly string[], stored: readonly EateryDayDocument[]): Figures {
  const byDay: DayFigures[] = days.map((day) => {
    const ofDay = stored.filter((document) => document.day === day);
    const sum = (field: 'delivered' | 'revenue' | 'cancelled') => ofDay.reduce((total, document) => total + document[field], 0);
    return { day, orders: sum('delivered'), revenue: sum('revenue'), cancelled: sum('cancelled') };
  });
  const dishes = new Map<string, { menuItemId: string; name: string; quantity: number }>();
  for (const document of stored) {
    for (const [menuItemId, dish] of Object.entries(document.dishes)) {
      const key = `${document.vendorId}/${menuItemId}`;
      const seen = dishes.get(key) ?? { menuItemId, name: dish.name, quantity: 0 };
      dishes.set(key, { ...seen, quantity: seen.quantity + dish.quantity });
    }
  }
  const today = byDay.at(-1) ?? { day: days.at(-1) ?? '', orders: 0, revenue: 0, cancelled: 0 };
  return {
    today: { ...today, averageTicket: averageTicket(today.revenue, today.orders) },
    days: byDay,
    topDishes: [...dishes.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)).slice(0, TOP_DISHES),
  };
}

/** One eatery's figures: seven documents read by id. */
export async function eateryFigures(vendorId: string, now = new Date()): Promise<Figures> {
  const days = lastCampusDays(now);
  const snapshots = await new Reads().getAll(...days.map((day) => dayRef(vendorId, day)));
  return figuresOf(
    days,
    snapshots.flatMap((snapshot) => snapshot.data() ?? []),
  );
}

/** Campus-wide figures: every eatery's documents of the last seven days (tens of eateries times seven). */
export async function campusFigures(now = new Date()): Promise<Figures> {
  const days = lastCampusDays(now);
  const snapshot = await eateryDaysCollection().where('day', '>=', days[0]).get();
  return figuresOf(
    days,
    snapshot.docs.map((doc) => doc.data()),
  );
}
