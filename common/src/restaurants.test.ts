import { describe, expect, it } from 'vitest';
import { RESTAURANTS_MAX_PAGE_SIZE } from './restaurantOptions';
import { deliveryTimeUpperBound, documentIdSchema, restaurantListQuerySchema } from './restaurants';

describe('restaurantListQuerySchema', () => {
  it('defaults to the first page of 10, by relevance', () => {
    expect(restaurantListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sort: 'relevance' });
  });

  it('reads numbers, trims the search and drops an empty one', () => {
    expect(restaurantListQuerySchema.parse({ page: '2', limit: '5', search: '  momo ', category: 'momos', diet: 'veg', sort: 'cost_desc' })).toEqual({
      page: 2,
      limit: 5,
      search: 'momo',
      category: 'momos',
      diet: 'veg',
      sort: 'cost_desc',
    });
    expect(restaurantListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });

  it('reads category, diet and sort in any letter case', () => {
    expect(restaurantListQuerySchema.parse({ category: 'Biryani', diet: 'VEG', sort: 'Delivery_Time' })).toMatchObject({
      category: 'biryani',
      diet: 'veg',
      sort: 'delivery_time',
    });
  });

  it.each([
    { page: 'abc' },
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { limit: '0' },
    { limit: String(RESTAURANTS_MAX_PAGE_SIZE + 1) },
    { limit: '10000' },
    { sort: 'price' },
    { category: 'sushi' },
    { diet: 'vegetarian' },
    { search: 'x'.repeat(101) },
  ])('refuses %o', (query) => {
    expect(restaurantListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('documentIdSchema', () => {
  it('accepts letters and digits only', () => {
    expect(documentIdSchema.safeParse('hostelBiryaniHouse01').success).toBe(true);
    for (const bad of ['', 'a/b', '../x', 'a b', 'a.b', 'x'.repeat(65), '%2F']) expect(documentIdSchema.safeParse(bad).success).toBe(false);
  });
});

describe('deliveryTimeUpperBound', () => {
  it('reads the upper bound of "min-max"', () => {
    expect(deliveryTimeUpperBound('20-35')).toBe(35);
    expect(deliveryTimeUpperBound('soon')).toBe(Number.POSITIVE_INFINITY);
  });
});
