import { describe, expect, it } from 'vitest';
import { averageTicket, dayFigures, figuresOfDays, lastCampusDays, type StoredEateryDay } from './figures';
import { campusDay, campusDayStart } from './istTime';

describe('campus days and figures', () => {
  it('count days in India Standard Time: a day turns at 18:30 UTC', () => {
    expect(campusDay(new Date('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23');
    expect(campusDay(new Date('2026-11-23T18:30:00.000Z'))).toBe('2026-11-24');
    expect(campusDay(new Date('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23');
  });

  it('list the last seven days, oldest first, today last', () => {
    expect(lastCampusDays(new Date('2026-11-23T20:00:00Z'))).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('round the average ticket to whole rupees', () => {
    expect(averageTicket(589, 2)).toBe(295);
    expect(averageTicket(0, 0)).toBe(0);
  });

  it('add up the stored days of every eatery given, and rank the dishes sold over the window', () => {
    const day = (vendorId: string, date: string, delivered: number, revenue: number, dishes: StoredEateryDay['dishes'] = {}): StoredEateryDay => ({
      vendorId,
      day: date,
      delivered,
      revenue,
      cancelled: 0,
      dishes,
    });
    const figures = figuresOfDays(
      ['2026-11-22', '2026-11-23'],
      [
        day('a', '2026-11-21', 9, 900, { chai: { name: 'Chai', quantity: 50 } }),
        day('a', '2026-11-22', 1, 100, { chai: { name: 'Chai', quantity: 2 } }),
        day('a', '2026-11-23', 2, 301, { dosa: { name: 'Dosa', quantity: 3 } }),
        day('b', '2026-11-23', 1, 200, { chai: { name: 'Chai', quantity: 1 } }),
      ],
    );
    expect(figures.today).toEqual({ day: '2026-11-23', orders: 3, revenue: 501, cancelled: 0, averageTicket: 167 });
    expect(figures.days.map((figure) => figure.orders)).toEqual([1, 3]);
    // The same dish id at two eateries is two dishes; a day outside the window counts for nothing.
    expect(figures.topDishes).toEqual([
      { menuItemId: 'dosa', name: 'Dosa', quantity: 3 },
      { menuItemId: 'chai', name: 'Chai', quantity: 2 },
      { menuItemId: 'chai', name: 'Chai', quantity: 1 },
    ]);
  });

  it('start a campus day at midnight IST', () => {
    expect(campusDayStart('2026-11-23')).toEqual(new Date('2026-11-22T18:30:00.000Z'));
    expect(campusDay(campusDayStart('2026-11-23'))).toBe('2026-11-23');
    expect(campusDay(new Date(campusDayStart('2026-11-23').getTime() - 1))).toBe('2026-11-22');
  });

  it("give each eatery's day and the campus's the same figures: the eateries' rows add up to the campus", () => {
    const stored: StoredEateryDay[] = [
      { vendorId: 'a', day: '2026-11-23', delivered: 14, revenue: 3532, cancelled: 1, dishes: {} },
      { vendorId: 'a', day: '2026-11-22', delivered: 9, revenue: 2000, cancelled: 0, dishes: {} },
      { vendorId: 'b', day: '2026-11-23', delivered: 2, revenue: 138, cancelled: 2, dishes: {} },
    ];
    const ofEatery = (vendorId: string) =>
      dayFigures(
        '2026-11-23',
        stored.filter((document) => document.vendorId === vendorId),
      );
    expect(ofEatery('a')).toEqual({ day: '2026-11-23', orders: 14, revenue: 3532, cancelled: 1 });
    const campus = figuresOfDays(['2026-11-22', '2026-11-23'], stored).today;
    expect(campus).toEqual({ day: '2026-11-23', orders: 16, revenue: 3670, cancelled: 3, averageTicket: 229 });
    expect(ofEatery('a').revenue + ofEatery('b').revenue).toBe(campus.revenue);
    expect(ofEatery('a').orders + ofEatery('b').orders).toBe(campus.orders);
  });
});
