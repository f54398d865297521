// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@campuseats/common/orderStatus';
import { paths } from '@/lib/routes';
import { answerApi, apiError } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { ORDER, PRICED_CART } from '@/testing/orderFixtures';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_STUDENT, useSignedIn } from '@/testing/signIn';
import { OrdersPage } from './OrdersPage';

// Past Orders' states (docs/product.md#past-orders): loading, a failed load and Retry, no orders at all, a search
// that finds none, Load More, and the question before a reorder replaces a cart. Orders placed for real and their
// cards: tests/api/orders.test.ts and the browser's checkout spec.

const noOrders = { orders: [], nextCursor: null };

/** The cards of two orders in `status`: one the wallet paid in full, one it paid ₹100 of. */
async function walletPaidCards(status: OrderStatus) {
  const inFull = { ...ORDER, status, id: 'order2', orderNumber: 'CE-WALL-0002', paymentMethod: 'cod', walletApplied: ORDER.total, total: 0 };
  const inPart = { ...ORDER, status, id: 'order3', orderNumber: 'CE-PART-0003', paymentMethod: 'cod', walletApplied: 100, total: ORDER.total - 100 };
  answerApi('get', '/orders/prevOrders', { orders: [inFull, inPart], nextCursor: null });
  renderScreen(<OrdersPage />, { path: paths.orders });
  return {
    inFull: await screen.findByRole('article', { name: `Order ${inFull.orderNumber}` }),
    inPart: screen.getByRole('article', { name: `Order ${inPart.orderNumber}` }),
  };
}

describe('OrdersPage', () => {
  useScreenTests();
  useSignedIn(TEST_STUDENT);

  it('a list that fails to load says why, and Retry shows a student with no orders the way to order', async () => {
    answerApi('get', '/orders/prevOrders', apiError('unavailable', 'Busy'), noOrders);
    const { container, location } = renderScreen(<OrdersPage />, { path: paths.orders });

    expect(screen.getByRole('status').textContent).toBe('Loading orders...');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load orders')).toBeTruthy();
    expect(alert.textContent).toContain('Busy');
    await expectNoAxeViolations(container);

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeTruthy();
    expect(screen.getByText("Looks like you haven't placed any orders yet")).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('link', { name: 'Order Now' }));
    await waitFor(() => expect(location().pathname).toBe(paths.restaurants));
  });

  it('Load More Orders adds the next page, hands the focus to its first order, and goes once the last page is in', async () => {
    const older = { ...ORDER, id: 'order2', orderNumber: 'CE-OLDR-0002' };
    const asked = answerApi('get', '/orders/prevOrders', { orders: [ORDER], nextCursor: 'cursor1' }, { orders: [older], nextCursor: null });
    renderScreen(<OrdersPage />, { path: paths.orders });

    const more = await screen.findByRole('button', { name: 'Load More Orders' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const added = await screen.findByRole('article', { name: `Order ${older.orderNumber}` });
    await waitFor(() => expect(document.activeElement).toBe(added));
    expect(screen.getByRole('article', { name: `Order ${ORDER.orderNumber}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More Orders' })).toBeNull();
    expect(new URL(asked[1]!.url).searchParams.get('cursor')).toBe('cursor1');
  });

  it('an order the wallet paid in full says so, and one it paid in part says what was left to pay', async () => {
    const cards = await walletPaidCards('delivered');
    expect(within(cards.inFull).getByText(/^Paid from wallet/).textContent).toBe(`Paid from wallet · ₹${ORDER.total}`);
    expect(within(cards.inPart).getByText(/^Cash on Delivery/).textContent).toBe(`Cash on Delivery · Total ₹${ORDER.total - 100} (+ ₹100 from wallet)`);
  });

  it('a cancelled order says its wallet share went back to the wallet', async () => {
    const cards = await walletPaidCards('cancelled');
    expect(within(cards.inFull).getByText(/^Refunded to wallet/).textContent).toBe(`Refunded to wallet · ₹${ORDER.total}`);
    expect(within(cards.inPart).getByText(/^Cash on Delivery/).textContent).toBe(`Cash on Delivery · Total ₹${ORDER.total - 100} (₹100 refunded to wallet)`);
  });

  it('a search that finds nothing says so and offers to clear it', async () => {
    const asked = answerApi('get', '/orders/prevOrders', noOrders);
    const { location } = renderScreen(<OrdersPage />, { path: paths.orders, at: `${paths.orders}?search=no-such-order` });

    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeTruthy();
    expect(screen.getByText('No orders match this search or status.')).toBeTruthy();
    // A screen reader hears what the search found.
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('No orders found');
    expect(new URL(asked[0]!.url).searchParams.get('search')).toBe('no-such-order');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByText("Looks like you haven't placed any orders yet")).toBeTruthy();
  });

  it('the search box takes at most the 100 characters the API searches', async () => {
    answerApi('get', '/orders/prevOrders', noOrders);
    renderScreen(<OrdersPage />, { path: paths.orders });
    const box = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search orders' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(150));
    expect(box.value).toBe('x'.repeat(100));
  });

  it('Back after a filter and a search shows the list as it was, and does not search again for the old text', async () => {
    answerApi('get', '/orders/prevOrders', noOrders);
    const { location, goBack } = renderScreen(<OrdersPage />, { path: paths.orders });
    await screen.findByText("Looks like you haven't placed any orders yet");

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'delivered');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'zzzz');
    await waitFor(() => expect(location().search).toBe('?status=delivered&search=zzzz'));

    await goBack();
    await waitFor(() => expect((screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement).value).toBe(''));
    // Longer than the search's pause after typing: nothing puts the old text back.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(location().search).toBe('');
  });

  it('with dishes in the cart, Reorder asks first: Keep Cart leaves it, Reorder replaces it and opens the menu', async () => {
    const delivered = { ...ORDER, status: 'delivered' as const, restaurant: { name: 'Chai Point', address: 'Block B' }, restaurantId: 'eatery2' };
    answerApi('get', '/orders/prevOrders', { orders: [delivered], nextCursor: null });
    answerApi('get', '/cart', { data: PRICED_CART });
    const reordered = answerApi('post', `/orders/${delivered.id}/reorder`, { success: true, data: PRICED_CART });
    const { location } = renderScreen(<OrdersPage />, { path: paths.orders });

    const reorder = await screen.findByRole('button', { name: 'Reorder' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await userEvent.click(reorder);
    const question = await screen.findByRole('dialog', { name: 'Replace your cart?' });
    expect(question.textContent).toContain("Your cart has dishes from Test Canteen. Reordering replaces them with this order's dishes from Chai Point");
    await userEvent.click(within(question).getByRole('button', { name: 'Keep Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reordered).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reorder' }));
    await waitFor(() => expect(location().pathname).toBe(paths.restaurant('eatery2')));
    expect(reordered).toHaveLength(1);
  });
});
