import { describe, expect, it } from 'vitest';
import { DIET_TYPES } from '@campuseats/common/restaurantOptions';
import { restaurantDetailResponseSchema, restaurantListResponseSchema, type MenuItem, type RestaurantSummary } from '@campuseats/common/restaurants';
import { restaurantDetailAnswer, restaurantListAnswer } from './restaurantAnswers';

const eatery: RestaurantSummary = {
  _id: 'himalayanMomoStall',
  name: 'Himalayan Momo Stall',
  cuisine: 'Tibetan, Momos',
  rating: 4.7,
  ratingCount: 41,
  deliveryTime: '15-25',
  costForTwo: 220,
  dietType: 'non-veg',
  image: 'http://127.0.0.1:5000/images/eateries/himalayanMomoStall.svg',
  address: 'Opposite Hostel 2, North Campus',
  isOpen: false,
  opensAt: '2026-11-25T04:30:00.000Z',
};
const dish: MenuItem = {
  _id: 'steamedMomos',
  name: 'Steamed Momos',
  desc: 'Eight, with red chutney',
  price: 120,
  image: 'http://127.0.0.1:5000/images/dishes/momos.svg',
  veg: false,
  category: 'Momos',
  bestseller: true,
  available: true,
};
const list = { data: [eatery, { ...eatery, _id: 'other', isOpen: true, opensAt: null }], totalPages: 2, currentPage: 1, total: 12 };
const detail = { success: true, data: { restaurant: eatery, bestsellers: [dish], menu: [{ name: 'Momos', items: [dish] }] } };

type Path = (string | number)[];

/** The object at `path` inside `value`. */
const at = (value: unknown, path: Path) =>
  path.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown>)[key], value) as Record<string, unknown>;

// The light checks stand in for the shared zod schemas on a first visit: they must take what the schemas take, and
// refuse an answer whose fields are missing or of another type, as the schemas do. `objects`: where each object of
// the answer is.
const CASES = [
  { name: 'the eatery list', check: restaurantListAnswer, schema: restaurantListResponseSchema, answer: list, objects: [[], ['data', 1]] as Path[] },
  {
    name: 'a menu',
    check: restaurantDetailAnswer,
    schema: restaurantDetailResponseSchema,
    answer: detail,
    objects: [[], ['data'], ['data', 'restaurant'], ['data', 'bestsellers', 0], ['data', 'menu', 0], ['data', 'menu', 0, 'items', 0]] as Path[],
  },
];

describe.each(CASES)('the light check of $name', ({ check, schema, answer, objects }) => {
  it('takes an answer the shared schema takes, as it is', () => {
    expect(schema.safeParse(answer).success).toBe(true);
    expect(check.safeParse(answer)).toEqual({ success: true, data: answer });
  });

  it.each(objects)('refuses the object at %j with a field missing or of another type, as the shared schema does', (...path) => {
    for (const [key, original] of Object.entries(at(answer, path))) {
      // Types, not the schema's finer rules (a text's format), which the light checks leave to the server.
      for (const value of [undefined, { wrong: true }, Number.NaN, 1.5, typeof original === 'string' ? 42 : 'text']) {
        const wrong = structuredClone(answer);
        if (value === undefined) Reflect.deleteProperty(at(wrong, path), key);
        else at(wrong, path)[key] = value;
        if (schema.safeParse(wrong).success) continue; // a value of the field's own type (1.5 for a rating)
        expect(check.safeParse(wrong), `${key}: ${String(value)}`).toEqual({ success: false });
      }
    }
  });

  it('refuses what is not an object', () => {
    for (const wrong of [null, [], 'answer', 42]) expect(check.safeParse(wrong)).toEqual({ success: false });
  });
});

describe('the light check of an eatery', () => {
  it('takes every diet the shared schema knows', () => {
    for (const dietType of DIET_TYPES) {
      const answer = { ...list, data: [{ ...eatery, dietType }] };
      expect(restaurantListResponseSchema.safeParse(answer).success).toBe(true);
      expect(restaurantListAnswer.safeParse(answer).success).toBe(true);
    }
    expect(restaurantListAnswer.safeParse({ ...list, data: [{ ...eatery, dietType: 'vegan' }] }).success).toBe(false);
  });
});
