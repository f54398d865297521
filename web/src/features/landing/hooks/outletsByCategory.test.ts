import { describe, expect, it } from 'vitest';
import type { RestaurantSummary } from '@campuseats/common/restaurants';
import { LANDING_CATEGORIES } from '../components/landingContent';
import { OUTLETS_PER_CARD, outletsByCategory, outletSearchLink } from './outletsByCategory';

const eatery = (name: string, cuisine: string, rating = 4, isOpen = true): RestaurantSummary => ({
  _id: name.replace(/\W/g, ''),
  name,
  cuisine,
  rating,
  ratingCount: 10,
  isOpen,
  opensAt: null,
  busyUntil: null,
  deliveryTime: '20-30',
  costForTwo: 300,
  dietType: 'both',
  image: '/images/x.svg',
  address: 'Food Court',
});

describe('outletsByCategory', () => {
  it('files each eatery under every card its cuisine or name matches', () => {
    const grouped = outletsByCategory(LANDING_CATEGORIES, [
      eatery('Slice', 'Pizza, Italian'),
      eatery('Night Owl', 'Pizza, Burgers'),
      eatery('Brew Lab', 'Cafe, Beverages'),
      eatery('Sweet Tooth', 'Bakery, Desserts'),
      eatery('Reading Room Cafe', 'Cafe, Sandwiches'),
      eatery('Momo Point', 'Tibetan'),
      eatery('Dosa Corner', 'South Indian'),
    ]);
    expect(grouped.pizza!.map((outlet) => outlet.name).sort()).toEqual(['Night Owl', 'Slice']);
    expect(grouped.burger!.map((outlet) => outlet.name)).toEqual(['Night Owl']);
    expect(grouped.coffee!.map((outlet) => outlet.name).sort()).toEqual(['Brew Lab', 'Reading Room Cafe']);
    expect(grouped.cake!.map((outlet) => outlet.name).sort()).toEqual(['Brew Lab', 'Reading Room Cafe', 'Sweet Tooth']);
    expect(grouped.momos!.map((outlet) => outlet.name)).toEqual(['Momo Point']);
    expect(
      Object.values(grouped)
        .flat()
        .some((outlet) => outlet.name === 'Dosa Corner'),
    ).toBe(false);
  });

  it('lists open eateries first, then the best rated, four at most', () => {
    const pizzerias = [
      eatery('A', 'Pizza', 3.9),
      eatery('B', 'Pizza', 4.8, false),
      eatery('C', 'Pizza', 4.5),
      eatery('D', 'Pizza', 4.1),
      eatery('E', 'Pizza', 4.7),
      eatery('F', 'Pizza', 4.0),
    ];
    const names = outletsByCategory(LANDING_CATEGORIES, pizzerias).pizza!.map((outlet) => outlet.name);
    expect(names).toHaveLength(OUTLETS_PER_CARD);
    expect(names).toEqual(['E', 'C', 'D', 'F']);
  });

  it('answers an empty list for a card nothing matches', () => {
    expect(outletsByCategory(LANDING_CATEGORIES, []).cake).toEqual([]);
  });
});

describe('outletSearchLink', () => {
  it('searches the restaurants list for the eatery by name', () => {
    expect(outletSearchLink('Night Owl Pizza & Burgers')).toBe('/restaurants?search=Night%20Owl%20Pizza%20%26%20Burgers');
  });
});
