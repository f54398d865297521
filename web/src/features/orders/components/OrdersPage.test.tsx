// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routes';
import { answerApi, apiError } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_STUDENT, useSignedIn } from '@/testing/signIn';
import { OrdersPage } from './OrdersPage';

// Past Orders' states (docs/product.md#past-orders): loading, a failed load and Retry, no orders at all, and a search
// that finds none. Orders placed for real, their cards and Load More: tests/api/orders.test.ts and the browser's
// checkout spec.

const noOrders = { orders: [], nextCursor: null };

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
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.getByText("Looks like you haven't placed any orders yet")).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('link', { name: 'Order Now' }));
    await waitFor(() => expect(location().pathname).toBe(paths.restaurants));
  });

  it('a search that finds nothing says so and offers to clear it', async () => {
    const asked = answerApi('get', '/orders/prevOrders', noOrders);
    const { location } = renderScreen(<OrdersPage />, { path: paths.orders, at: `${paths.orders}?search=no-such-order` });

    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.getByText('No orders match this search or status.')).toBeTruthy();
    expect(new URL(asked[0]!.url).searchParams.get('search')).toBe('no-such-order');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByText("Looks like you haven't placed any orders yet")).toBeTruthy();
  });
});
