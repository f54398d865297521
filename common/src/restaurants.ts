// zod/mini, so a bundle keeps only the checks a screen uses (docs/decisions/0016-one-validation-dialect.md).
import * as z from 'zod/mini';
import { FOOD_CATEGORY_SLUGS } from './categories';
import { DOCUMENT_ID_PATTERN } from './documentId';
import { DIET_TYPES, RESTAURANTS_MAX_PAGE_SIZE, RESTAURANTS_PAGE_SIZE, SEARCH_MAX_LENGTH, SORT_OPTIONS, type SortOption } from './restaurantOptions';

const SORT_VALUES = SORT_OPTIONS.map((option) => option.value) as [SortOption, ...SortOption[]];

export const documentIdSchema = z.string().check(z.regex(DOCUMENT_ID_PATTERN, 'Invalid id'));

/** An enum query value in any letter case: `?category=Biryani` is the Biryani category. */
export const anyCaseEnum = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.toLowerCase()),
    ),
    z.enum(values),
  );

const positiveIntegerText = (fallback: number, max: number) =>
  z.pipe(
    z.optional(z.pipe(z.pipe(z.string().check(z.regex(/^\d{1,6}$/, 'Must be a whole number')), z.transform(Number)), z.int().check(z.gte(1), z.lte(max)))),
    z.transform((value) => value ?? fallback),
  );

export const restaurantListQuerySchema = z.object({
  search: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH))),
    z.transform((value) => value || undefined),
  ),
  page: positiveIntegerText(1, 10_000),
  limit: positiveIntegerText(RESTAURANTS_PAGE_SIZE, RESTAURANTS_MAX_PAGE_SIZE),
  category: z.optional(anyCaseEnum(FOOD_CATEGORY_SLUGS)),
  diet: z.optional(anyCaseEnum(['veg'])),
  sort: z.pipe(
    z.optional(anyCaseEnum(SORT_VALUES)),
    z.transform((value) => value ?? 'relevance'),
  ),
});
export type RestaurantListQuery = z.infer<typeof restaurantListQuerySchema>;

export const restaurantSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  cuisine: z.string(),
  /** The average of its ratings to one decimal (docs/product.md#reviews). */
  rating: z.number(),
  /** How many ratings the average is of (the seed's starting figures included). */
  ratingCount: z.int(),
  deliveryTime: z.string().check(z.regex(/^\d+-\d+$/)),
  costForTwo: z.int(),
  dietType: z.enum(DIET_TYPES),
  image: z.string(),
  address: z.string(),
  /** Open now: inside its opening hours, if it has any, and its vendor's switch on. */
  isOpen: z.boolean(),
  /** When closed by its hours, when it opens next (ISO 8601); otherwise null. */
  opensAt: z.nullable(z.string()),
  /** When its vendor paused new orders (the busy switch), when they resume (ISO 8601); otherwise null. */
  busyUntil: z.nullable(z.string()),
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

export const restaurantListResponseSchema = z.object({
  data: z.array(restaurantSummarySchema),
  totalPages: z.int(),
  currentPage: z.int(),
  total: z.int(),
});
export type RestaurantListResponse = z.infer<typeof restaurantListResponseSchema>;

export const menuItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  desc: z.string(),
  price: z.int().check(z.positive()),
  image: z.string(),
  veg: z.boolean(),
  category: z.string(),
  bestseller: z.boolean(),
  available: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSectionSchema = z.object({ name: z.string(), items: z.array(menuItemSchema) });
export type MenuSection = z.infer<typeof menuSectionSchema>;

export const restaurantDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    restaurant: restaurantSummarySchema,
    bestsellers: z.array(menuItemSchema),
    menu: z.array(menuSectionSchema),
    /** Dishes can go in the cart for a later time slot even while the eatery takes no order now (busy, or before its hours). */
    preorders: z.optional(z.boolean()),
  }),
});
export type RestaurantDetail = z.infer<typeof restaurantDetailResponseSchema>['data'];

/** "20-30" → 30: the upper bound is what a hungry student plans around. */
export function deliveryTimeUpperBound(deliveryTime: string): number {
  const upper = Number(deliveryTime.split('-')[1]);
  return Number.isFinite(upper) ? upper : Number.POSITIVE_INFINITY;
}
