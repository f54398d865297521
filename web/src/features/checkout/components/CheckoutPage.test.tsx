// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '@campuseats/common/cartRules';
import { CHECKOUT_MESSAGES } from '@campuseats/common/checkout';
import type { PricedCart } from '@campuseats/common/cart';
import type { Order } from '@campuseats/common/orders';
import type { EaterySlots } from '@campuseats/common/slotSchemas';
import type { UserProfile } from '@campuseats/common/users';
import { paths } from '@/lib/routes';
import { answerApi, apiPath, server } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { useConnection } from '@/testing/connection';
import { CART, HOSTEL, ORDER, PRICED_CART } from '@/testing/orderFixtures';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_STUDENT, useSignedIn } from '@/testing/signIn';
import { CheckoutPage, PLACE_UNANSWERED } from './CheckoutPage';
import { NO_SLOT_TO_CHOOSE } from '../hooks/useEaterySlots';

// The checkout reloaded offline, where the focus goes once an order is placed, and a pickup's choice, price and
// confirmation (docs/product.md#checkout, docs/product.md#offline, docs/product.md#pickup-and-tokens). Placing orders for real, and the refusals: tests/api/orders.test.ts and the browser's
// checkout spec.

const NO_SLOTS: EaterySlots = { settings: null, slots: [], asap: null };
// 12:30 to 13:00 IST in ten-minute slots, the first one full.
const SLOTS: EaterySlots = {
  settings: { minutes: 10, perSlot: 5, leadMinutes: 0 },
  slots: [
    { start: '2026-11-20T07:00:00.000Z', end: '2026-11-20T07:10:00.000Z', free: 0, full: true },
    { start: '2026-11-20T07:10:00.000Z', end: '2026-11-20T07:20:00.000Z', free: 2, full: false },
    { start: '2026-11-20T07:20:00.000Z', end: '2026-11-20T07:30:00.000Z', free: 5, full: false },
  ],
  asap: '2026-11-20T07:10:00.000Z',
};

// A non-hosteller who gave no phone at signup, so their address book starts empty (docs/product.md#signup).
const OFF_CAMPUS_STUDENT: UserProfile = {
  _id: TEST_STUDENT.uid,
  firebaseUid: TEST_STUDENT.uid,
  email: TEST_STUDENT.email,
  phone: TEST_STUDENT.email,
  name: { first: 'Asha', last: 'Rao' },
  accommodation: 'Non-Hosteller',
  offCampusAddress: { addressLine1: '12 Lake View Road', landmark: 'Opposite the bakery', city: '', state: '', zipCode: '' },
  walletBalance: 0,
  role: 'user',
};
const SIGNUP_HOME = {
  label: 'Home',
  street: '12 Lake View Road',
  landmark: 'Opposite the bakery',
  city: 'Campus',
  state: 'Karnataka',
  zipCode: '560012',
  phone: '+919800000002',
};

const SLOTS_FAILED = "Couldn't load today's time slots.";
const OFFLINE_NOTE = "You're offline. Placing an order needs a connection; your cart and choices here are kept.";
const placeButton = () => screen.getAllByRole<HTMLButtonElement>('button', { name: /^Place Order/ })[0]!;

/** Opens checkout (its cart and addresses answered), waits for the saved address and chooses UPI on Delivery. */
async function openAndChooseUpi() {
  const rendered = renderScreen(<CheckoutPage />, { path: paths.checkout });
  expect(await screen.findByText('Block D, Room 118')).toBeTruthy();
  await userEvent.click(screen.getByRole('radio', { name: 'UPI on Delivery' }));
  await waitFor(() => expect(placeButton().disabled).toBe(false));
  return rendered;
}

/** Taps Place Order on a cart the server refuses (409 `reason`, saying `message`), answering `reloaded` when the page loads the cart again. */
async function placeRefused(reason: string, message: string, reloaded: PricedCart) {
  answerApi('get', '/cart', { data: PRICED_CART }, { data: reloaded });
  answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
  answerApi('post', '/payments/orders', HttpResponse.json({ success: false, message, error: { code: 'aborted', details: { reason } } }, { status: 409 }));
  const rendered = await openAndChooseUpi();
  await userEvent.click(placeButton());
  return rendered;
}

/** Chooses cash at the counter (a pickup), checks the page with axe, places the order and waits for its confirmation. */
async function payCashAtTheCounterAndPlace(container: HTMLElement) {
  await userEvent.click(screen.getByRole('radio', { name: 'Cash at the counter' }));
  await expectNoAxeViolations(container);
  await waitFor(() => expect(placeButton().disabled).toBe(false));
  await userEvent.click(placeButton());
  expect(await screen.findByRole('heading', { name: CHECKOUT_MESSAGES.placed })).toBeTruthy();
}

describe('CheckoutPage', () => {
  useScreenTests();
  useSignedIn(TEST_STUDENT);
  const connection = useConnection();
  // An eatery without slots unless a test says otherwise: checkout then offers no time slot.
  beforeEach(() => {
    answerApi('get', '/vendors/restaurants/eatery1/slots', NO_SLOTS);
  });
  afterEach(() => vi.useRealTimers());

  it('reloaded offline, shows the cart this device kept and says that placing the order needs a connection', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ owner: TEST_STUDENT.uid, cart: CART }));
    connection.goOffline();
    const { container } = renderScreen(<CheckoutPage />, { path: paths.checkout });

    // Drawn from the kept cart while the server's loads, as online; then the load fails.
    expect(await screen.findByText('Loading checkout...')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading checkout...')).toBeNull());
    expect(screen.queryByText(/Couldn't load your cart/)).toBeNull();
    expect(screen.getByText(OFFLINE_NOTE)).toBeTruthy();
    expect(screen.getByText('2 x Masala Dosa')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'UPI on Delivery' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'UPI on Delivery' }).checked).toBe(true);
    expect(placeButton().disabled).toBe(true);
    expect(await screen.findByText(SLOTS_FAILED)).toBeTruthy();
    await expectNoAxeViolations(container);

    // Back online, the cart, the addresses and the slots load by themselves, and the choice made offline stands.
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    connection.goOnline();
    expect(await screen.findByText('Block D, Room 118')).toBeTruthy();
    expect(screen.queryByText(OFFLINE_NOTE)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'UPI on Delivery' }).checked).toBe(true);
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    // This eatery takes no slot orders: nothing is left of the slots' failure.
    expect(screen.queryByText(SLOTS_FAILED)).toBeNull();
  });

  it('opened cold, reads the wallet once: the session’s read is the fresh one the page asks for', async () => {
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    const wallet = answerApi('get', '/payments/wallet', { walletBalance: 50 });
    renderScreen(<CheckoutPage />, { path: paths.checkout });

    // The addresses are drawn once the session is named, which is when the cart asks for the wallet.
    expect(await screen.findByText('Block D, Room 118')).toBeTruthy();
    await waitFor(() => expect(wallet.length).toBeGreaterThan(0));
    expect(wallet).toHaveLength(1);
  });

  it('an order placed from the keyboard takes the focus to its confirmation', async () => {
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    const placed = answerApi('post', '/payments/orders', { success: true, message: 'Order placed', orderNumber: ORDER.orderNumber, order: ORDER });
    await openAndChooseUpi();
    placeButton().focus();
    await userEvent.keyboard('{Enter}');

    const confirmation = await screen.findByRole('heading', { name: CHECKOUT_MESSAGES.placed });
    expect(placed).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
  });

  it('Add New Address hands the focus to the form’s first field, a refused save to its first wrong field, and Cancel back', async () => {
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    renderScreen(<CheckoutPage />, { path: paths.checkout });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Label' })));
    // Saved with a wrong pincode and no phone: the first wrong field takes the focus, and nothing is sent.
    await user.type(within(form).getByRole('textbox', { name: 'Label' }), 'Library');
    await user.type(within(form).getByRole('textbox', { name: 'Address' }), 'Reading Room 2');
    const pincode = within(form).getByRole('textbox', { name: 'Pincode' });
    await user.clear(pincode);
    await user.type(pincode, '5600');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Phone' }));
    expect(within(form).getByText('Please enter a valid 6-digit pincode')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add New Address' }));
  });

  it('with no saved address, the form starts from the place given at signup and saves it with the phone typed', async () => {
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi(
      'get',
      '/users/addresses',
      { success: true, addresses: [] },
      { success: true, addresses: [{ ...SIGNUP_HOME, _id: 'address2', isDefault: true }] },
    );
    answerApi('get', '/auth/verify', { success: true, role: 'user', user: OFF_CAMPUS_STUDENT });
    const sent = answerApi('post', '/users/addresses', {
      success: true,
      message: 'Address added successfully',
      address: { ...SIGNUP_HOME, _id: 'address2', isDefault: true },
    });
    renderScreen(<CheckoutPage />, { path: paths.checkout });
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'New address' });
    expect(within(form).getByText('Filled in from your signup. Add a phone number to save it.')).toBeTruthy();
    const field = (name: string) => within(form).getByRole<HTMLInputElement>('textbox', { name });
    expect([field('Label').value, field('Address').value, field('Landmark (optional)').value, field('Phone').value]).toEqual([
      'Home',
      '12 Lake View Road',
      'Opposite the bakery',
      '',
    ]);
    expect(field('City').value).toBe('Campus');
    await user.type(field('Phone'), '+91 98000 00002');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    // The signup's place and the campus's city, state and pincode, with the phone typed, its spaces gone.
    expect(await sent[0]!.json()).toEqual(SIGNUP_HOME);
    expect(await screen.findByRole('radio', { name: /12 Lake View Road/ })).toHaveProperty('checked', true);
  });

  it('a pickup needs no address, pays no delivery fee, and its confirmation shows the token and the pickup code', async () => {
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    const pickupOrder: Order = { ...ORDER, fulfilment: 'pickup', deliveryAddress: null, deliveryFee: 0, total: 245, pickupCode: '0427' };
    const placed = answerApi('post', '/payments/orders', { success: true, message: 'Order placed', orderNumber: ORDER.orderNumber, order: pickupOrder });
    const { container } = renderScreen(<CheckoutPage />, { path: paths.checkout });

    expect(await screen.findByText('Block D, Room 118')).toBeTruthy();
    expect(placeButton().textContent).toBe('Place Order · ₹294');
    expect(screen.getByTestId('summary-delivery').textContent).toBe('₹49');
    expect(screen.getByText(/more for free delivery/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Pickup at the counter' }));
    expect(screen.queryByRole('heading', { name: 'Delivery Address' })).toBeNull();
    // Two Masala Dosa at 120 and the platform fee of 5, no delivery fee: no line for one, nor a nudge towards free delivery.
    expect(placeButton().textContent).toBe('Place Order · ₹245');
    expect(screen.queryByText('Delivery fee')).toBeNull();
    expect(screen.queryByText(/more for free delivery/)).toBeNull();
    // Paid at the counter, the same two ways.
    const payment = within(screen.getByRole('radiogroup', { name: 'Payment Method' }));
    expect(payment.getAllByRole('radio').map((radio) => [radio.getAttribute('value'), radio.closest('label')?.textContent])).toEqual([
      ['cod', 'Cash at the counter'],
      ['upi', 'UPI at the counter'],
    ]);
    await payCashAtTheCounterAndPlace(container);
    expect(await placed[0]!.json()).toEqual({ fulfilment: 'pickup', paymentMethod: 'cod', useWallet: false, expectedTotal: 245 });
    expect(screen.getByText('Collect it at the counter when your token shows under Ready.')).toBeTruthy();
    expect(screen.getByTestId('order-token').textContent).toBe('T-007');
    expect(screen.getByTestId('pickup-code').textContent).toBe('0427');
  });

  it('at an eatery with slots, offers as soon as possible or a later slot, shows full ones as Full, and sends the slot chosen', async () => {
    // 12:35 pm: the full slot has begun, the first free one is still to come.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T07:05:00.000Z'));
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    answerApi('get', '/vendors/restaurants/eatery1/slots', SLOTS);
    const slotOrder: Order = {
      ...ORDER,
      fulfilment: 'pickup',
      deliveryAddress: null,
      deliveryFee: 0,
      total: 245,
      pickupCode: '0427',
      slot: { start: '2026-11-20T07:20:00.000Z', end: '2026-11-20T07:30:00.000Z' },
    };
    const placed = answerApi('post', '/payments/orders', { success: true, message: 'Order placed', orderNumber: ORDER.orderNumber, order: slotOrder });
    const { container } = renderScreen(<CheckoutPage />, { path: paths.checkout });

    const choice = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Ready in' });
    expect(screen.getByRole('heading', { name: 'Time slot' })).toBeTruthy();
    expect(choice.value).toBe('asap');
    expect(choice.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(choice.getAttribute('aria-describedby')!)?.textContent).toBe('From 12:40 pm');
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['As soon as possible', false],
      ['12:30 pm – 12:40 pm · Full', true],
      ['12:40 pm – 12:50 pm', false],
      ['12:50 pm – 1:00 pm', false],
    ]);
    await userEvent.selectOptions(choice, '12:50 pm – 1:00 pm');
    expect(choice.value).toBe('2026-11-20T07:20:00.000Z');
    expect(screen.queryByText('From 12:40 pm')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Pickup at the counter' }));
    await payCashAtTheCounterAndPlace(container);
    expect(await placed[0]!.json()).toEqual({
      fulfilment: 'pickup',
      slot: '2026-11-20T07:20:00.000Z',
      paymentMethod: 'cod',
      useWallet: false,
      expectedTotal: 245,
    });
    expect(screen.getByTestId('confirmation-slot').textContent).toBe('12:50 pm – 1:00 pm');
  });

  it('once the first free slot has begun, gives no time under As soon as possible: an order now is in it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T07:12:00.000Z'));
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    answerApi('get', '/vendors/restaurants/eatery1/slots', SLOTS);
    renderScreen(<CheckoutPage />, { path: paths.checkout });

    const choice = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Ready in' });
    expect(choice.value).toBe('asap');
    expect(choice.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/^From /)).toBeNull();
  });
  it('a delivery placed for a slot is promised in that slot, not in 30-45 minutes', async () => {
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    answerApi('get', '/vendors/restaurants/eatery1/slots', SLOTS);
    const slot = { start: '2026-11-20T07:10:00.000Z', end: '2026-11-20T07:20:00.000Z' };
    answerApi('post', '/payments/orders', { success: true, message: 'Order placed', orderNumber: ORDER.orderNumber, order: { ...ORDER, slot } });
    await openAndChooseUpi();
    await userEvent.click(placeButton());

    expect(await screen.findByText(CHECKOUT_MESSAGES.deliveredInSlot)).toBeTruthy();
    expect(screen.getByTestId('confirmation-slot').textContent).toBe('12:40 pm – 12:50 pm');
    expect(screen.queryByText(CHECKOUT_MESSAGES.deliveredIn)).toBeNull();
  });

  it('while the eatery is busy, preselects the first slot with room instead of as soon as possible, says why, and sends it', async () => {
    answerApi('get', '/cart', { data: { ...PRICED_CART, vendorBusyUntil: '2026-11-20T07:05:00.000Z' } });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    answerApi('get', '/vendors/restaurants/eatery1/slots', { ...SLOTS, asap: null });
    const placed = answerApi('post', '/payments/orders', { success: true, message: 'Order placed', orderNumber: ORDER.orderNumber, order: ORDER });
    const { container } = renderScreen(<CheckoutPage />, { path: paths.checkout });

    const choice = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Ready in' });
    await waitFor(() => expect(choice.value).toBe('2026-11-20T07:10:00.000Z'));
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'As soon as possible (not now)' }).disabled).toBe(true);
    expect(choice.getAttribute('aria-describedby') && document.getElementById(choice.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Busy: taking orders again at 12:35 pm',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Pickup at the counter' }));
    await payCashAtTheCounterAndPlace(container);
    expect((await placed[0]!.json()).slot).toBe('2026-11-20T07:10:00.000Z');
  });

  it('a refusal because the eatery paused says Failed to place order, and why once: busy until when, not closed', async () => {
    const busyUntil = '2026-11-20T07:15:00.000Z';
    const paused = { ...PRICED_CART, vendorOpen: false, vendorBusyUntil: busyUntil };
    const { container } = await placeRefused('eatery-busy', 'Busy: taking orders again at 12:45 pm', paused);

    expect(await screen.findByText('Test Canteen is busy right now: taking orders again at 12:45 pm.')).toBeTruthy();
    // The refusal has the focus the disabled button dropped: read out, and in view on a phone scrolled down to the button.
    const failure = screen.getByText(CHECKOUT_MESSAGES.placeFailed).closest('[role="alert"]');
    await waitFor(() => expect(document.activeElement).toBe(failure));
    expect(screen.queryByText(/closed/)).toBeNull();
    expect(screen.queryByText(/^Busy: taking orders again/)).toBeNull();
    expect(placeButton().disabled).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('a Place Order that got no answer says the order may have been placed, and the next tap sends the same key', async () => {
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    // The first attempt's connection drops: no answer at all, as when a phone loses its Wi-Fi on the way back.
    const keys: (string | null)[] = [];
    server.use(
      http.post(apiPath('/payments/orders'), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1
          ? HttpResponse.error()
          : HttpResponse.json({ success: true, message: 'Order placed', orderNumber: ORDER.orderNumber, order: ORDER });
      }),
    );
    await openAndChooseUpi();
    await userEvent.click(placeButton());

    expect(await screen.findByText(PLACE_UNANSWERED)).toBeTruthy();
    expect(screen.queryByText(/Network error/)).toBeNull();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    await userEvent.click(placeButton());
    expect(await screen.findByRole('heading', { name: CHECKOUT_MESSAGES.placed })).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('a dish sold out since the page was drawn is marked in the summary once its refusal reloads the cart', async () => {
    const soldOut = { ...PRICED_CART, items: PRICED_CART.items.map((line) => ({ ...line, available: false })) };
    await placeRefused('item-unavailable', 'Not available right now: Masala Dosa. Remove them from your cart to continue.', soldOut);

    const line = await screen.findByText('Not available right now');
    expect(line.closest('li')?.textContent).toContain('2 x Masala Dosa');
    expect(screen.getByText('Masala Dosa is not available right now. Remove it from your cart to continue.')).toBeTruthy();
  });

  it('says so when no slot can be chosen, and places nothing', async () => {
    answerApi('get', '/cart', { data: PRICED_CART });
    answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    const full = SLOTS.slots.map((slot) => ({ ...slot, free: 0, full: true }));
    answerApi('get', '/vendors/restaurants/eatery1/slots', { ...SLOTS, slots: full, asap: null });
    const { container } = renderScreen(<CheckoutPage />, { path: paths.checkout });

    expect((await screen.findAllByText(NO_SLOT_TO_CHOOSE)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox', { name: 'Ready in' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Pickup at the counter' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Cash at the counter' }));
    expect(placeButton().disabled).toBe(true);
    await expectNoAxeViolations(container);
  });
});
