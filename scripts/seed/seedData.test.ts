import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoriesOfCuisine, FOOD_CATEGORY_SLUGS } from '../../common/src/categories';
import {
  addressDocumentSchema,
  eateryDayDocumentSchema,
  menuItemDocumentSchema,
  openingHoursSchema,
  orderDocumentSchema,
  userDocumentSchema,
  vendorDocumentSchema,
  type OrderDocument,
} from '../../common/src/documents';
import { figuresOfDays, lastCampusDays } from '../../common/src/figures';
import { campusDay } from '../../common/src/istTime';
import { withinHours } from '../../common/src/hours';
import { orderValue } from '../../common/src/liveOrder';
import { DISH_IMAGES } from '../../common/src/menuEditor';
import { openingHoursRequestSchema } from '../../common/src/orderLifecycle';
import { priceOrder } from '../../common/src/pricing';
import { averageRating, startingFigures } from '../../common/src/ratings';
import { DIET_TYPES } from '../../common/src/restaurantOptions';
import { documentIdSchema } from '../../common/src/restaurants';
import {
  addressDocuments,
  campusDayOf,
  demoDeliveredOrder,
  demoOrderFigureChanges,
  eateryDocuments,
  newUserDocument,
  PAST_WEEK,
  pastWeek,
} from './documents.mjs';

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
  hours: openingHoursSchema.optional(),
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
        /** Sold out; a dish without it is available. */
        available: z.literal(false).optional(),
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
  /** An order document as the seed writes it, fields and prices as checkout would have made them. */
  const expectOrderPricedAsCheckout = (order: OrderDocument) => {
    readsBackUnchanged(orderDocumentSchema, order);
    const { subtotal, deliveryFee, platformFee, total } = priceOrder(order.items, 0, false);
    expect({ subtotal: order.subtotal, deliveryFee: order.deliveryFee, platformFee: order.platformFee, total: order.total }).toEqual({
      subtotal,
      deliveryFee,
      platformFee,
      total,
    });
  };

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
    expectOrderPricedAsCheckout(order);
    expect(order.deliveredAt.getTime()).toBeLessThan(now.getTime());
  });

  it('move the demo order’s figures with it when a later seed stamps it on another day, and leave them on the same day', () => {
    const student = accounts.find((account) => account.uid === 'demoStudent')!;
    const first = demoDeliveredOrder(student, eateries[0], now.getTime());
    const counted = { delivered: 1, revenue: orderValue(first), dishes: { [first.items[0]!.menuItemId]: { name: first.items[0]!.name, quantity: 1 } } };
    expect(demoOrderFigureChanges(undefined, first)).toEqual([{ day: '2026-11-23', figures: counted }]);

    expect(demoOrderFigureChanges(first, demoDeliveredOrder(student, eateries[0], now.getTime() + 60 * 60_000))).toEqual([]);

    const nextDay = demoDeliveredOrder(student, eateries[0], now.getTime() + 24 * 60 * 60_000);
    const taken = { delivered: -1, revenue: -orderValue(first), dishes: { [first.items[0]!.menuItemId]: { name: first.items[0]!.name, quantity: -1 } } };
    expect(demoOrderFigureChanges(first, nextDay)).toEqual([
      { day: '2026-11-23', figures: taken },
      { day: '2026-11-24', figures: counted },
    ]);
  });

  it('name days as common/src/figures.ts does', () => {
    for (const at of ['2026-11-23T18:29:59.999Z', '2026-11-23T18:30:00.000Z', '2026-11-23T00:00:00.000Z'])
      expect(campusDayOf(Date.parse(at))).toBe(campusDay(new Date(at)));
  });

  it('give the first eateries a week of delivered orders before today, priced as checkout would, and the figures they add up to', () => {
    const week = pastWeek(eateries, now.getTime());
    expect(new Set(week.map((day) => day.eateryId))).toEqual(new Set(eateries.slice(0, PAST_WEEK.eateries).map((eatery) => eatery.id)));
    const ids = week.flatMap((day) => day.orders.map(([id]) => id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(documentIdSchema.safeParse(id).success, id).toBe(true);

    for (const { eateryId, day, orders, figures } of week) {
      expect(day < campusDay(now), day).toBe(true);
      const quantities: Record<string, number> = {};
      for (const [, order] of orders) {
        expectOrderPricedAsCheckout(order);
        expect(order).toMatchObject({ vendorId: eateryId, status: 'delivered' });
        expect([campusDay(order.createdAt), campusDay(order.deliveredAt)]).toEqual([day, day]);
        for (const line of order.items) quantities[line.menuItemId] = (quantities[line.menuItemId] ?? 0) + line.quantity;
      }
      const stored = { vendorId: eateryId, day, cancelled: 0, ...figures };
      readsBackUnchanged(eateryDayDocumentSchema, stored);
      expect(figures.delivered).toBe(orders.length);
      expect(figures.revenue).toBe(orders.reduce((sum, [, order]) => sum + orderValue(order), 0));
      expect(Object.fromEntries(Object.entries(figures.dishes).map(([id, dish]) => [id, dish.quantity]))).toEqual(quantities);
    }

    // The demo vendor's console and the campus's show every day of the week before today.
    const demoEatery = week
      .filter((day) => day.eateryId === eateries[0]!.id)
      .map(({ eateryId, day, figures }) => ({ vendorId: eateryId, day, cancelled: 0, ...figures }));
    const shown = figuresOfDays(lastCampusDays(now), demoEatery);
    expect(shown.days.slice(0, -1).every((day) => day.orders >= PAST_WEEK.ordersOfDemoEatery[0]!)).toBe(true);
    expect(shown.topDishes).toHaveLength(5);
  });

  it('are accounts and addresses as common/src/documents.ts describes them', () => {
    for (const account of accounts) {
      readsBackUnchanged(userDocumentSchema, newUserDocument(account, now));
      for (const [, address] of addressDocuments(account, now)) readsBackUnchanged(addressDocumentSchema, address);
    }
  });
});

describe('the demo vendor’s eatery', () => {
  // seed.mjs gives the first eatery to the account that ownsFirstEatery (vendor@campuseats.test).
  const demoEatery = eateries[0]!;
  const { vendor, dishes } = eateryDocuments(demoEatery, { ownerUid: 'demoVendor', isOpen: true });
  /** `time` (IST) on each day of one week, Monday 23 November 2026 to Sunday the 29th. */
  const everyWeekdayAt = (time: string) => Array.from({ length: 7 }, (_unused, day) => new Date(`2026-11-${23 + day}T${time}:00+05:30`));

  it('has a full menu with exactly two dishes sold out', () => {
    expect(dishes.length).toBeGreaterThanOrEqual(10);
    expect(dishes.filter(([, dish]) => !dish.available)).toHaveLength(2);
  });

  it('is open at noon and at 7 pm (IST) every day of the week, and closed at 3 am', () => {
    for (const at of everyWeekdayAt('12:00')) expect(withinHours(vendor.hours, at), at.toISOString()).toBe(true);
    for (const at of everyWeekdayAt('19:00')) expect(withinHours(vendor.hours, at), at.toISOString()).toBe(true);
    for (const at of everyWeekdayAt('03:00')) expect(withinHours(vendor.hours, at), at.toISOString()).toBe(false);
  });

  it('has hours its vendor could have saved on the console', () => {
    expect(openingHoursRequestSchema.parse({ hours: vendor.hours })).toEqual({ hours: vendor.hours });
  });

  it('took its past week of orders within its hours', () => {
    const orders = pastWeek(eateries, Date.UTC(2026, 10, 23, 9, 0))
      .filter((day) => day.eateryId === demoEatery.id)
      .flatMap((day) => day.orders);
    for (const [id, order] of orders) expect(withinHours(vendor.hours, order.createdAt) && withinHours(vendor.hours, order.deliveredAt), id).toBe(true);
  });

  it('is the only demo eatery with hours or a sold-out dish, so tests order from the others at any hour', () => {
    for (const eatery of eateries.slice(1)) {
      expect(eatery.hours, eatery.id).toBeUndefined();
      expect(
        eatery.menu.every((dish) => dish.available === undefined),
        eatery.id,
      ).toBe(true);
    }
  });
});
