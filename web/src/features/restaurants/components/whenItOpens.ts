import { busyText, opensAtText } from '@campuseats/common/hours';
import type { RestaurantSummary } from '@campuseats/common/restaurants';

/** "Busy: taking orders again at …" for a paused eatery, "Opens at …" for one closed by its hours; otherwise null. */
export function whenItOpens(restaurant: Pick<RestaurantSummary, 'isOpen' | 'opensAt' | 'busyUntil'>, now = new Date()): string | null {
  if (restaurant.isOpen) return null;
  if (restaurant.busyUntil) return busyText(new Date(restaurant.busyUntil));
  return restaurant.opensAt ? opensAtText(new Date(restaurant.opensAt), now) : null;
}
