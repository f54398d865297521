import { CAMPUS_TIME_ZONE, campusDay } from '@campuseats/common/istTime';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { formatClock } from '@/lib/dateTime';

// Finished times are IST like the Sales days, so an order shown without a date is one Sales counts today.
const DAY_AND_CLOCK = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: CAMPUS_TIME_ZONE });

/** When the order finished: delivered or cancelled (an order finished before those were kept: when it was placed). */
export const finishedAt = (order: Pick<LiveOrder, 'deliveredAt' | 'cancelledAt' | 'createdAt'>): Date =>
  order.deliveredAt ?? order.cancelledAt ?? order.createdAt;

/** "8:59 pm" on `today` (a campus day, "2026-11-27"), "26 Nov, 8:59 pm" on any other. */
export const finishedText = (at: Date, today: string): string => (campusDay(at) === today ? formatClock(at) : DAY_AND_CLOCK.format(at));
