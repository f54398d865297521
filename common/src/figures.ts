// Classic zod: the staff consoles (loaded after sign-in) and the API use these.
import { z } from 'zod';
import type { EateryDayDocument } from './documents';
import { campusDay } from './istTime';

/** Sales figures kept per eatery and campus day (docs/product.md#sales-figures), added up by dayFigures everywhere so no two views disagree. */
export const FIGURE_DAYS = 7;
const TOP_DISHES = 5;

/** The last `count` campus days up to the one of `at`, oldest first. */
export function lastCampusDays(at: Date, count = FIGURE_DAYS): string[] {
  return Array.from({ length: count }, (_unused, index) => campusDay(new Date(at.getTime() - (count - 1 - index) * 24 * 60 * 60 * 1000)));
}

/** The average ticket in whole rupees (rounded), 0 with no orders. */
export const averageTicket = (revenue: number, orders: number) => (orders > 0 ? Math.round(revenue / orders) : 0);

const dayFiguresSchema = z.object({ day: z.string(), orders: z.number().int(), revenue: z.number().int(), cancelled: z.number().int() });
export type DayFigures = z.infer<typeof dayFiguresSchema>;
const topDishSchema = z.object({ menuItemId: z.string(), name: z.string(), quantity: z.number().int() });

/** GET /vendor/figures and GET /admin/figures. */
export const figuresResponseSchema = z.object({
  today: dayFiguresSchema.extend({ averageTicket: z.number().int() }),
  /** The last seven campus days, oldest first, today last. */
  days: z.array(dayFiguresSchema),
  /** The most sold dishes over those days. */
  topDishes: z.array(topDishSchema),
});
export type Figures = z.infer<typeof figuresResponseSchema>;

/** What the figures read of an eatery's day: the stored document's counts (updatedAt aside). */
export type StoredEateryDay = Omit<EateryDayDocument, 'updatedAt'>;

/** One day's figures from stored days; an order counts on the day it was delivered or cancelled. */
export function dayFigures(day: string, stored: readonly StoredEateryDay[]): DayFigures {
  const ofDay = stored.filter((document) => document.day === day);
  const sum = (field: 'delivered' | 'revenue' | 'cancelled') => ofDay.reduce((total, document) => total + document[field], 0);
  return { day, orders: sum('delivered'), revenue: sum('revenue'), cancelled: sum('cancelled') };
}

/** The figures of `days` (oldest first) from one eatery's or every eatery's day documents, as the API and the live consoles compute them. */
export function figuresOfDays(days: readonly string[], stored: readonly StoredEateryDay[]): Figures {
  const byDay = days.map((day) => dayFigures(day, stored));
  const inWindow = new Set(days);
  const dishes = new Map<string, { menuItemId: string; name: string; quantity: number }>();
  for (const document of stored.filter((candidate) => inWindow.has(candidate.day))) {
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
