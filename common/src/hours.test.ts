import { describe, expect, it } from 'vitest';
import { busyText, busyUntilAt, nextOpening, openToStudentsAt, opensAtText, withinHours, type OpeningHours } from './hours';
import { eateryStateAt } from './eateryState';

// 2026-11-23 is a Monday. IST is UTC+5:30, so 08:00 IST is 02:30 UTC.
const ist = (day: number, time: string) => new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00+05:30`);
const CANTEEN: OpeningHours = {
  mon: [
    { open: '08:00', close: '11:00' },
    { open: '17:00', close: '23:30' },
  ],
  tue: [{ open: '08:00', close: '11:00' }],
  sun: [{ open: '20:00', close: '02:00' }],
};

describe('opening hours in IST', () => {
  it('are open from the first minute of a range to just before its close', () => {
    expect(withinHours(CANTEEN, ist(23, '07:59'))).toBe(false);
    expect(withinHours(CANTEEN, ist(23, '08:00'))).toBe(true);
    expect(withinHours(CANTEEN, ist(23, '10:59'))).toBe(true);
    expect(withinHours(CANTEEN, ist(23, '11:00'))).toBe(false);
    expect(withinHours(CANTEEN, ist(23, '23:29'))).toBe(true);
    expect(withinHours(CANTEEN, ist(23, '23:30'))).toBe(false);
  });

  it("run a range past midnight, across the week's edge too (Sunday night into Monday)", () => {
    expect(withinHours(CANTEEN, ist(29, '23:00'))).toBe(true);
    expect(withinHours(CANTEEN, ist(30, '01:59'))).toBe(true);
    expect(withinHours(CANTEEN, ist(30, '02:00'))).toBe(false);
    expect(withinHours(CANTEEN, ist(23, '01:00'))).toBe(true);
  });

  it('without hours, leave it to the switch', () => {
    expect(withinHours(undefined, ist(23, '03:00'))).toBe(true);
    expect(nextOpening(undefined, ist(23, '03:00'))).toBeNull();
    expect(nextOpening({}, ist(23, '03:00'))).toBeNull();
  });

  it('say when it opens next, in words a student reads', () => {
    const now = ist(23, '12:00');
    expect(nextOpening(CANTEEN, now)).toEqual(ist(23, '17:00'));
    expect(opensAtText(ist(23, '17:00'), now)).toBe('Opens at 5:00 pm');
    expect(nextOpening(CANTEEN, ist(23, '23:45'))).toEqual(ist(24, '08:00'));
    expect(opensAtText(ist(24, '08:00'), ist(23, '23:45'))).toBe('Opens tomorrow at 8:00 am');
    expect(opensAtText(ist(29, '20:00'), ist(24, '12:00'))).toBe('Opens Sun at 8:00 pm');
    expect(opensAtText(ist(24, '00:30'), ist(23, '23:00'))).toBe('Opens tomorrow at 12:30 am');
  });
});

describe('open to students', () => {
  const lunchtime = ist(23, '09:00');
  it('needs the switch on, no suspension and, with hours, to be within them', () => {
    expect(openToStudentsAt({ isOpen: true }, lunchtime)).toBe(true);
    expect(openToStudentsAt({ isOpen: true, suspended: false, hours: CANTEEN }, lunchtime)).toBe(true);
    expect(openToStudentsAt({ isOpen: false, hours: CANTEEN }, lunchtime)).toBe(false);
    expect(openToStudentsAt({ isOpen: true, suspended: true }, lunchtime)).toBe(false);
    expect(openToStudentsAt({ isOpen: true, hours: CANTEEN }, ist(23, '12:00'))).toBe(false);
    expect(openToStudentsAt({ isOpen: true, hours: null }, ist(23, '03:00'))).toBe(true);
  });
});

describe('the busy switch', () => {
  const noon = ist(23, '12:00');

  it('pauses orders until its time and no longer, whether read as stored or as answered', () => {
    expect(busyUntilAt({ busyUntil: ist(23, '12:30') }, noon)).toEqual(ist(23, '12:30'));
    expect(busyUntilAt({ busyUntil: '2026-11-23T12:30:00+05:30' }, noon)).toEqual(ist(23, '12:30'));
    expect(busyUntilAt({ busyUntil: ist(23, '12:30') }, ist(23, '12:30'))).toBeNull();
    expect(busyUntilAt({ busyUntil: ist(23, '11:59') }, noon)).toBeNull();
    expect(busyUntilAt({ busyUntil: null }, noon)).toBeNull();
    expect(busyUntilAt({}, noon)).toBeNull();
  });

  it('closes the eatery to students while paused, and opens it again by itself after', () => {
    expect(openToStudentsAt({ isOpen: true, busyUntil: ist(23, '12:30') }, noon)).toBe(false);
    expect(openToStudentsAt({ isOpen: true, busyUntil: ist(23, '12:30') }, ist(23, '12:31'))).toBe(true);
  });

  it('says until when in IST, after midnight too', () => {
    expect(busyText(ist(23, '12:45'))).toBe('Busy: taking orders again at 12:45 pm');
    expect(busyText(ist(24, '00:15'))).toBe('Busy: taking orders again at 12:15 am');
  });
});

describe('what students are told of an eatery', () => {
  const paused = { isOpen: true, hours: CANTEEN, busyUntil: ist(23, '09:30') };

  it('is open, or paused until when, or closed until its next opening', () => {
    expect(eateryStateAt({ isOpen: true, hours: CANTEEN }, ist(23, '09:00'))).toEqual({ isOpen: true, opensAt: null, busyUntil: null });
    expect(eateryStateAt(paused, ist(23, '09:00'))).toEqual({ isOpen: false, opensAt: null, busyUntil: ist(23, '09:30').toISOString() });
    expect(eateryStateAt(paused, ist(23, '09:30'))).toEqual({ isOpen: true, opensAt: null, busyUntil: null });
    expect(eateryStateAt({ isOpen: true, hours: CANTEEN }, ist(23, '12:00'))).toEqual({
      isOpen: false,
      opensAt: ist(23, '17:00').toISOString(),
      busyUntil: null,
    });
  });

  it('names no pause and no opening when its vendor switched it off or an admin suspended it', () => {
    const closed = { isOpen: false, opensAt: null, busyUntil: null };
    expect(eateryStateAt({ ...paused, isOpen: false }, ist(23, '09:00'))).toEqual(closed);
    expect(eateryStateAt({ ...paused, suspended: true }, ist(23, '09:00'))).toEqual(closed);
    expect(eateryStateAt({ isOpen: false, hours: CANTEEN }, ist(23, '12:00'))).toEqual(closed);
  });

  it('names no pause outside its hours: it opens at the next opening, paused or not', () => {
    expect(eateryStateAt({ ...paused, busyUntil: ist(23, '11:30') }, ist(23, '11:00'))).toEqual({
      isOpen: false,
      opensAt: ist(23, '17:00').toISOString(),
      busyUntil: null,
    });
  });
});
