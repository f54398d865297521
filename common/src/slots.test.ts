import { describe, expect, it } from 'vitest';
import { openSpansOfDay, type OpeningHours } from './hours';
import { firstFreeSlot, slotFullText, slotKey, slotsOfDay, slotText, type SlotEatery } from './slots';
import { slotSettingsSchema } from './slotSchemas';

// 2026-11-23 is a Monday. IST is UTC+5:30, so 12:00 IST is 06:30 UTC.
const ist = (day: number, time: string) => new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00+05:30`);
const LUNCH: OpeningHours = { mon: [{ open: '12:00', close: '13:00' }], sun: [{ open: '22:00', close: '00:30' }] };
const eatery = (change: Partial<SlotEatery> = {}): SlotEatery => ({ hours: LUNCH, slots: { minutes: 15, perSlot: 2, leadMinutes: 0 }, ...change });
const starts = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe('the slots of a campus day', () => {
  it('cut the opening hours from their opening, each slot whole inside them', () => {
    const slots = slotsOfDay(eatery({ hours: { mon: [{ open: '12:00', close: '12:50' }] } }), new Map(), ist(23, '09:00'));
    expect(starts(slots)).toEqual([ist(23, '12:00'), ist(23, '12:15'), ist(23, '12:30')].map((at) => at.toISOString()));
    expect(slots.map(slotText)).toEqual(['12:00 pm – 12:15 pm', '12:15 pm – 12:30 pm', '12:30 pm – 12:45 pm']);
  });

  it('offer a slot while the lead time still fits before it ends', () => {
    const withLead = eatery({ slots: { minutes: 15, perSlot: 2, leadMinutes: 10 } });
    expect(starts(slotsOfDay(withLead, new Map(), ist(23, '12:04')))[0]).toBe(ist(23, '12:00').toISOString());
    expect(starts(slotsOfDay(withLead, new Map(), ist(23, '12:05')))[0]).toBe(ist(23, '12:15').toISOString());
    expect(slotsOfDay(eatery(), new Map(), ist(23, '13:00'))).toEqual([]);
  });

  it("end at the IST day's midnight, and take the part after midnight of a range of the evening before", () => {
    // Sunday 22:00–00:30: Sunday's slots stop at midnight; Monday's day begins with the half hour after it.
    expect(slotsOfDay(eatery(), new Map(), ist(29, '23:40')).map(slotText)).toEqual(['11:30 pm – 11:45 pm', '11:45 pm – 12:00 am']);
    expect(slotsOfDay(eatery(), new Map(), ist(30, '00:00')).map(slotText)).toEqual([
      '12:00 am – 12:15 am',
      '12:15 am – 12:30 am',
      '12:00 pm – 12:15 pm',
      '12:15 pm – 12:30 pm',
      '12:30 pm – 12:45 pm',
      '12:45 pm – 1:00 pm',
    ]);
    // 18:29:59.999 UTC is still the 29th in IST; a millisecond later the 30th's slots are offered.
    expect(slotsOfDay(eatery(), new Map(), new Date('2026-11-29T18:29:59.999Z')).map(slotText)).toEqual(['11:45 pm – 12:00 am']);
    expect(slotsOfDay(eatery(), new Map(), new Date('2026-11-29T18:30:00.000Z'))[0]?.start).toEqual(ist(30, '00:00'));
  });

  it('without hours cover the whole day', () => {
    const slots = slotsOfDay(eatery({ hours: null, slots: { minutes: 30, perSlot: 1, leadMinutes: 0 } }), new Map(), ist(24, '00:00'));
    expect(slots).toHaveLength(48);
    expect(slots.at(-1)?.end).toEqual(ist(25, '00:00'));
    expect(openSpansOfDay(undefined, ist(24, '00:00'))).toEqual([[ist(24, '00:00'), ist(25, '00:00')]]);
  });

  it('count the places left from the orders in each slot, and the earliest with room is "As soon as possible"', () => {
    const taken = new Map([
      [slotKey(ist(23, '12:00')), 2],
      [slotKey(ist(23, '12:15')), 1],
    ]);
    const slots = slotsOfDay(eatery(), taken, ist(23, '11:00'));
    expect(slots.map((slot) => slot.free)).toEqual([0, 1, 2, 2]);
    expect(firstFreeSlot(slots)?.start).toEqual(ist(23, '12:15'));
    expect(firstFreeSlot(slots, ist(23, '12:20'))?.start).toEqual(ist(23, '12:30'));
    expect(firstFreeSlot(slots.map((slot) => ({ ...slot, free: 0 })))).toBeNull();
  });

  it('while the busy switch is on, start from its end', () => {
    const busy = eatery({ busyUntil: ist(23, '12:20') });
    expect(starts(slotsOfDay(busy, new Map(), ist(23, '12:05')))).toEqual([ist(23, '12:30'), ist(23, '12:45')].map((at) => at.toISOString()));
    // Once the pause is over, nothing of it is left.
    expect(slotsOfDay(busy, new Map(), ist(23, '12:20'))[0]?.start).toEqual(ist(23, '12:15'));
  });

  it('are named by their IST day and start, and a full one by the next with room', () => {
    expect(slotKey(ist(23, '12:15'))).toBe('2026-11-23_1215');
    expect(slotKey(new Date('2026-11-29T18:30:00.000Z'))).toBe('2026-11-30_0000');
    expect(slotFullText({ start: ist(23, '12:00') }, { start: ist(23, '12:45') })).toBe('The 12:00 pm slot is full. The next free slot is 12:45 pm.');
    expect(slotFullText({ start: ist(23, '12:45') }, null)).toBe('The 12:45 pm slot is full. No slots left today.');
  });
});

describe('slot settings', () => {
  it.each([
    [{ minutes: 15, perSlot: 10, leadMinutes: 20 }, true],
    [{ minutes: 25, perSlot: 10, leadMinutes: 20 }, false],
    [{ minutes: 10, perSlot: 0, leadMinutes: 0 }, false],
    [{ minutes: 30, perSlot: 5, leadMinutes: 121 }, false],
    [{ minutes: 20, perSlot: 2.5, leadMinutes: 0 }, false],
  ])('%o valid: %s', (settings, valid) => {
    expect(slotSettingsSchema.safeParse(settings).success).toBe(valid);
  });
});
