import { describe, expect, it } from 'vitest';
import { parseRestaurantFilters } from './useRestaurantFilters';

const parse = (query: string) => parseRestaurantFilters(new URLSearchParams(query));

describe('parseRestaurantFilters', () => {
  it('reads every filter from the URL', () => {
    expect(parse('search=momo&category=momos&diet=veg&sort=rating&page=3')).toEqual({
      search: 'momo',
      category: 'momos',
      vegOnly: true,
      sort: 'rating',
      page: 3,
      focusSearch: false,
    });
  });

  it('falls back to no filter for values a shared link may have mangled', () => {
    expect(parse('category=sushi&diet=vegan&sort=price&page=-2')).toEqual({
      search: undefined,
      category: undefined,
      vegOnly: false,
      sort: 'relevance',
      page: 1,
      focusSearch: false,
    });
  });

  it('treats search=true as "open the search box", not as a search', () => {
    expect(parse('search=true')).toMatchObject({ search: undefined, focusSearch: true });
  });
});
