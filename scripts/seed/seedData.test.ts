import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoriesOfCuisine, FOOD_CATEGORY_SLUGS } from '../../common/src/categories';
import { addressDocumentSchema, menuItemDocumentSchema, orderDocumentSchema, userDocumentSchema, vendorDocumentSchema } from '../../common/src/documents';
import { DISH_IMAGES } from '../../common/src/menuEditor';
import { priceOrder } from '../../common/src/pricing';
import { averageRating, startingFigures } from '../../common/src/ratings';
import { DIET_TYPES, documentIdSchema } from '../../common/src/restaurants';
import { addressDocuments, demoDeliveredOrder, eateryDocuments, newUserDocument } from './documents.mjs';

const imagePath = z.string().regex(/^\/images\/[\w/-]+\.svg$/, 'images are the app’s own files');
const eaterySchema = z.object({
  id: documentIdSchema,
  name: z.string().min(2),
  cuisine: z.string().min(2),
  rating: z.number().min(1).max(5),
  ratingCount: z.number().int().positive(),
  deliveryTime: z.string().regex(/^\d+-\d+$/),
  costForTwo: z.number().int().positive(),
  dietType: z.enum(DIET_TYPES),
  address: z.string().min(3),
  image: imagePath,
  isOpen: z.boolean(),
  menu: z
    .array(
      z.object({
        id: documentIdSchema,
        name: z.string().min(2),
        desc: z.string().min(5),
        price: z.number().int().positive(),
        veg: z.boolean(),
        category: z.string().min(2),
        bestseller: z.boolean(),
        image: imagePath,
      }),
    )
    .min(8),
});

const eateries = z.array(eaterySchema).parse(JSON.parse(readFileSync(new URL('./eateries.json', import.meta.url), 'utf8')));
const publicFile = (path: string) => new URL(`../../web/public${path}`, import.meta.url);

describe('demo eateries', () => {
  it('are at least 12, with unique ids, covering every food category', () => {
    expect(eateries.length).toBeGreaterThanOrEqual(12);
    expect(new Set(eateries.map((eatery) => eatery.id)).size).toBe(eateries.length);
    const covered = new Set(eateries.flatMap((eatery) => categoriesOfCuisine(eatery.cuisine)));
    expect([...covered].sort()).toEqual([...FOOD_CATEGORY_SLUGS].sort());
  });

  it('give every dish an id no other eatery uses, so a dish id alone names its eatery', () => {
    const dishIds = eateries.flatMap((eatery) => eatery.menu.map((item) => item.id));
    expect(new Set(dishIds).size).toBe(dishIds.length);
  });

  it('include veg-only and mixed eateries, and veg-only ones serve only veg', () => {
    expect(eateries.some((eatery) => eatery.dietType === 'veg')).toBe(true);
    expect(eateries.some((eatery) => eatery.dietType === 'both')).toBe(true);
    for (const eatery of eateries.filter((candidate) => candidate.dietType === 'veg')) {
      expect(
        eatery.menu.every((item) => item.veg),
        eatery.id,
      ).toBe(true);
    }
  });

  it('have menus of 2 or more sections with bestsellers and unique item ids', () => {
    for (const eatery of eateries) {
      expect(new Set(eatery.menu.map((item) => item.category)).size, eatery.id).toBeGreaterThanOrEqual(2);
      expect(
        eatery.menu.some((item) => item.bestseller),
        eatery.id,
      ).toBe(true);
      expect(new Set(eatery.menu.map((item) => item.id)).size, eatery.id).toBe(eatery.menu.length);
    }
  });

  it('show images the app serves itself', () => {
    // The seed's pictures and the ones the menu editor offers vendors.
    const images = new Set([...eateries.flatMap((eatery) => [eatery.image, ...eatery.menu.map((item) => item.image)]), ...DISH_IMAGES]);
    for (const image of images) expect(existsSync(publicFile(image)), image).toBe(true);
    for (const slug of FOOD_CATEGORY_SLUGS) expect(existsSync(publicFile(`/images/categories/${slug}.svg`)), slug).toBe(true);
  });
});

describe('the documents the seed writes', () => {
  const accounts: { uid: string; ownsFirstEatery?: boolean }[] = JSON.parse(readFileSync(new URL('./accounts.json', import.meta.url), 'utf8'));
  const now = new Date(Date.UTC(2026, 10, 23, 9, 0));
  // A schema gives a missing or malformed field its default; the seed must never rely on one.
  const readsBackUnchanged = (schema: z.ZodType, document: object) => expect(schema.parse(document)).toEqual(document);

  it('are eateries and dishes as common/src/documents.ts describes them, no field falling back to a default', () => {
    for (const [index, eatery] of eateries.entries()) {
      const { vendor, dishes } = eateryDocuments(eatery, { ownerUid: index === 0 ? 'demoVendor' : undefined, isOpen: eatery.isOpen });
      readsBackUnchanged(vendorDocumentSchema, vendor);
      for (const [, dish] of dishes) readsBackUnchanged(menuItemDocumentSchema, dish);
    }
  });

  it('start each eatery from its seeded rating as an exact sum of stars and a count that averages back to it', () => {
    for (const eatery of eateries) {
      const { vendor } = eateryDocuments(eatery, { isOpen: true });
      expect({ ratingSum: vendor.ratingSum, ratingCount: vendor.ratingCount }, eatery.id).toEqual(startingFigures(eatery.rating, eatery.ratingCount));
      expect(averageRating(vendor.ratingSum, vendor.ratingCount), eatery.id).toBe(eatery.rating);
    }
  });

  it('give the demo student a delivered order of the first eatery, priced as checkout would, to rate', () => {
    const student = accounts.find((account) => account.uid === 'demoStudent')!;
    const order = demoDeliveredOrder(student, eateries[0], now.getTime());
    readsBackUnchanged(orderDocumentSchema, order);
    const { subtotal, deliveryFee, platformFee, total } = priceOrder(order.items, 0, false);
    expect({ subtotal: order.subtotal, deliveryFee: order.deliveryFee, platformFee: order.platformFee, total: order.total }).toEqual({
      subtotal,
      deliveryFee,
      platformFee,
      total,
    });
    expect(order.deliveredAt.getTime()).toBeLessThan(now.getTime());
  });

  it('are accounts and addresses as common/src/documents.ts describes them', () => {
    for (const account of accounts) {
      readsBackUnchanged(userDocumentSchema, newUserDocument(account, now));
      for (const [, address] of addressDocuments(account, now)) readsBackUnchanged(addressDocumentSchema, address);
    }
  });
});
