// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { CANCEL_REASON_MAX_LENGTH, LIFECYCLE_MESSAGES, type TrackedOrder } from '@campuseats/common/orderLifecycle';
import { PICKUP_MESSAGES } from '@campuseats/common/pickup';
import { paths } from '@/lib/routes';
import { answerApi, apiError } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_VENDOR, useSignedIn } from '@/testing/signIn';
import { VendorOrderCard } from './VendorOrderCard';

// A pickup on the vendor console (docs/product.md#pickup-and-tokens): its token, no address, and Collected asking for the
// student's code, the counter told when it is wrong. Whether the API refuses a wrong code is tests/api/pickup.test.ts.

const PLACED_AT = new Date('2026-11-27T06:30:00.000Z');
const PICKUP: LiveOrder = {
  id: 'order1',
  uid: 'student1',
  vendorId: 'dosa',
  vendorName: 'Dosa Corner',
  vendorAddress: 'Block D',
  orderNumber: 'CE-7KQ4-M2XD',
  items: [{ menuItemId: 'dish1', name: 'Masala Dosa', quantity: 1, price: 120, veg: true }],
  subtotal: 120,
  deliveryFee: 0,
  platformFee: 5,
  walletApplied: 0,
  total: 125,
  paymentMethod: 'cod',
  address: null,
  fulfilment: 'pickup',
  tokenNumber: 42,
  token: 'D-042',
  status: 'ready',
  statusHistory: [{ status: 'placed', at: PLACED_AT }],
  createdAt: PLACED_AT,
  estimatedDeliveryAt: PLACED_AT,
  deliveredAt: null,
  cancelReason: null,
};
const COLLECTED: TrackedOrder = {
  id: 'order1',
  orderNumber: PICKUP.orderNumber,
  restaurantId: 'dosa',
  restaurant: { name: 'Dosa Corner', address: 'Block D' },
  vendor: { _id: 'dosa', id: 'dosa', name: 'Dosa Corner' },
  status: 'collected',
  fulfilment: 'pickup',
  token: 'D-042',
  date: PLACED_AT.toISOString(),
  estimatedDeliveryAt: PLACED_AT.toISOString(),
  items: PICKUP.items,
  paymentMethod: 'cod',
  subtotal: 120,
  deliveryFee: 0,
  platformFee: 5,
  walletApplied: 0,
  total: 125,
  deliveryAddress: null,
  rating: null,
  statusHistory: [],
  deliveredAt: PLACED_AT.toISOString(),
  cancelledAt: null,
  cancelReason: null,
  cancelledBy: null,
  readyEstimate: null,
};

describe('VendorOrderCard', () => {
  useScreenTests();
  useSignedIn(TEST_VENDOR);

  it('shows a pickup by its token, and marks it collected only with the code the counter asks the student for', async () => {
    const moved = answerApi('patch', '/vendor/orders/order1', apiError('permission-denied', PICKUP_MESSAGES.wrongPickupCode), { order: COLLECTED });
    const { container } = renderScreen(<VendorOrderCard order={PICKUP} fresh={false} />, { path: paths.vendorDashboard });
    expect(screen.getByTestId('order-token').textContent).toBe('D-042');
    expect(screen.getByText('Pickup at the counter')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Collected' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand over token D-042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    expect(within(dialog).getByText(PICKUP_MESSAGES.pickupCodeRequired)).toBeTruthy();
    expect(moved).toHaveLength(0);
    await expectNoAxeViolations(container.ownerDocument.body);

    const code = within(dialog).getByRole('textbox', { name: 'Pickup code' });
    await userEvent.type(code, '12a34');
    expect((code as HTMLInputElement).value).toBe('1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    expect(await within(dialog).findByText(PICKUP_MESSAGES.wrongPickupCode)).toBeTruthy();

    // Editing the code takes the refusal of the last one away: one message at a time.
    await userEvent.clear(code);
    await userEvent.type(code, '12');
    expect(within(dialog).queryByText(PICKUP_MESSAGES.wrongPickupCode)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    expect(within(dialog).getByText(PICKUP_MESSAGES.pickupCodeRequired)).toBeTruthy();
    expect(within(dialog).queryByText(PICKUP_MESSAGES.wrongPickupCode)).toBeNull();

    await userEvent.clear(code);
    await userEvent.type(code, '0427');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await Promise.all(moved.map((request) => request.json()))).toEqual([
      { status: 'collected', pickupCode: '1234' },
      { status: 'collected', pickupCode: '0427' },
    ]);
  });

  it('shows the slot an order was placed for, and a pickup paid at the counter; a delivery is paid on delivery', async () => {
    const slot = { start: new Date('2026-11-27T07:00:00.000Z'), end: new Date('2026-11-27T07:15:00.000Z') };
    const { container, unmount } = renderScreen(<VendorOrderCard order={{ ...PICKUP, slot }} fresh={false} />, { path: paths.vendorDashboard });
    expect(screen.getByTestId('order-slot').textContent).toBe('Pickup at 12:30 pm – 12:45 pm');
    expect(screen.getByText(/^Cash at the counter · Collect/)).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();

    const address = { label: 'Hostel', street: 'Block C', city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark: '', phone: '+919812345678' };
    renderScreen(<VendorOrderCard order={{ ...PICKUP, fulfilment: 'delivery', address, token: undefined, slot }} fresh={false} />, {
      path: paths.vendorDashboard,
    });
    expect(screen.getByTestId('order-slot').textContent).toBe('Deliver at 12:30 pm – 12:45 pm');
    expect(screen.getByText(/^Cash on Delivery · Collect/)).toBeTruthy();
  });

  it('a cancel reason over its limit says so and cancels nothing, where it used to be cut short without a word', async () => {
    const moved = answerApi('patch', '/vendor/orders/order1', { order: { ...COLLECTED, status: 'cancelled' } });
    renderScreen(<VendorOrderCard order={{ ...PICKUP, status: 'placed' }} fresh={false} />, { path: paths.vendorDashboard });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel order ${PICKUP.orderNumber}?` });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    const reason = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Reason for cancelling' });
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(CANCEL_REASON_MAX_LENGTH + 1));
    expect(reason.value).toHaveLength(CANCEL_REASON_MAX_LENGTH + 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(within(dialog).getByText(LIFECYCLE_MESSAGES.reasonTooLong)).toBeTruthy();
    // The field takes the focus with its message, so the keyboard can shorten it at once.
    expect(document.activeElement).toBe(reason);
    expect(moved).toHaveLength(0);
  });
});
