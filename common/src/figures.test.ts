import { describe, expect, it } from 'vitest';
import { averageTicket, campusDay, lastCampusDays } from './figures';

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
});
