/** The restaurants screen's food categories: an eatery has one by a keyword of its cuisine or an admin's tag. */
export const FOOD_CATEGORIES = [
  { slug: 'biryani', name: 'Biryani', keywords: ['biryani'] },
  { slug: 'burger', name: 'Burger', keywords: ['burger'] },
  { slug: 'noodles', name: 'Noodles', keywords: ['noodles', 'chinese'] },
  { slug: 'coffee', name: 'Coffee', keywords: ['coffee', 'cafe', 'beverages'] },
  { slug: 'momos', name: 'Momos', keywords: ['momos', 'tibetan'] },
  { slug: 'pasta', name: 'Pasta', keywords: ['pasta', 'italian'] },
  { slug: 'pizza', name: 'Pizza', keywords: ['pizza'] },
] as const;

type FoodCategory = (typeof FOOD_CATEGORIES)[number];
export type FoodCategorySlug = FoodCategory['slug'];

export const FOOD_CATEGORY_SLUGS = FOOD_CATEGORIES.map((category) => category.slug) as [FoodCategorySlug, ...FoodCategorySlug[]];

export function categoriesOfCuisine(cuisine: string): FoodCategorySlug[] {
  const text = cuisine.toLowerCase();
  return FOOD_CATEGORIES.filter((category) => category.keywords.some((keyword) => text.includes(keyword))).map((category) => category.slug);
}

/** An eatery's categories: those its cuisine's words give it and those it was tagged with, in the screen's order. */
export function categoriesOfEatery(cuisine: string, tags: readonly FoodCategorySlug[] = []): FoodCategorySlug[] {
  const of = new Set([...categoriesOfCuisine(cuisine), ...tags]);
  return FOOD_CATEGORY_SLUGS.filter((slug) => of.has(slug));
}
