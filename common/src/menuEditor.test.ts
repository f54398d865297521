import { describe, expect, it } from 'vitest';
import { DISH_IMAGES, MENU_MESSAGES, menuItemInputSchema } from './menuEditor';

describe("the menu editor's dish", () => {
  it('trims text, defaults the optional fields and keeps the price in whole rupees', () => {
    expect(menuItemInputSchema.parse({ name: ' Chai ', price: 20, category: ' Drinks ', veg: true, image: DISH_IMAGES[0] })).toEqual({
      name: 'Chai',
      desc: '',
      price: 20,
      category: 'Drinks',
      veg: true,
      bestseller: false,
      image: DISH_IMAGES[0],
    });
    const refused = menuItemInputSchema.safeParse({ name: 'Chai', price: 5001, category: 'Drinks', veg: true, image: DISH_IMAGES[0] });
    expect(refused.error?.issues[0]?.message).toBe(MENU_MESSAGES.priceInvalid);
  });
});
