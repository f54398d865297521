import type { RestaurantSummary } from '@campuseats/common/restaurants';
import { paths } from '@/lib/routes';
import type { LandingCategory } from '../components/landingContent';

export const OUTLETS_PER_CARD = 4;

/** The eateries to list under each card: open ones first, then the best rated, at most four. */
export function outletsByCategory(categories: readonly LandingCategory[], restaurants: readonly RestaurantSummary[]): Record<string, RestaurantSummary[]> {
  const ranked = [...restaurants].sort((a, b) => Number(b.isOpen) - Number(a.isOpen) || b.rating - a.rating || a.name.localeCompare(b.name));
  return Object.fromEntries(
    categories.map((category) => {
      const matches = ranked.filter((restaurant) => {
        const text = `${restaurant.cuisine} ${restaurant.name}`.toLowerCase();
        return category.keywords.some((keyword) => text.includes(keyword));
      });
      return [category.slug, matches.slice(0, OUTLETS_PER_CARD)];
    }),
  );
}

/** An outlet's link: the restaurant search, looking for its name. */
export const outletSearchLink = (name: string) => paths.restaurantsMatching(name);
