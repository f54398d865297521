import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoriesOfEatery, FOOD_CATEGORY_SLUGS } from '../../common/src/categories';
import { withinHours } from '../../common/src/hours';
import { deliveryTimeUpperBound } from '../../common/src/restaurants';
import { useApi } from '../support/api';
import { adminDb } from '../support/firestore';
import { COLLECTIONS, openingHoursSchema } from '../../common/src/documents';

const call = useApi();

/** The fields these tests compare, read straight off each document (independently of the API's own reading). */
const vendorFieldsSchema = z.object({
  name: z.string(),
  cuisine: z.string(),
  rating: z.number(),
  deliveryTime: z.string(),
  costForTwo: z.number(),
  dietType: z.string(),
  /** An admin's tags (none on the demo eateries). */
  categories: z.array(z.enum(FOOD_CATEGORY_SLUGS)).optional(),
  /** Opening hours (the demo vendor's eatery has some, docs/product.md#demo-data). */
  hours: openingHoursSchema.optional(),
});
type VendorDoc = z.infer<typeof vendorFieldsSchema> & { id: string };

// Expectations come from the documents themselves (a bare Firestore read), not from the code under test.
let vendors: VendorDoc[] = [];
beforeAll(async () => {
  const snapshot = await adminDb.collection(COLLECTIONS.vendors).get();
  vendors = snapshot.docs.map((doc) => ({ id: doc.id, ...vendorFieldsSchema.parse(doc.data()) }));
  expect(vendors.length).toBeGreaterThanOrEqual(12);
});

/** Longer than reading every page takes. */
const PAGING_MS = 10_000;

/**
 * Waits out an eatery opening or closing by its hours while the pages would be read: the default order puts open
 * eateries first, so one that opened or closed between two pages would move from one to the other.
 */
async function clearOfOpeningTimes() {
  const now = new Date();
  const soon = new Date(now.getTime() + PAGING_MS);
  if (vendors.some((vendor) => withinHours(vendor.hours, now) !== withinHours(vendor.hours, soon))) {
    await new Promise((resolve) => setTimeout(resolve, PAGING_MS));
  }
}

async function allPages(query: string) {
  await clearOfOpeningTimes();
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await call(`/api/v1/vendors/restaurants?${query}&limit=5&page=${page}`);
    expect(status).toBe(200);
    expect(body.currentPage).toBe(page);
    ids.push(...body.data.map((restaurant: { _id: string }) => restaurant._id));
    if (page >= body.totalPages) return { ids, body };
  }
}

describe('GET /api/v1/vendors/restaurants', () => {
  it('answers a page of 10 by default with the fields the list shows', async () => {
    const { status, body } = await call('/api/v1/vendors/restaurants');
    expect(status).toBe(200);
    expect(body.currentPage).toBe(1);
    expect(body.data).toHaveLength(10);
    expect(body.totalPages).toBe(Math.ceil(vendors.length / 10));
    expect(body.total).toBe(vendors.length);
    for (const restaurant of body.data) {
      expect(Object.keys(restaurant)).toEqual(
        expect.arrayContaining(['_id', 'id', 'name', 'cuisine', 'rating', 'deliveryTime', 'costForTwo', 'dietType', 'image']),
      );
      expect(restaurant.deliveryTime).toMatch(/^\d+-\d+$/);
      // On the configured origin (PUBLIC_BASE_URL: the Hosting emulator's here), whatever host the request named.
      expect(restaurant.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\//);
    }
  });

  it('pages through every eatery exactly once', async () => {
    const { ids } = await allPages('');
    expect(ids).toHaveLength(vendors.length);
    expect(new Set(ids)).toEqual(new Set(vendors.map((vendor) => vendor.id)));
  });

  it('searches name and cuisine case-insensitively, before paging', async () => {
    const expected = vendors.filter((vendor) => `${vendor.name} ${vendor.cuisine}`.toLowerCase().includes('biryani'));
    expect(expected.length).toBeGreaterThan(0);
    const { ids, body } = await allPages('search=BiRyAnI');
    expect(new Set(ids)).toEqual(new Set(expected.map((vendor) => vendor.id)));
    expect(body.totalPages).toBe(Math.max(1, Math.ceil(expected.length / 5)));

    const byName = vendors[0]!;
    const named = await call(`/api/v1/vendors/restaurants?search=${encodeURIComponent(byName.name.toUpperCase())}`);
    expect(named.body.data[0]._id).toBe(byName.id);
  });

  it('filters by category and by veg-only diet', async () => {
    for (const category of ['noodles', 'coffee', 'pizza'] as const) {
      const expected = vendors.filter((vendor) => categoriesOfEatery(vendor.cuisine, vendor.categories).includes(category));
      const { ids } = await allPages(`category=${category}`);
      expect(new Set(ids)).toEqual(new Set(expected.map((vendor) => vendor.id)));
    }
    const veg = vendors.filter((vendor) => vendor.dietType === 'veg');
    expect(veg.length).toBeGreaterThan(0);
    const { ids } = await allPages('diet=veg');
    expect(new Set(ids)).toEqual(new Set(veg.map((vendor) => vendor.id)));
  });

  it('combines search, category and diet', async () => {
    const expected = vendors.filter((vendor) => vendor.dietType === 'veg' && categoriesOfEatery(vendor.cuisine, vendor.categories).includes('coffee'));
    const { ids } = await allPages('category=coffee&diet=veg');
    expect(new Set(ids)).toEqual(new Set(expected.map((vendor) => vendor.id)));
  });

  it.each([
    ['rating', (a: VendorDoc, b: VendorDoc) => b.rating - a.rating, (vendor: VendorDoc) => vendor.rating],
    [
      'delivery_time',
      (a: VendorDoc, b: VendorDoc) => deliveryTimeUpperBound(a.deliveryTime) - deliveryTimeUpperBound(b.deliveryTime),
      (vendor: VendorDoc) => deliveryTimeUpperBound(vendor.deliveryTime),
    ],
    ['cost', (a: VendorDoc, b: VendorDoc) => a.costForTwo - b.costForTwo, (vendor: VendorDoc) => vendor.costForTwo],
    ['cost_desc', (a: VendorDoc, b: VendorDoc) => b.costForTwo - a.costForTwo, (vendor: VendorDoc) => vendor.costForTwo],
  ] as const)('sorts by %s across pages', async (sort, compare, key) => {
    const { ids } = await allPages(`sort=${sort}`);
    const byId = new Map(vendors.map((vendor) => [vendor.id, vendor]));
    const answered = ids.map((id) => key(byId.get(id)!));
    expect(answered).toEqual([...vendors].sort(compare).map(key));
  });

  it.each([
    'page=abc',
    'page=0',
    'limit=0',
    'limit=10000',
    'limit=-3',
    'sort=price',
    'sort=deliveryTime',
    'diet=vegetarian',
    'category=sushi',
    `search=${'x'.repeat(101)}`,
  ])('answers 400 with the one error shape for %s', async (query) => {
    const { status, body } = await call(`/api/v1/vendors/restaurants?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      message: expect.any(String),
      error: { code: 'invalid-argument', message: expect.any(String), details: expect.anything() },
    });
  });

  it('answers an empty page past the end, not an error', async () => {
    const { status, body } = await call('/api/v1/vendors/restaurants?page=99');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.currentPage).toBe(99);
  });
});

describe('GET /api/v1/vendors/restaurants/:id', () => {
  it('answers the eatery with its bestsellers and its menu in sections', async () => {
    const vendor = vendors[0]!;
    const items = await adminDb.collection(COLLECTIONS.vendors).doc(vendor.id).collection(COLLECTIONS.menuItems).get();
    const { status, body } = await call(`/api/v1/vendors/restaurants/${vendor.id}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.restaurant).toMatchObject({ _id: vendor.id, name: vendor.name, cuisine: vendor.cuisine });
    const menuItems = body.data.menu.flatMap((section: { items: unknown[] }) => section.items);
    expect(menuItems).toHaveLength(items.size);
    expect(body.data.menu.length).toBeGreaterThanOrEqual(2);
    for (const item of menuItems) {
      expect(Object.keys(item)).toEqual(expect.arrayContaining(['_id', 'name', 'desc', 'price', 'image', 'veg']));
      expect(Number.isInteger(item.price)).toBe(true);
    }
    const bestsellerIds = items.docs.filter((doc) => doc.get('bestseller') === true).map((doc) => doc.id);
    expect(body.data.bestsellers.map((item: { _id: string }) => item._id).sort()).toEqual(bestsellerIds.sort());
  });

  it('answers 404 for an unknown id, with the message the menu page shows', async () => {
    const { status, body } = await call('/api/v1/vendors/restaurants/noSuchEatery123');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not-found');
    // The menu page says "Failed to load menu: Restaurant not found" (web/src/features/restaurants/components/RestaurantMenuPage.test.tsx).
    expect(body.message).toBe('Restaurant not found');
  });

  it.each(['bad.id', 'a%20b', 'a%2Fb', 'x'.repeat(65), 'semi;colon'])('answers 400 for the id %s', async (id) => {
    const { status, body } = await call(`/api/v1/vendors/restaurants/${id}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid-argument');
  });
});

describe('the API as a whole', () => {
  it('answers unknown routes with 404 in the one error shape', async () => {
    const { status, body } = await call('/api/v1/nothing-here');
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: 'not-found' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const { status, body } = await call('/api/v1/vendors/restaurants', { method: 'POST', body: '{"oops', headers: { 'Content-Type': 'application/json' } });
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid-argument');
  });
});
