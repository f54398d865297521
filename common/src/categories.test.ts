import { describe, expect, it } from 'vitest';
import { categoriesOfCuisine, categoriesOfEatery, FOOD_CATEGORIES } from './categories';

describe('categoriesOfCuisine', () => {
  it('has the seven categories of the restaurants screen', () => {
    expect(FOOD_CATEGORIES.map((category) => category.name)).toEqual(['Biryani', 'Burger', 'Noodles', 'Coffee', 'Momos', 'Pasta', 'Pizza']);
  });

  it('matches keywords as case-insensitive substrings of the cuisine', () => {
    expect(categoriesOfCuisine('Chinese, Noodles')).toEqual(['noodles']);
    expect(categoriesOfCuisine('Hyderabadi BIRYANI, Mughlai')).toEqual(['biryani']);
    expect(categoriesOfCuisine('Italian, Wood-fired Pizza')).toEqual(['pasta', 'pizza']);
    expect(categoriesOfCuisine('Cafe, Beverages')).toEqual(['coffee']);
    expect(categoriesOfCuisine('Tibetan')).toEqual(['momos']);
    expect(categoriesOfCuisine('South Indian')).toEqual([]);
  });
});

describe('categoriesOfEatery', () => {
  it("adds an admin's tags to the cuisine's categories, each once, in the screen's order", () => {
    expect(categoriesOfEatery('South Indian')).toEqual([]);
    expect(categoriesOfEatery('South Indian, Filter Coffee', ['pizza', 'coffee'])).toEqual(['coffee', 'pizza']);
    expect(categoriesOfEatery('Tibetan', ['burger'])).toEqual(['burger', 'momos']);
  });
});
