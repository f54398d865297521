import { describe, expect, it } from 'vitest';
import { HOURS_MESSAGES } from '../../common/src/orderLifecycle';
import { WEEKDAYS } from '../../common/src/hours';
import { IST_OFFSET_MS } from '../../common/src/istTime';
import { useApi } from '../support/api';
import { createTestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';

// Opening hours (docs/product.md#vendor-console): outside them an eatery shows and acts as closed.

const call = useApi();
const owned = useVendorWithEatery();

/** "HH:MM" in IST, `hoursFromNow` from now (whole minutes). */
const istClock = (hoursFromNow: number) => new Date(Date.now() + IST_OFFSET_MS + hoursFromNow * 3_600_000).toISOString().slice(11, 16);
const everyDay = (open: string, close: string) => Object.fromEntries(WEEKDAYS.map((day) => [day, [{ open, close }]]));
const setHours = (hours: unknown) => call('/api/v1/vendor/restaurant/hours', { method: 'PUT', token: owned.vendor.token, body: { hours } });
const summary = async () => (await call(`/api/v1/vendors/restaurants/${owned.eatery.id}`)).body.data.restaurant;

describe('opening hours', () => {
  it('close the eatery outside them, for the list, the menu and the cart, and say when it opens', async () => {
    const set = await setHours(everyDay(istClock(2), istClock(3)));
    expect(set.status).toBe(200);
    expect(set.body.restaurant.hours.mon).toHaveLength(1);
    const closed = await summary();
    expect(closed.isOpen).toBe(false);
    const opensInMs = new Date(closed.opensAt).getTime() - Date.now();
    expect(opensInMs).toBeGreaterThan(110 * 60_000);
    expect(opensInMs).toBeLessThanOrEqual(120 * 60_000);
    const listed = await call(`/api/v1/vendors/restaurants?search=${encodeURIComponent(owned.eatery.name)}`);
    expect(listed.body.data.find((row: { _id: string }) => row._id === owned.eatery.id)).toMatchObject({ isOpen: false, opensAt: closed.opensAt });

    const student = await createTestUser();
    const refused = await call('/api/v1/cart', {
      method: 'POST',
      token: student.token,
      body: { vendorId: owned.eatery.id, menuItemId: 'dalTadka', quantity: 1 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.reason).toBe('eatery-closed');

    expect((await setHours(everyDay(istClock(-1), istClock(1)))).status).toBe(200);
    expect(await summary()).toMatchObject({ isOpen: true, opensAt: null });
    expect(
      (await call('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: owned.eatery.id, menuItemId: 'dalTadka', quantity: 1 } })).status,
    ).toBe(200);
  });

  it('leave the switch in charge: it still closes early, and no hours means the switch alone', async () => {
    await setHours(everyDay(istClock(-1), istClock(1)));
    await call('/api/v1/vendor/restaurant', { method: 'PATCH', token: owned.vendor.token, body: { isOpen: false } });
    expect(await summary()).toMatchObject({ isOpen: false, opensAt: null });
    await call('/api/v1/vendor/restaurant', { method: 'PATCH', token: owned.vendor.token, body: { isOpen: true } });
    expect((await setHours(null)).body.restaurant.hours).toBeNull();
    expect(await summary()).toMatchObject({ isOpen: true, opensAt: null });
  });

  it('refuse malformed hours', async () => {
    const cases: [unknown, string][] = [
      [{ mon: [{ open: '25:00', close: '26:00' }] }, HOURS_MESSAGES.time],
      [{ mon: [{ open: '08:00', close: '08:00' }] }, HOURS_MESSAGES.emptyRange],
      [
        {
          mon: [
            { open: '08:00', close: '12:00' },
            { open: '11:00', close: '14:00' },
          ],
        },
        HOURS_MESSAGES.overlap,
      ],
      [{ mon: [{ open: '23:30', close: '23:00' }], tue: [{ open: '09:00', close: '21:00' }] }, `hours.mon: ${HOURS_MESSAGES.overlapsNextDay('mon')}`],
    ];
    for (const [hours, message] of cases) {
      const answer = await setHours(hours);
      expect(answer.status, JSON.stringify(hours)).toBe(400);
      expect(answer.body.message).toContain(message);
      expect(answer.body).toMatchObject({ success: false, error: { code: 'invalid-argument' } });
    }
  });
});
