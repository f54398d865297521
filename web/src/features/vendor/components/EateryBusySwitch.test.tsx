// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { queryKeys } from '@/lib/query/queryKeys';
import { paths } from '@/lib/routes';
import { answerApi, apiError } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_VENDOR, useSignedIn } from '@/testing/signIn';
import { fetchMyEatery } from '../api/vendor';
import { EateryBusySwitch } from './EateryBusySwitch';

// The vendor's busy switch (docs/product.md#vendor-console) at a fixed instant: what it sends and shows. That carts and
// orders are refused meanwhile, and resume by themselves, is tests/api/busySwitch.test.ts.

const NOW = new Date('2026-11-27T06:45:00Z');
const eatery: VendorEatery = { id: 'dosa', name: 'Dosa Corner', address: 'Block D', isOpen: true, hours: null, busyUntil: null };
const paused = { ...eatery, busyUntil: '2026-11-27T07:15:00Z' };
const busySwitch = () => screen.getByRole('region', { name: 'Busy switch' });

/** The console's read of its eatery (VendorDashboardPage's), beside the switch. */
function ConsoleEatery() {
  const read = useQuery({ queryKey: queryKeys.myEatery(TEST_VENDOR.uid), queryFn: ({ signal }) => fetchMyEatery(signal) });
  return <p>{read.data?.busyUntil ? 'console: paused' : 'console: taking orders'}</p>;
}

describe('EateryBusySwitch', () => {
  useScreenTests();
  useSignedIn(TEST_VENDOR);
  afterEach(() => vi.useRealTimers());

  it('pauses new orders for the minutes chosen, says until when, and takes orders again on request', async () => {
    const sent = answerApi('put', '/vendor/restaurant/busy', { restaurant: paused }, { restaurant: eatery });
    const { container } = renderScreen(<EateryBusySwitch eatery={eatery} now={NOW} />, { path: paths.vendorDashboard });
    await expectNoAxeViolations(container);

    await userEvent.click(within(busySwitch()).getByRole('button', { name: 'Pause new orders for 30 minutes' }));
    expect((await within(busySwitch()).findByRole('status')).textContent).toBe('Busy: taking orders again at 12:45 pm');
    expect(await sent[0]!.clone().json()).toEqual({ minutes: 30 });
    // The button pressed is gone: what replaced it has the focus, not the page's start.
    await waitFor(() => expect(document.activeElement).toBe(within(busySwitch()).getByRole('button', { name: 'Take orders now' })));
    await expectNoAxeViolations(container);

    await userEvent.click(within(busySwitch()).getByRole('button', { name: 'Take orders now' }));
    expect(await within(busySwitch()).findByRole('button', { name: 'Pause new orders for 15 minutes' })).toBeTruthy();
    expect(await sent[1]!.clone().json()).toEqual({ minutes: null });
    await waitFor(() => expect(document.activeElement).toBe(within(busySwitch()).getByRole('button', { name: 'Pause new orders for 15 minutes' })));
  });

  it('a pause that is over shows the choices again', () => {
    renderScreen(<EateryBusySwitch eatery={{ ...paused, busyUntil: '2026-11-27T06:44:00Z' }} now={NOW} />, { path: paths.vendorDashboard });
    expect(within(busySwitch()).getByRole('button', { name: 'Pause new orders for 60 minutes' })).toBeTruthy();
    expect(within(busySwitch()).queryByRole('status')).toBeNull();
  });

  it('offers the choices again by itself when the pause ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Half a second before the pause ends, on the switch's clock: the real timer it sets then fires within the test.
    vi.setSystemTime(new Date(Date.parse(paused.busyUntil) - 500));
    renderScreen(<EateryBusySwitch eatery={paused} />, { path: paths.vendorDashboard });
    expect(within(busySwitch()).getByRole('status').textContent).toBe('Busy: taking orders again at 12:45 pm');
    expect(await within(busySwitch()).findByRole('button', { name: 'Pause new orders for 15 minutes' }, { timeout: 3000 })).toBeTruthy();
    expect(within(busySwitch()).queryByRole('status')).toBeNull();
  });

  it('after a pause the console reads its eatery again, without a reload', async () => {
    answerApi('put', '/vendor/restaurant/busy', { restaurant: paused });
    const reads = answerApi('get', '/vendor/restaurant', { restaurant: eatery }, { restaurant: paused });
    renderScreen(
      <>
        <ConsoleEatery />
        <EateryBusySwitch eatery={eatery} now={NOW} />
      </>,
      { path: paths.vendorDashboard },
    );
    expect(await screen.findByText('console: taking orders')).toBeTruthy();

    await userEvent.click(within(busySwitch()).getByRole('button', { name: 'Pause new orders for 30 minutes' }));
    expect(await screen.findByText('console: paused')).toBeTruthy();
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it('a refused pause says why', async () => {
    answerApi('put', '/vendor/restaurant/busy', apiError('not-found', 'No eatery is linked to this account'));
    renderScreen(<EateryBusySwitch eatery={eatery} now={NOW} />, { path: paths.vendorDashboard });
    await userEvent.click(within(busySwitch()).getByRole('button', { name: 'Pause new orders for 15 minutes' }));
    expect((await within(busySwitch()).findByRole('alert')).textContent).toContain('No eatery is linked to this account');
  });

  it('is not there while the open switch is off, even with a pause still running: the eatery is closed', () => {
    renderScreen(<EateryBusySwitch eatery={{ ...paused, isOpen: false }} now={NOW} />, { path: paths.vendorDashboard });
    expect(screen.queryByRole('region', { name: 'Busy switch' })).toBeNull();
    expect(screen.queryByText(/Busy: taking orders again/)).toBeNull();
  });
});
