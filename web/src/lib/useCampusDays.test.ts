import { describe, expect, it } from 'vitest';
import { untilNextCampusDay } from './useCampusDays';

describe('untilNextCampusDay', () => {
  it('counts to the next midnight in India Standard Time (18:30 UTC)', () => {
    expect(untilNextCampusDay(new Date('2026-11-23T18:29:00Z'))).toBe(60_000);
    expect(untilNextCampusDay(new Date('2026-11-23T18:30:00Z'))).toBe(24 * 60 * 60 * 1000);
    expect(untilNextCampusDay(new Date('2026-11-23T06:30:00Z'))).toBe(12 * 60 * 60 * 1000);
  });
});
