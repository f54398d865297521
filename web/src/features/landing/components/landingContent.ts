import { FOOD_CATEGORIES } from '@campuseats/common/categories';
import { paths } from '@/lib/routes';

export const TYPED_FOODS = ['Pizza', 'Burger', 'Momos', 'Fries', 'Pasta', 'Coffee'] as const;

export const CRAVINGS = [
  'Midnight Maggi cravings?',
  'Skipped breakfast before the 9 AM lecture?',
  'Group project running on empty?',
  'Exam week needs chai and samosas.',
  'Hungry after the inter-hostel match?',
  'Mess menu not hitting today?',
  'Lazy Sunday brunch in bed?',
] as const;

export const CRAVINGS_INTERVAL_MS = 2000;

/** A card for one of the shared food categories: the eateries whose cuisine or name has one of its keywords, and all of its places as its last link. */
const foodCard = (slug: string, name: string, blurb: string) => ({
  slug,
  name,
  blurb,
  image: `/images/landing/${slug}.svg`,
  keywords: FOOD_CATEGORIES.find((category) => category.slug === slug)?.keywords ?? [slug],
  allPlacesLink: paths.restaurantsInCategory(slug),
  allPlacesLabel: `All ${slug} places`,
});

/** The five cards of the landing page (docs/product.md#landing-page): pizza, burger, momos, coffee and cake. */
export const LANDING_CATEGORIES = [
  foodCard('pizza', 'Pizza', 'Cheesy slices for group-study nights.'),
  foodCard('burger', 'Burger', 'Stacked, saucy and ready between classes.'),
  foodCard('momos', 'Momos', 'Steamed or fried, with the red chutney.'),
  foodCard('coffee', 'Coffee', 'Cold coffee for the 8 AM lab.'),
  // No campus eatery lists cake as its cuisine: cakes come from the cafés (and bakeries, should one open).
  {
    slug: 'cake',
    name: 'Cake',
    blurb: 'Birthday at midnight? Sorted.',
    image: '/images/landing/cake.svg',
    keywords: ['cake', 'bakery', 'dessert', 'pastry', 'patisserie', 'cafe'],
    allPlacesLink: paths.restaurantsMatching('cafe'),
    allPlacesLabel: 'All cafés',
  },
];

export type LandingCategory = (typeof LANDING_CATEGORIES)[number];

export const WAVE_TEXT = 'Hot food. Short walks. Zero queues.';
