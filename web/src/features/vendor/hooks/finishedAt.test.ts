import { describe, expect, it } from 'vitest';
import { finishedAt, finishedText } from './finishedAt';

// Fixed instants, India Standard Time whatever the machine's zone: today is Friday 27 Nov 2026.
const TODAY = '2026-11-27';

describe('the Finished list’s times', () => {
  it('show the time alone for an order finished today (IST)', () => {
    expect(finishedText(new Date('2026-11-27T08:15:00+05:30'), TODAY)).toBe('8:15 am');
    expect(finishedText(new Date('2026-11-27T00:05:00+05:30'), TODAY)).toBe('12:05 am');
  });

  it('put the date before the time for an order finished on another day', () => {
    expect(finishedText(new Date('2026-11-26T20:59:00+05:30'), TODAY)).toBe('26 Nov, 8:59 pm');
    // 23:59 IST the day before is 18:29 UTC today: the campus day decides, not the UTC one.
    expect(finishedText(new Date('2026-11-26T23:59:00+05:30'), TODAY)).toBe('26 Nov, 11:59 pm');
  });

  it('take when it was delivered or cancelled, not when it was placed', () => {
    const createdAt = new Date('2026-11-26T23:40:00+05:30');
    expect(finishedAt({ createdAt, deliveredAt: new Date('2026-11-27T00:20:00+05:30'), cancelledAt: null })).toEqual(new Date('2026-11-27T00:20:00+05:30'));
    expect(finishedAt({ createdAt, deliveredAt: null, cancelledAt: new Date('2026-11-26T23:45:00+05:30') })).toEqual(new Date('2026-11-26T23:45:00+05:30'));
    expect(finishedAt({ createdAt, deliveredAt: null, cancelledAt: undefined })).toEqual(createdAt);
  });
});
