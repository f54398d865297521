// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RestaurantListResponse, RestaurantSummary } from '@campuseats/common/restaurants';
import { paths } from '@/lib/routes';
import { answerApi, apiError } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { RestaurantsPage } from './RestaurantsPage';

// The eatery list's states (docs/product.md#restaurants): filters read from a shared link, the empty answer and its
// way out, a failed load and Try Again. Searching, filtering and sorting the real list stay in tests/api and the
// browser's restaurants spec.

const eatery: RestaurantSummary = {
  _id: 'himalayanMomoStall',
  name: 'Himalayan Momo Stall',
  cuisine: 'Tibetan, Momos',
  rating: 4.7,
  ratingCount: 41,
  deliveryTime: '15-25',
  costForTwo: 220,
  dietType: 'non-veg',
  image: '/images/eateries/himalayanMomoStall.svg',
  address: 'Opposite Hostel 2, North Campus',
  isOpen: true,
  opensAt: null,
  busyUntil: null,
};
const twoEateries: RestaurantListResponse = { data: [eatery, { ...eatery, _id: 'dosaCorner', name: 'Dosa Corner' }], totalPages: 1, currentPage: 1, total: 2 };
const noEateries: RestaurantListResponse = { data: [], totalPages: 0, currentPage: 1, total: 0 };

// The cards' names, as the browser spec read them (a plain query: role queries compute styles, dear in jsdom).
const cardNames = () => [...document.querySelectorAll('[data-testid="restaurant-grid"] article h3')].map((heading) => heading.textContent);

describe('RestaurantsPage', () => {
  useScreenTests();

  it('a shared link keeps its filters, and an impossible one offers to clear them', async () => {
    const asked = answerApi('get', '/vendors/restaurants', noEateries, twoEateries);
    const { container, location } = renderScreen(<RestaurantsPage />, { path: paths.restaurants, at: '/restaurants?search=zzzz-nothing&diet=veg' });

    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search restaurants or cuisines' }).value).toBe('zzzz-nothing');
    expect(await screen.findByText('No restaurants found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters to find more options.')).toBeTruthy();
    expect(Object.fromEntries(new URL(asked[0]!.url).searchParams)).toEqual({ search: 'zzzz-nothing', diet: 'veg' });
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(cardNames()).toEqual(['Himalayan Momo Stall', 'Dosa Corner']));
    // The button went with the empty state: the keyboard is at the list's heading, and the new count is announced.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'EATERIES' }));
    expect(screen.getByText('2 places').getAttribute('aria-live')).toBe('polite');
    expect(location()).toMatchObject({ pathname: '/restaurants', search: '' });
    expect(new URL(asked[1]!.url).search).toBe('');
  });

  it('a list that fails to load says why, and Try Again loads it', async () => {
    answerApi('get', '/vendors/restaurants', apiError('unavailable', 'Busy'), twoEateries);
    const { container } = renderScreen(<RestaurantsPage />, { path: paths.restaurants });

    expect(screen.getByRole('status').textContent).toBe('Finding delicious restaurants...');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load restaurants: Busy");
    await expectNoAxeViolations(container);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(cardNames()).toEqual(['Himalayan Momo Stall', 'Dosa Corner']));
    expect(screen.getByText('2 places')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a paused eatery’s card says until when it is busy, in IST', async () => {
    const busy = { ...eatery, _id: 'dosaCorner', name: 'Dosa Corner', isOpen: false, busyUntil: '2026-11-27T07:15:00Z' };
    answerApi('get', '/vendors/restaurants', { ...twoEateries, data: [eatery, busy] });
    const { container } = renderScreen(<RestaurantsPage />, { path: paths.restaurants });

    expect(await screen.findByText('Busy: taking orders again at 12:45 pm')).toBeTruthy();
    expect(screen.queryByText('Closed now')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
