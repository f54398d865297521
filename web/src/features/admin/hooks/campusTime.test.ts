import { describe, expect, it } from 'vitest';
import { formatCampusDate, formatCampusDateTime } from './campusTime';

describe('campus time', () => {
  it('shows an instant in India Standard Time, whatever the device’s zone', () => {
    expect(formatCampusDateTime('2026-11-22T14:15:00.000Z')).toBe('22 Nov 2026, 7:45 pm IST');
  });

  it('puts an instant after 18:30 UTC on the next campus day', () => {
    expect(formatCampusDateTime('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026, 1:30 am IST');
    expect(formatCampusDate('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026');
  });
});
