import { describe, expect, it } from 'vitest';
import { FIXED_READY_MINUTES, MIN_PACE_SAMPLES, istHourOf, readyMinutes, readyRange, readyRangeText, type PaceSample } from './readyTimes';

/** Finished orders that each took `own` minutes plus `perAhead` for every order ahead of them, with nothing else to it. */
const onTheLine = (own: number, perAhead: number, count: number): PaceSample[] =>
  Array.from({ length: count }, (_, index) => ({ ahead: index % 12, minutes: own + perAhead * (index % 12) }));
const noHistory = { today: [], sameHour: [] };

describe('readyMinutes', () => {
  it('gives an eatery with too little history today’s fixed times', () => {
    expect(FIXED_READY_MINUTES).toBe(20);
    expect(readyMinutes(noHistory, 4)).toEqual({ from: 15, to: 25, basis: 'fixed' });
    expect(readyMinutes({ today: onTheLine(3, 2, MIN_PACE_SAMPLES - 1), sameHour: [] }, 4).basis).toBe('fixed');
  });

  it('learns the kitchen’s own minutes and its pace per order ahead from finished orders', () => {
    const history = { today: onTheLine(3, 2, 24), sameHour: [] };
    expect(readyMinutes(history, 0)).toEqual({ from: 3, to: 3, basis: 'pace' });
    expect(readyMinutes(history, 10)).toEqual({ from: 23, to: 23, basis: 'pace' });
  });

  it('learns from earlier days’ orders of the same hour as well as today’s', () => {
    const quietMorning = Array.from({ length: MIN_PACE_SAMPLES }, () => ({ ahead: 0, minutes: 5 }));
    // Today's orders alone show no pace (nobody waited); yesterday's rush does.
    expect(readyMinutes({ today: quietMorning, sameHour: [] }, 10)).toMatchObject({ from: 5, to: 5 });
    const range = readyMinutes({ today: quietMorning, sameHour: onTheLine(5, 2, 24) }, 10);
    expect(range.from).toBeGreaterThan(15);
  });

  it('widens the range with the spread of real times, and more for a longer queue', () => {
    const spread = onTheLine(6, 1.5, 40).map((sample, index) => ({ ...sample, minutes: sample.minutes + (index % 5) - 2 }));
    const short = readyMinutes({ today: spread, sameHour: [] }, 1);
    const long = readyMinutes({ today: spread, sameHour: [] }, 20);
    expect(short.to - short.from).toBeGreaterThan(0);
    expect(long.to - long.from).toBeGreaterThan(short.to - short.from);
    expect(long.from).toBeGreaterThan(short.to);
  });

  it('never promises an order sooner than a minute from placing', () => {
    const mixed = Array.from({ length: 12 }, (_, index) => ({ ahead: 0, minutes: index % 2 === 0 ? 0.2 : 20 }));
    expect(readyMinutes({ today: mixed, sameHour: [] }, 0).from).toBe(1);
  });
});

describe('readyRange and its text', () => {
  const placedAt = new Date('2026-11-27T07:02:30Z'); // 12:32:30 IST

  it('puts the range on the clock’s five-minute marks, widened outwards, at least one mark wide', () => {
    const range = readyRange({ from: 8, to: 17, basis: 'pace' }, placedAt);
    expect(range).toEqual({ from: new Date('2026-11-27T07:10:00Z'), to: new Date('2026-11-27T07:20:00Z') });
    expect(readyRangeText(range)).toBe('ready 12:40–12:50 pm');
    const exact = readyRange({ from: 7.5, to: 7.5, basis: 'pace' }, placedAt);
    expect(exact).toEqual({ from: new Date('2026-11-27T07:10:00Z'), to: new Date('2026-11-27T07:15:00Z') });
  });

  it('names both halves of the day across noon, in IST', () => {
    expect(readyRangeText({ from: new Date('2026-11-27T06:25:00Z'), to: new Date('2026-11-27T06:35:00Z') })).toBe('ready 11:55 am–12:05 pm');
    expect(istHourOf(placedAt)).toBe(12);
    expect(istHourOf(new Date('2026-11-27T18:45:00Z'))).toBe(0);
  });
});
