import { opensAtText } from '@campuseats/common/hours';
import type { RestaurantSummary } from '@campuseats/common/restaurants';

/** "Opens at 5:00 pm" for an eatery closed by its hours; null when open, or closed by its vendor's switch. */
export function whenItOpens(restaurant: Pick<RestaurantSummary, 'isOpen' | 'opensAt'>, now = new Date()): string | null {
  return !restaurant.isOpen && restaurant.opensAt ? opensAtText(new Date(restaurant.opensAt), now) : null;
}
