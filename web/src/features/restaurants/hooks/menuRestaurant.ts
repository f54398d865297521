import { createContext } from 'react';
import type { RestaurantSummary } from '@campuseats/common/restaurants';

/** The eatery of a menu, and whether its dishes can go in the cart now: open, or for a later slot (docs/product.md#slots). */
export type MenuEatery = RestaurantSummary & { takesCartLines: boolean };

/** The eatery whose menu is on screen: every dish's ADD button needs it (a cart holds one eatery's dishes). */
export const MenuRestaurantContext = createContext<MenuEatery | null>(null);
