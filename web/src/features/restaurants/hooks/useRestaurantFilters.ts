import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FOOD_CATEGORY_SLUGS, type FoodCategorySlug } from '@campuseats/common/categories';
import { SORT_OPTIONS, type SortOption } from '@campuseats/common/restaurantOptions';

export interface RestaurantFilters {
  search: string | undefined;
  category: FoodCategorySlug | undefined;
  vegOnly: boolean;
  sort: SortOption;
  page: number;
  /** `?search=true` (the phone's Search tab) asks to open the search box, not to search for "true". */
  focusSearch: boolean;
}

const isCategory = (value: string | null): value is FoodCategorySlug => FOOD_CATEGORY_SLUGS.some((slug) => slug === value);
const isSort = (value: string | null): value is SortOption => SORT_OPTIONS.some((option) => option.value === value);

export function parseRestaurantFilters(params: URLSearchParams): RestaurantFilters {
  const rawSearch = params.get('search')?.trim() ?? '';
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: rawSearch && rawSearch !== 'true' ? rawSearch : undefined,
    category: isCategory(category) ? category : undefined,
    vegOnly: params.get('diet') === 'veg',
    sort: isSort(sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    focusSearch: rawSearch === 'true',
  };
}

/** The filters as the URL and the API both name them, each left out at its default. */
export const filtersQuery = (filters: RestaurantFilters) => ({
  search: filters.search,
  category: filters.category,
  diet: filters.vegOnly ? ('veg' as const) : undefined,
  sort: filters.sort === 'relevance' ? undefined : filters.sort,
  page: filters.page > 1 ? filters.page : undefined,
});

type FilterChange = Partial<Omit<RestaurantFilters, 'focusSearch'>>;

/** The filters live in the URL, so back, forward and a shared link keep them; only another page of results scrolls to the top. */
export function useRestaurantFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseRestaurantFilters(params), [params]);

  const update = useCallback(
    (change: FilterChange, { replace = false } = {}) => {
      setParams(
        (current) => {
          const result = new URLSearchParams();
          for (const [name, value] of Object.entries(filtersQuery({ ...parseRestaurantFilters(current), page: 1, ...change }))) {
            if (value !== undefined) result.set(name, String(value));
          }
          return result;
        },
        { replace, preventScrollReset: change.page === undefined },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, update, clear };
}
