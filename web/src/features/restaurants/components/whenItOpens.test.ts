import { describe, expect, it } from 'vitest';
import { whenItOpens } from './whenItOpens';

describe('whenItOpens', () => {
  const now = new Date('2026-11-23T12:00:00+05:30');
  it('says when an eatery closed by its hours opens, and nothing otherwise', () => {
    expect(whenItOpens({ isOpen: false, opensAt: '2026-11-23T17:00:00+05:30', busyUntil: null }, now)).toBe('Opens at 5:00 pm');
    expect(whenItOpens({ isOpen: false, opensAt: null, busyUntil: null }, now)).toBeNull();
    expect(whenItOpens({ isOpen: true, opensAt: null, busyUntil: null }, now)).toBeNull();
  });
  it('says until when an eatery its vendor paused is busy, in IST', () => {
    expect(whenItOpens({ isOpen: false, opensAt: null, busyUntil: '2026-11-23T07:15:00Z' }, now)).toBe('Busy: taking orders again at 12:45 pm');
  });
});
