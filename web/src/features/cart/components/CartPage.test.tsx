// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { writeStoredCart } from '@/lib/cart/cartStorage';
import { paths } from '@/lib/routes';
import { answerApi, apiPath, server } from '@/testing/apiStub';
import { PRICED_CART } from '@/testing/orderFixtures';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_STUDENT, useSignedIn } from '@/testing/signIn';
import { CartPage } from './CartPage';

// Why a cart cannot be checked out now (docs/product.md#cart). Its lines, steppers and totals: the browser's cart specs.

const checkoutLinks = () => screen.getAllByRole('link', { name: 'Checkout' });

describe('CartPage', () => {
  useScreenTests();
  useSignedIn(TEST_STUDENT);

  it('at a paused eatery says it is busy and until when, not closed, and keeps Checkout off', async () => {
    answerApi('get', '/cart', { data: { ...PRICED_CART, vendorOpen: false, vendorBusyUntil: '2026-11-20T07:15:00.000Z' } });
    renderScreen(<CartPage />, { path: paths.cart });

    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe('Test Canteen is busy right now: taking orders again at 12:45 pm. You can check out when it takes orders again.');
    expect(checkoutLinks().every((link) => link.getAttribute('aria-disabled') === 'true')).toBe(true);
  });

  it('names the dishes sold out since they were added, and keeps Checkout off', async () => {
    const line = PRICED_CART.items[0]!;
    const items = [
      { ...line, _id: 'dosa', available: false },
      { ...line, _id: 'chai', menuItem: 'chai', name: 'Masala Chai' },
      { ...line, _id: 'vada', menuItem: 'vada', name: 'Medu Vada', available: false },
    ];
    answerApi('get', '/cart', { data: { ...PRICED_CART, items } });
    renderScreen(<CartPage />, { path: paths.cart });

    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe('Masala Dosa and Medu Vada are not available right now. Remove them to check out.');
    expect(checkoutLinks().every((link) => link.getAttribute('aria-disabled') === 'true')).toBe(true);
  });

  it('where the network answers nothing, shows the cart this device kept with Retry, and Checkout once it loads', async () => {
    // Connected to a Wi-Fi that reaches nothing (a captive portal): the browser says online, the request gets no answer.
    writeStoredCart(TEST_STUDENT.uid, PRICED_CART);
    let answered = false;
    server.use(http.get(apiPath('/cart'), () => (answered ? HttpResponse.json({ data: PRICED_CART }) : HttpResponse.error())));
    renderScreen(<CartPage />, { path: paths.cart });

    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain("Couldn't load your cart: Network error: check your connection and try again.");
    expect(screen.getByText('Masala Dosa')).toBeTruthy();
    expect(checkoutLinks().every((link) => link.getAttribute('aria-disabled') === 'true')).toBe(true);

    answered = true;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(checkoutLinks().every((link) => link.getAttribute('aria-disabled') !== 'true')).toBe(true);
  });
});
