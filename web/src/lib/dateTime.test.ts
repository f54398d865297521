import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime } from './dateTime';

describe('times on screen', () => {
  it('are campus time (IST) whatever the device’s zone, as the slots and the kitchen’s estimate are', () => {
    const at = new Date('2026-11-22T14:15:00.000Z');
    expect(formatClock(at)).toBe('7:45 pm');
    expect(formatDateTime(at)).toBe('22 Nov 2026, 7:45 pm');
  });

  it('put an instant after 18:30 UTC on the next campus day', () => {
    expect(formatDate(new Date('2026-11-22T20:00:00.000Z'))).toBe('23 Nov 2026');
  });
});
