// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { paths } from '@/lib/routes';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_VENDOR, useSignedIn } from '@/testing/signIn';
import { EateryOpenSwitch } from './EateryOpenSwitch';

// What the vendor's open switch says (docs/product.md#vendor-console) at fixed instants of the page's clock: switched on
// is not enough when the eatery's own hours have it closed. Students' side of the hours: tests/api/openingHours.test.ts.

const eatery: VendorEatery = {
  id: 'dosa',
  name: 'Dosa Corner',
  address: 'Block D',
  isOpen: true,
  hours: { mon: [{ open: '09:00', close: '23:30' }] },
  busyUntil: null,
};
const stateAt = (instant: string, shown = eatery) => {
  vi.setSystemTime(new Date(instant));
  const { unmount } = renderScreen(<EateryOpenSwitch eatery={shown} suspended={false} />, { path: paths.vendorDashboard });
  const text = screen.getByRole('status').textContent;
  unmount();
  return text;
};

describe('EateryOpenSwitch', () => {
  useScreenTests();
  useSignedIn(TEST_VENDOR);
  afterEach(() => vi.useRealTimers());

  it('says the eatery takes orders within its hours, and that it does not outside them', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 12:30 and then 00:10 IST.
    expect(stateAt('2026-11-30T07:00:00Z')).toBe('Open: taking new orders');
    expect(stateAt('2026-11-29T18:40:00Z')).toBe('Outside your hours: not taking new orders');
  });

  it('says new orders are paused while the busy switch is on, and open again once the pause is over', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Paused until 12:45 IST on a Monday: at 12:30 and at 12:50.
    const paused = { ...eatery, busyUntil: '2026-11-30T07:15:00.000Z' };
    expect(stateAt('2026-11-30T07:00:00Z', paused)).toBe('Paused: not taking new orders');
    expect(stateAt('2026-11-30T07:20:00Z', paused)).toBe('Open: taking new orders');
  });
});
