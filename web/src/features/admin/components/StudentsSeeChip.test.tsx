// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveEatery } from '@/lib/live/converters';
import { StudentsSeeChip } from './StudentsSeeChip';

// The admin table's open state is the students' (docs/product.md#admin-dashboard). Monday 23 Nov 2026, IST.
const MONDAY_NOON = new Date('2026-11-23T12:00:00+05:30');
const eatery: LiveEatery = { id: 'dosa', name: 'Dosa Corner', address: 'Block D', isOpen: true, hours: null, busyUntil: null, suspended: false };

describe('StudentsSeeChip', () => {
  afterEach(cleanup);

  it('says Open while students can order', () => {
    render(<StudentsSeeChip eatery={eatery} now={MONDAY_NOON} />);
    expect(screen.getByText('Open')).toBeTruthy();
  });

  it('says Closed for a suspended eatery whose switch is still on', () => {
    render(<StudentsSeeChip eatery={{ ...eatery, suspended: true }} now={MONDAY_NOON} />);
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByText('Open')).toBeNull();
  });

  it('says Closed outside its hours, as the list tells students', () => {
    render(<StudentsSeeChip eatery={{ ...eatery, hours: { mon: [{ open: '17:00', close: '23:00' }] } }} now={MONDAY_NOON} />);
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it('says Closed while its vendor paused new orders, and Open once the pause is over', () => {
    const { unmount } = render(<StudentsSeeChip eatery={{ ...eatery, busyUntil: '2026-11-23T12:15:00+05:30' }} now={MONDAY_NOON} />);
    expect(screen.getByText('Closed')).toBeTruthy();
    unmount();
    render(<StudentsSeeChip eatery={{ ...eatery, busyUntil: '2026-11-23T11:45:00+05:30' }} now={MONDAY_NOON} />);
    expect(screen.getByText('Open')).toBeTruthy();
  });
});
