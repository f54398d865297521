import { describe, expect, it } from 'vitest';
import { boardStateOf, orderToken } from './pickup';
import { campusDay } from './istTime';

describe('orderToken', () => {
  it.each([
    ["Nawab's Biryani House", 42, 'N-042'],
    ['chai point', 7, 'C-007'],
    ['2 Brothers Dosa', 1, 'B-001'],
    ['ढाबा', 12, 'T-012'],
    ['Nawab', 1234, 'N-1234'],
  ])('%s, order %i of the day: %s', (name, number, token) => {
    expect(orderToken(name, number)).toBe(token);
  });
});

describe('the day a token counts in', () => {
  it.each([
    // 23:59:59 IST on the 27th, then midnight IST: the count starts again on the 28th.
    ['2026-11-27T18:29:59.999Z', '2026-11-27'],
    ['2026-11-27T18:30:00.000Z', '2026-11-28'],
    // Midnight UTC is 05:30 IST, well inside the campus day.
    ['2026-11-27T00:00:00.000Z', '2026-11-27'],
    ['2026-11-26T18:30:00.000Z', '2026-11-27'],
  ])('an order created at %s counts in %s', (instant, day) => {
    expect(campusDay(new Date(instant))).toBe(day);
  });
});

describe('boardStateOf', () => {
  it.each([
    ['placed', 'preparing'],
    ['accepted', 'preparing'],
    ['preparing', 'preparing'],
    ['ready', 'ready'],
    ['collected', null],
    ['cancelled', null],
  ])('%s shows as %s', (status, state) => {
    expect(boardStateOf(status)).toBe(state);
  });
});
