// Classic zod: only the vendor console (loaded after sign-in) and the API use these.
import { z } from 'zod';
import { menuItemSchema, menuSectionSchema } from './restaurants';
import { optionalText, plainString, requiredText, wholeNumber } from './text';

/** The vendor's menu editor (docs/product.md#vendor-console). */
export const MENU_LIMITS = { nameMax: 80, descMax: 300, categoryMax: 40, priceMax: 5000, itemsMax: 200 } as const;

/** The app's own dish illustrations (web/public/images/dishes): a vendor picks one; nothing is fetched from elsewhere. */
export const DISH_IMAGES = [
  'biryani',
  'burger',
  'cake',
  'coffee',
  'cold-drink',
  'curry',
  'dessert',
  'dosa',
  'fried-rice',
  'fries',
  'ice-cream',
  'kebab',
  'momos',
  'noodles',
  'pasta',
  'pizza',
  'rolls',
  'sandwich',
  'tea',
].map((name) => `/images/dishes/${name}.svg`);

export const MENU_MESSAGES = {
  nameRequired: 'Give the dish a name',
  priceInvalid: `Price is a whole number of rupees from 1 to ${MENU_LIMITS.priceMax}`,
  categoryRequired: 'Choose or type a section',
  imageInvalid: 'Choose one of the pictures',
  tooManyItems: `A menu holds up to ${MENU_LIMITS.itemsMax} dishes`,
  categoriesMismatch: 'List every section of the menu once',
} as const;

/** POST /vendor/menu/items and PUT /vendor/menu/items/{id}: the whole dish. */
export const menuItemInputSchema = z.object({
  name: requiredText(MENU_LIMITS.nameMax, MENU_MESSAGES.nameRequired),
  desc: optionalText(MENU_LIMITS.descMax),
  price: wholeNumber(1, MENU_LIMITS.priceMax, MENU_MESSAGES.priceInvalid),
  category: requiredText(MENU_LIMITS.categoryMax, MENU_MESSAGES.categoryRequired),
  veg: z.boolean(),
  bestseller: z.boolean().optional().default(false),
  image: z.string().refine((image) => DISH_IMAGES.includes(image), MENU_MESSAGES.imageInvalid),
});
export type MenuItemInput = z.input<typeof menuItemInputSchema>;

/** PATCH /vendor/menu/items/{id}/availability: the "Sold out" switch (available false). */
export const availabilityRequestSchema = z.object({ available: z.boolean() });

/** PUT /vendor/menu/categories: every section's name once, in the order the menu shows them. */
export const categoryOrderRequestSchema = z.object({ categories: z.array(plainString().trim().min(1).max(MENU_LIMITS.categoryMax)).min(1).max(50) });

export const dishRemovedResponseSchema = z.object({ removed: z.literal(true) });
export const vendorMenuItemResponseSchema = z.object({ item: menuItemSchema });
/** GET /vendor/menu: every dish, sold-out ones included, by section in menu order. */
export const vendorMenuResponseSchema = z.object({ sections: z.array(menuSectionSchema) });
export type VendorMenu = z.infer<typeof vendorMenuResponseSchema>;
