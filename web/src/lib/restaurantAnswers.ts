import { DIET_TYPES } from '@campuseats/common/restaurantOptions';
import type { MenuItem, MenuSection, RestaurantDetail, RestaurantListResponse, RestaurantSummary } from '@campuseats/common/restaurants';
import { answerSchema, isArrayOf, isBoolean, isInteger, isLiteral, isNullable, isNumber, isObject, isOneOf, isString } from './answerChecks';

// The eatery list and a menu are what a first visit reads (/restaurants, /home's outlets, /restaurants/{id}): their
// answers are checked with the light checks of answerChecks.ts, typed by the shared schemas of
// common/src/restaurants.ts, instead of loading zod with the first screen.

const isRestaurantSummary = isObject<RestaurantSummary>({
  _id: isString,
  name: isString,
  cuisine: isString,
  rating: isNumber,
  ratingCount: isInteger,
  deliveryTime: isString,
  costForTwo: isInteger,
  dietType: isOneOf(DIET_TYPES),
  image: isString,
  address: isString,
  isOpen: isBoolean,
  opensAt: isNullable(isString),
});

const isMenuItem = isObject<MenuItem>({
  _id: isString,
  name: isString,
  desc: isString,
  price: isInteger,
  image: isString,
  veg: isBoolean,
  category: isString,
  bestseller: isBoolean,
  available: isBoolean,
});

/** The eatery list's answer (routes.listRestaurants). */
export const restaurantListAnswer = answerSchema(
  isObject<RestaurantListResponse>({ data: isArrayOf(isRestaurantSummary), totalPages: isInteger, currentPage: isInteger, total: isInteger }),
);

/** A menu's answer (routes.restaurantDetail). */
export const restaurantDetailAnswer = answerSchema(
  isObject<{ success: true; data: RestaurantDetail }>({
    success: isLiteral(true),
    data: isObject<RestaurantDetail>({
      restaurant: isRestaurantSummary,
      bestsellers: isArrayOf(isMenuItem),
      menu: isArrayOf(isObject<MenuSection>({ name: isString, items: isArrayOf(isMenuItem) })),
    }),
  }),
);
