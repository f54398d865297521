import { describe, expect, it } from 'vitest';
import type { MenuItem, MenuSection } from '@campuseats/common/restaurants';
import { movedSection, withDish, withoutDish } from './menuSections';

const dish = (id: string, category: string, price = 100): MenuItem => ({
  _id: id,
  name: id,
  desc: '',
  price,
  image: '/images/dishes/curry.svg',
  veg: true,
  category,
  bestseller: false,
  available: true,
});
const menu: MenuSection[] = [
  { name: 'Mains', items: [dish('dal', 'Mains'), dish('paneer', 'Mains')] },
  { name: 'Drinks', items: [dish('chai', 'Drinks')] },
];
const ids = (sections: MenuSection[]) => sections.map((section) => [section.name, section.items.map((item) => item._id)]);

describe('withDish', () => {
  it('changes a dish in place when it stays in its section', () => {
    const next = withDish(menu, dish('dal', 'Mains', 135));
    expect(ids(next)).toEqual(ids(menu));
    expect(next[0]!.items[0]!.price).toBe(135);
  });

  it('moves a dish to the end of its new section, and drops a section it leaves empty', () => {
    expect(ids(withDish(menu, dish('chai', 'Mains')))).toEqual([['Mains', ['dal', 'paneer', 'chai']]]);
  });

  it('adds a new dish at the end of its section, or in a new last section', () => {
    expect(ids(withDish(menu, dish('lassi', 'Drinks')))).toEqual([
      ['Mains', ['dal', 'paneer']],
      ['Drinks', ['chai', 'lassi']],
    ]);
    expect(ids(withDish(menu, dish('gulab', 'Desserts'))).at(-1)).toEqual(['Desserts', ['gulab']]);
  });
});

describe('withoutDish', () => {
  it('removes the dish, and its section once empty', () => {
    expect(ids(withoutDish(menu, 'paneer'))).toEqual([
      ['Mains', ['dal']],
      ['Drinks', ['chai']],
    ]);
    expect(ids(withoutDish(menu, 'chai'))).toEqual([['Mains', ['dal', 'paneer']]]);
  });
});

describe('movedSection', () => {
  it('swaps a section with its neighbour, and leaves the order alone at either end', () => {
    expect(movedSection(menu, 1, -1)).toEqual(['Drinks', 'Mains']);
    expect(movedSection(menu, 0, 1)).toEqual(['Drinks', 'Mains']);
    expect(movedSection(menu, 0, -1)).toEqual(['Mains', 'Drinks']);
    expect(movedSection(menu, 1, 1)).toEqual(['Mains', 'Drinks']);
  });
});
