import { createContext } from 'react';
import type { RestaurantSummary } from '@campuseats/common/restaurants';

/** The eatery whose menu is on screen: every dish's ADD button needs it (a cart holds one eatery's dishes). */
export const MenuRestaurantContext = createContext<RestaurantSummary | null>(null);
