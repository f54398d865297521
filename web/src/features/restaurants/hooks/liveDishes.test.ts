import { describe, expect, it } from 'vitest';
import type { MenuItem, RestaurantDetail } from '@campuseats/common/restaurants';
import { withLiveDishes } from './liveDishes';

const dish = (id: string, price: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  _id: id,
  name: id,
  desc: '',
  price,
  image: '/images/dishes/curry.svg',
  veg: true,
  category: 'Mains',
  bestseller: false,
  available: true,
  ...extra,
});

const served = {
  restaurant: {} as RestaurantDetail['restaurant'],
  bestsellers: [dish('dal', 120, { bestseller: true })],
  menu: [
    { name: 'Mains', items: [dish('dal', 120, { bestseller: true }), dish('paneer', 180)] },
    { name: 'Drinks', items: [dish('chai', 20, { category: 'Drinks' })] },
  ],
} satisfies RestaurantDetail;

describe('withLiveDishes', () => {
  it('is the served menu while nothing live has arrived', () => {
    expect(withLiveDishes(served, null)).toBe(served);
  });

  it('takes each dish’s price and Sold out from the live dishes, in the bestsellers and the sections alike', () => {
    const live = withLiveDishes(served, [dish('dal', 135, { bestseller: true }), dish('paneer', 180, { available: false }), dish('chai', 20)]);
    expect(live.bestsellers[0]).toMatchObject({ _id: 'dal', price: 135, available: true });
    expect(live.menu[0]!.items.map(({ _id, price, available }) => [_id, price, available])).toEqual([
      ['dal', 135, true],
      ['paneer', 180, false],
    ]);
    expect(live.menu.map((section) => section.name)).toEqual(['Mains', 'Drinks']);
  });

  it('shows a dish removed since the menu was served as sold out', () => {
    const live = withLiveDishes(served, [dish('dal', 120), dish('paneer', 180)]);
    expect(live.menu[1]!.items).toEqual([{ ...served.menu[1]!.items[0], available: false }]);
  });

  it('puts a dish added since at the end of its section, or of the menu in a section of its own, bestsellers too', () => {
    const live = withLiveDishes(served, [
      dish('dal', 120, { bestseller: true }),
      dish('samosa', 30),
      dish('paneer', 180),
      dish('kheer', 60, { category: 'Desserts', bestseller: true }),
      dish('chai', 20, { category: 'Drinks' }),
      dish('lassi', 40, { category: 'Drinks' }),
    ]);
    expect(live.menu.map((section) => [section.name, section.items.map((item) => item._id)])).toEqual([
      ['Mains', ['dal', 'paneer', 'samosa']],
      ['Drinks', ['chai', 'lassi']],
      ['Desserts', ['kheer']],
    ]);
    expect(live.bestsellers.map((item) => item._id)).toEqual(['dal', 'kheer']);
  });
});
