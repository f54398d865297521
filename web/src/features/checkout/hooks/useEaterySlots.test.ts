import { describe, expect, it } from 'vitest';
import type { EaterySlots } from '@campuseats/common/slotSchemas';
import { AS_SOON_AS_POSSIBLE, chosenSlot } from './useEaterySlots';

// Which slot checkout orders for (docs/product.md#slots), from today's slots as the API lists them.

const slot = (start: string, full: boolean) => ({ start: `2026-11-20T${start}:00.000Z`, end: `2026-11-20T${start}:10.000Z`, free: full ? 0 : 2, full });
const TODAY: EaterySlots = {
  settings: { minutes: 10, perSlot: 2, leadMinutes: 0 },
  slots: [slot('07:00', false), slot('07:10', true), slot('07:20', false)],
  asap: '2026-11-20T07:00:00.000Z',
};

describe('chosenSlot', () => {
  it('keeps the choice while it has room, and as soon as possible while it can be had', () => {
    expect(chosenSlot(AS_SOON_AS_POSSIBLE, TODAY)).toBe(AS_SOON_AS_POSSIBLE);
    expect(chosenSlot(TODAY.slots[2]!.start, TODAY)).toBe(TODAY.slots[2]!.start);
  });

  it('moves a chosen slot that filled up to the next one with room, and to none when no later one has room', () => {
    expect(chosenSlot(TODAY.slots[1]!.start, TODAY)).toBe(TODAY.slots[2]!.start);
    const lastFull = { ...TODAY, slots: [slot('07:00', false), slot('07:10', true), slot('07:20', true)] };
    expect(chosenSlot(lastFull.slots[1]!.start, lastFull)).toBeNull();
  });

  it('while as soon as possible is paused, takes the first slot with room', () => {
    expect(chosenSlot(AS_SOON_AS_POSSIBLE, { ...TODAY, asap: null, slots: [slot('07:10', true), slot('07:20', false)] })).toBe('2026-11-20T07:20:00.000Z');
  });
});
