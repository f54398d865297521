// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES, MAX_QUANTITY_PER_LINE } from '@campuseats/common/cartRules';
import type { MenuItem, RestaurantSummary } from '@campuseats/common/restaurants';
import { writeStoredCart } from '@/lib/cart/cartStorage';
import { paths, SCREENS } from '@/lib/routes';
import { answerApi, apiError } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { RestaurantMenuPage } from './RestaurantMenuPage';

// A menu's error state and what its dishes' buttons say (docs/product.md#menu). The menu itself, its sections and the
// live dishes stay in the browser's restaurants and menu-editor specs.

const dish = (id: string, name: string, available: boolean): MenuItem => ({
  _id: id,
  name,
  desc: 'A test dish',
  price: 120,
  image: '/images/dish.svg',
  veg: true,
  category: 'Mains',
  bestseller: false,
  available,
});

function menuOf(isOpen: boolean, dishes: MenuItem[], busyUntil: string | null = null) {
  const restaurant: RestaurantSummary = {
    _id: 'eatery1',
    name: 'Test Canteen',
    cuisine: 'North Indian',
    rating: 4.2,
    ratingCount: 10,
    deliveryTime: '20-30',
    costForTwo: 300,
    dietType: 'veg',
    image: '/images/eatery.svg',
    address: 'Block A',
    isOpen,
    opensAt: null,
    busyUntil,
  };
  return { success: true, data: { restaurant, bestsellers: [], menu: [{ name: 'Mains', items: dishes }] } };
}

describe('RestaurantMenuPage', () => {
  useScreenTests();
  // A drawn menu asks for its reviews once their code has loaded (ReviewsSection): none, here.
  beforeEach(() => answerApi('get', '/vendors/restaurants/:id/reviews', { rating: null, ratingCount: 0, reviews: [], nextCursor: null }));
  afterEach(() => vi.useRealTimers());

  it('an unknown eatery says why the menu failed and offers a way back', async () => {
    answerApi('get', '/vendors/restaurants/:id', apiError('not-found', 'Restaurant not found'));
    const { container, location } = renderScreen(<RestaurantMenuPage />, { path: SCREENS.restaurantMenu.path, at: paths.restaurant('noSuchEatery42') });

    expect(await screen.findByText('Failed to load menu: Restaurant not found')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(location().pathname).toBe('/restaurants'));
  });

  it('a sold-out dish’s button says it is sold out, and a closed eatery’s dishes say it is closed', async () => {
    answerApi('get', '/vendors/restaurants/:id', menuOf(true, [dish('dish1', 'Masala Dosa', true), dish('dish2', 'Paneer Roll', false)]));
    const { unmount } = renderScreen(<RestaurantMenuPage />, { path: SCREENS.restaurantMenu.path, at: paths.restaurant('eatery1') });

    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Add Masala Dosa to cart' })).disabled).toBe(false);
    const soldOut = screen.getByRole<HTMLButtonElement>('button', { name: 'Paneer Roll is sold out' });
    expect(soldOut.disabled).toBe(true);
    expect(soldOut.textContent).toBe('SOLD OUT');
    expect(screen.queryByRole('button', { name: 'Add Paneer Roll to cart' })).toBeNull();
    unmount();

    answerApi('get', '/vendors/restaurants/:id', menuOf(false, [dish('dish1', 'Masala Dosa', true)]));
    renderScreen(<RestaurantMenuPage />, { path: SCREENS.restaurantMenu.path, at: paths.restaurant('eatery1') });
    const closed = await screen.findByRole<HTMLButtonElement>('button', { name: 'Masala Dosa: Test Canteen is closed' });
    expect(closed.disabled).toBe(true);
    expect(closed.textContent).toBe('CLOSED');
  });

  it('ADD and the stepper hand the keyboard focus to each other as they replace each other', async () => {
    answerApi('get', '/vendors/restaurants/:id', menuOf(true, [dish('dish1', 'Masala Dosa', true)]));
    renderScreen(<RestaurantMenuPage />, { path: SCREENS.restaurantMenu.path, at: paths.restaurant('eatery1') });
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Add Masala Dosa to cart' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add one more Masala Dosa' })));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Remove one Masala Dosa' })).toBeTruthy();
    screen.getByRole('button', { name: 'Remove one Masala Dosa' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Masala Dosa to cart' })));
  });

  it('at the most of one dish, plus keeps the focus and says why it adds nothing', async () => {
    const line = {
      _id: 'line1',
      menuItem: 'dish1',
      name: 'Masala Dosa',
      description: '',
      quantity: MAX_QUANTITY_PER_LINE - 1,
      price: 120,
      veg: true,
      available: true,
    };
    writeStoredCart(null, { items: [line], vendor: 'eatery1', vendorName: 'Test Canteen', vendorOpen: true });
    answerApi('get', '/vendors/restaurants/:id', menuOf(true, [dish('dish1', 'Masala Dosa', true)]));
    renderScreen(<RestaurantMenuPage />, { path: SCREENS.restaurantMenu.path, at: paths.restaurant('eatery1') });
    const user = userEvent.setup();
    const plus = await screen.findByRole('button', { name: 'Add one more Masala Dosa' });
    plus.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('stepper-quantity').textContent).toBe(String(MAX_QUANTITY_PER_LINE)));
    // Read out as what it counts, not as a bare number.
    const quantity = within(screen.getByRole('group', { name: 'Quantity of Masala Dosa' })).getByText(`Masala Dosa: ${MAX_QUANTITY_PER_LINE} in your cart`);
    expect(quantity.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('stepper-quantity').getAttribute('aria-hidden')).toBe('true');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(plus);

    await user.keyboard('{Enter}');
    expect(await screen.findByText(CART_MESSAGES.tooMany)).toBeTruthy();
    expect(screen.getByTestId('stepper-quantity').textContent).toBe(String(MAX_QUANTITY_PER_LINE));
    expect(document.activeElement).toBe(plus);
  });

  it('an eatery its vendor paused says until when, in IST, and its dishes cannot be added meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T07:00:00Z'));
    answerApi(
      'get',
      '/vendors/restaurants/:id',
      menuOf(false, [dish('dish1', 'Masala Dosa', true), dish('dish2', 'Rava Idli', false)], '2026-11-27T07:15:00Z'),
    );
    const { container } = renderScreen(<RestaurantMenuPage />, { path: SCREENS.restaurantMenu.path, at: paths.restaurant('eatery1') });

    // Busy, as the header says, not closed; a dish sold out says so, as it will when the pause ends.
    const paused = await screen.findByRole<HTMLButtonElement>('button', { name: 'Masala Dosa: Test Canteen is busy' });
    expect(paused.disabled).toBe(true);
    expect(paused.textContent).toBe('BUSY');
    expect(screen.getByRole('button', { name: 'Rava Idli is sold out' }).textContent).toBe('SOLD OUT');
    expect(screen.getByText('Busy: taking orders again at 12:45 pm. You can browse the menu meanwhile.')).toBeTruthy();
    expect(screen.queryByText(/is closed right now/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('a paused eatery’s open menu takes orders again by itself when the pause ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Half a second before the pause ends, on the page's clock: the real timer the page sets then fires within the test.
    vi.setSystemTime(new Date(Date.parse('2026-11-27T07:15:00Z') - 500));
    answerApi('get', '/vendors/restaurants/:id', menuOf(false, [dish('dish1', 'Masala Dosa', true)], '2026-11-27T07:15:00Z'));
    renderScreen(<RestaurantMenuPage />, { path: SCREENS.restaurantMenu.path, at: paths.restaurant('eatery1') });

    expect(await screen.findByText('Busy: taking orders again at 12:45 pm. You can browse the menu meanwhile.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Masala Dosa to cart' }, { timeout: 3000 })).toHaveProperty('disabled', false);
    expect(screen.queryByText(/Busy: taking orders again/)).toBeNull();
  });

  it('a paused eatery that takes later slots lets its dishes go in the cart, and says so', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T07:00:00Z'));
    const paused = menuOf(false, [dish('dish1', 'Masala Dosa', true)], '2026-11-27T07:15:00Z');
    answerApi('get', '/vendors/restaurants/:id', { ...paused, data: { ...paused.data, preorders: true } });
    renderScreen(<RestaurantMenuPage />, { path: SCREENS.restaurantMenu.path, at: paths.restaurant('eatery1') });

    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Add Masala Dosa to cart' })).disabled).toBe(false);
    expect(screen.getByText('Busy: taking orders again at 12:45 pm. You can order for a later time slot meanwhile.')).toBeTruthy();
  });

  it('gives the dishes headings one level under their list’s: h3 under Bestsellers, h4 in a menu section', async () => {
    const dosa = dish('dish1', 'Masala Dosa', true);
    const menu = menuOf(true, [dosa]);
    answerApi('get', '/vendors/restaurants/:id', { ...menu, data: { ...menu.data, bestsellers: [dosa] } });
    renderScreen(<RestaurantMenuPage />, { path: SCREENS.restaurantMenu.path, at: paths.restaurant('eatery1') });

    expect(await screen.findByRole('heading', { level: 3, name: 'Masala Dosa' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Masala Dosa' })).toBeTruthy();
  });
});
