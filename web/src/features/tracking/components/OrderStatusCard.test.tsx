// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { paths } from '@/lib/routes';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { OrderDetailsCard } from './OrderDetailsCard';
import { OrderStatusCard } from './OrderStatusCard';

// The kitchen's ready range on the tracking page (docs/product.md#order-tracking): shown while the kitchen has the
// order, in IST. That it moves when an order ahead leaves the queue is tests/api/readyEstimates.test.ts.

const PLACED_AT = new Date('2026-11-27T07:02:30Z');
const order = (status: LiveOrder['status']): LiveOrder => ({
  id: 'order1',
  uid: 'student1',
  vendorId: 'dosa',
  vendorName: 'Dosa Corner',
  vendorAddress: 'Block D',
  orderNumber: 'CE-7KQ4-M2XD',
  items: [{ menuItemId: 'dosa', name: 'Masala Dosa', quantity: 1, price: 120, veg: true }],
  subtotal: 120,
  deliveryFee: 49,
  platformFee: 5,
  walletApplied: 0,
  total: 174,
  paymentMethod: 'cod',
  fulfilment: 'delivery',
  address: { label: 'Hostel', street: 'Block C', city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark: '', phone: '+919812345678' },
  status,
  statusHistory: [{ status: 'placed', at: PLACED_AT }],
  createdAt: PLACED_AT,
  estimatedDeliveryAt: new Date('2026-11-27T07:47:30Z'),
  deliveredAt: null,
  cancelReason: null,
  readyEstimate: { from: new Date('2026-11-27T07:10:00Z'), to: new Date('2026-11-27T07:20:00Z'), ahead: 2, hour: 12, basis: 'pace' },
});

const LATE = 'The kitchen is taking longer than it estimated.';

describe('OrderStatusCard', () => {
  useScreenTests();
  afterEach(() => vi.useRealTimers());

  it('shows the kitchen’s ready range while the kitchen has the order', async () => {
    const { container } = renderScreen(<OrderStatusCard order={order('preparing')} />, { path: paths.order('order1') });
    expect(screen.getByTestId('ready-estimate').textContent).toBe('Kitchen estimate: ready 12:40–12:50 pm');
    await expectNoAxeViolations(container);
  });

  it('says the kitchen is late once its range has ended with the order still in the kitchen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T07:19:00Z'));
    const { unmount } = renderScreen(<OrderStatusCard order={order('preparing')} />, { path: paths.order('order1') });
    expect(screen.getByTestId('ready-estimate').textContent).toBe('Kitchen estimate: ready 12:40–12:50 pm');
    expect(screen.queryByText(LATE)).toBeNull();
    unmount();
    vi.setSystemTime(new Date('2026-11-27T07:21:00Z'));
    renderScreen(<OrderStatusCard order={order('preparing')} />, { path: paths.order('order1') });
    expect(await screen.findByText(LATE)).toBeTruthy();
  });

  it('drops it once the order is ready', () => {
    renderScreen(<OrderStatusCard order={order('ready')} />, { path: paths.order('order1') });
    expect(screen.queryByTestId('ready-estimate')).toBeNull();
  });

  it('shows the slot an order was placed for: pickup or delivery', () => {
    const slot = { start: new Date('2026-11-27T07:00:00.000Z'), end: new Date('2026-11-27T07:15:00.000Z') };
    const { unmount } = renderScreen(<OrderStatusCard order={{ ...order('placed'), fulfilment: 'pickup', address: null, slot }} />, {
      path: paths.order('order1'),
    });
    expect(screen.getByTestId('order-slot').textContent).toBe('Pickup at 12:30 pm – 12:45 pm');
    unmount();
    renderScreen(<OrderStatusCard order={{ ...order('placed'), slot }} />, { path: paths.order('order1') });
    expect(screen.getByTestId('order-slot').textContent).toBe('Deliver at 12:30 pm – 12:45 pm');
    expect(screen.getByTestId('ready-estimate').textContent).toBe('Kitchen estimate: ready 12:40–12:50 pm');
  });

  it('leaves out a kitchen range that ends before a later slot begins', () => {
    const slot = { start: new Date('2026-11-27T08:30:00.000Z'), end: new Date('2026-11-27T08:45:00.000Z') };
    renderScreen(<OrderStatusCard order={{ ...order('accepted'), fulfilment: 'pickup', address: null, slot }} />, { path: paths.order('order1') });
    expect(screen.getByTestId('order-slot').textContent).toBe('Pickup at 2:00 pm – 2:15 pm');
    expect(screen.queryByTestId('ready-estimate')).toBeNull();
  });

  it('gives a delivery’s estimated time with the minutes to it: a new order’s 45-minute promise', () => {
    renderScreen(<OrderStatusCard order={order('placed')} />, { path: paths.order('order1') });
    expect(screen.getByText(/^Estimated delivery/).textContent).toBe('Estimated delivery: 1:17 pm (45 mins)');
  });

  it('expects a delivery at the end of the kitchen’s range when a long queue keeps even its start past the step’s minutes', () => {
    // Preparing since 12:35 IST: its step says 1:00 pm, the kitchen's queue has it ready from 1:05 to 1:10 pm.
    const since = new Date('2026-11-27T07:05:00Z');
    const queued: LiveOrder = {
      ...order('preparing'),
      statusHistory: [
        { status: 'placed', at: PLACED_AT },
        { status: 'preparing', at: since },
      ],
      estimatedDeliveryAt: new Date('2026-11-27T07:30:00Z'),
      readyEstimate: { from: new Date('2026-11-27T07:35:00Z'), to: new Date('2026-11-27T07:40:00Z'), ahead: 9, hour: 12, basis: 'pace' },
    };
    renderScreen(<OrderStatusCard order={queued} />, { path: paths.order('order1') });
    expect(screen.getByTestId('ready-estimate').textContent).toBe('Kitchen estimate: ready 1:05–1:10 pm');
    expect(screen.getByText(/^Estimated delivery/).textContent).toBe('Estimated delivery: 1:10 pm (35 mins)');
  });

  it('a pickup: the kitchen’s range alone while the kitchen has it, then since when it waits at the counter', () => {
    const pickup = { ...order('preparing'), fulfilment: 'pickup' as const, address: null };
    const { unmount } = renderScreen(<OrderStatusCard order={pickup} />, { path: paths.order('order1') });
    expect(screen.getByTestId('ready-estimate').textContent).toBe('Kitchen estimate: ready 12:40–12:50 pm');
    expect(screen.queryByText(/Estimated ready for pickup/)).toBeNull();
    unmount();
    const readyAt = new Date('2026-11-27T07:18:00Z');
    renderScreen(<OrderStatusCard order={{ ...pickup, status: 'ready', statusHistory: [...pickup.statusHistory, { status: 'ready', at: readyAt }] }} />, {
      path: paths.order('order1'),
    });
    expect(screen.getByText(/^Ready since/).textContent).toBe('Ready since 12:48 pm');
    expect(screen.queryByText(/Estimated ready for pickup/)).toBeNull();
  });
});

describe('OrderDetailsCard', () => {
  useScreenTests();

  it('gives the whole delivery address, its state included, as checkout showed it', () => {
    renderScreen(<OrderDetailsCard order={order('accepted')} />, { path: paths.order('order1') });
    expect(screen.getByText(/^Hostel: Block C/).textContent).toBe('Hostel: Block C, Campus, Karnataka 560012 · +919812345678');
  });

  it('tells a screen reader each step the order reaches while the page is open, and nothing for the step it opened on', async () => {
    let move: (status: LiveOrder['status']) => void = () => undefined;
    function MovingOrder() {
      const [status, setStatus] = useState<LiveOrder['status']>('placed');
      move = setStatus;
      return <OrderStatusCard order={order(status)} />;
    }
    renderScreen(<MovingOrder />, { path: paths.order('order1') });
    const news = screen.getByRole('status');
    expect(news.textContent).toBe('');

    act(() => move('accepted'));
    expect(news.textContent).toBe('Order CE-7KQ4-M2XD: Order Accepted');
    act(() => move('cancelled'));
    expect(news.textContent).toBe('Order CE-7KQ4-M2XD: Cancelled');
  });
});
