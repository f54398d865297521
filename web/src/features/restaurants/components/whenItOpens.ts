import { busyText, opensAtText } from '@campuseats/common/hours';
import type { RestaurantSummary } from '@campuseats/common/restaurants';

/**
 * "Busy: taking orders again at 12:45 pm" for an eatery its vendor paused, "Opens at 5:00 pm" for one closed by its
 * hours; null when open, or closed by its vendor's switch.
 */
export function whenItOpens(restaurant: Pick<RestaurantSummary, 'isOpen' | 'opensAt' | 'busyUntil'>, now = new Date()): string | null {
  if (restaurant.isOpen) return null;
  if (restaurant.busyUntil) return busyText(new Date(restaurant.busyUntil));
  return restaurant.opensAt ? opensAtText(new Date(restaurant.opensAt), now) : null;
}
