// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { SLOT_MESSAGES } from '@campuseats/common/slots';
import type { SlotSettings } from '@campuseats/common/slotSchemas';
import { paths } from '@/lib/routes';
import { answerApi } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_VENDOR, useSignedIn } from '@/testing/signIn';
import { SlotSettingsCard } from './SlotSettingsCard';

// The vendor's time slots (docs/product.md#vendor-console): what the card sends, and settings refused before anything
// is sent. That orders then keep to them is tests/api/slots.test.ts.

const eatery: VendorEatery = { id: 'dosa', name: 'Dosa Corner', address: 'Block D', isOpen: true, hours: null, busyUntil: null, slots: null };
const card = () => screen.getByRole('region', { name: 'Time slots' });
const save = () => userEvent.click(within(card()).getByRole('button', { name: 'Save Slots' }));

describe('SlotSettingsCard', () => {
  useScreenTests();
  useSignedIn(TEST_VENDOR);

  it('turns slots on with a length, orders per slot and a lead time, and sends them', async () => {
    const slots = { minutes: 10, perSlot: 6, leadMinutes: 20 };
    const sent = answerApi('put', '/vendor/restaurant/slots', { restaurant: { ...eatery, slots } });
    const { container } = renderScreen(<SlotSettingsCard eatery={eatery} />, { path: paths.vendorDashboard });

    await userEvent.click(within(card()).getByRole('switch', { name: 'Take orders for time slots' }));
    await userEvent.selectOptions(within(card()).getByRole('combobox', { name: 'Slot length' }), '10 minutes');
    fireEvent.change(within(card()).getByRole('spinbutton', { name: 'Orders per slot' }), { target: { value: '6' } });
    fireEvent.change(within(card()).getByRole('spinbutton', { name: 'Lead time (minutes)' }), { target: { value: '20' } });
    await expectNoAxeViolations(container);
    await save();

    expect((await within(card()).findByRole('status')).textContent).toBe('Slots saved');
    expect(await sent[0]!.json()).toEqual({ slots });
  });

  it('refuses orders per slot of 0 before sending anything, and turns slots off with null', async () => {
    const sent = answerApi('put', '/vendor/restaurant/slots', { restaurant: eatery });
    renderScreen(<SlotSettingsCard eatery={{ ...eatery, slots: { minutes: 15, perSlot: 4, leadMinutes: 0 } }} />, { path: paths.vendorDashboard });

    fireEvent.change(within(card()).getByRole('spinbutton', { name: 'Orders per slot' }), { target: { value: '0' } });
    await save();
    expect(within(card()).getByRole('alert').textContent).toBe(SLOT_MESSAGES.perSlot);
    expect(sent).toHaveLength(0);

    await userEvent.click(within(card()).getByRole('switch', { name: 'Take orders for time slots' }));
    await save();
    expect((await within(card()).findByRole('status')).textContent).toBe('Slots saved');
    expect(await sent[0]!.json()).toEqual({ slots: null });
  });

  it('refuses an emptied lead time or one written as "1e1", rather than saving a number never typed', async () => {
    const sent = answerApi('put', '/vendor/restaurant/slots', { restaurant: eatery });
    renderScreen(<SlotSettingsCard eatery={{ ...eatery, slots: { minutes: 15, perSlot: 4, leadMinutes: 15 } }} />, { path: paths.vendorDashboard });

    for (const typed of ['', '1e1']) {
      fireEvent.change(within(card()).getByRole('spinbutton', { name: 'Lead time (minutes)' }), { target: { value: typed } });
      await save();
      expect(within(card()).getByRole('alert').textContent).toBe(SLOT_MESSAGES.leadMinutes);
    }
    expect(sent).toHaveLength(0);
  });

  it('follows settings saved on another device until the vendor edits the card, then keeps the edit', async () => {
    const elsewhere: SlotSettings = { minutes: 10, perSlot: 3, leadMinutes: 5 };
    function ChangedElsewhere() {
      const [shown, setShown] = useState(eatery);
      return (
        <>
          <button onClick={() => setShown((now) => ({ ...now, slots: now.slots ? null : elsewhere }))}>Another device saves</button>
          <SlotSettingsCard eatery={shown} />
        </>
      );
    }
    renderScreen(<ChangedElsewhere />, { path: paths.vendorDashboard });
    const perSlot = () => within(card()).getByRole<HTMLInputElement>('spinbutton', { name: 'Orders per slot' });

    await userEvent.click(screen.getByRole('button', { name: 'Another device saves' }));
    expect(within(card()).getByRole<HTMLInputElement>('switch', { name: 'Take orders for time slots' }).checked).toBe(true);
    expect(perSlot().value).toBe('3');

    fireEvent.change(perSlot(), { target: { value: '8' } });
    await userEvent.click(screen.getByRole('button', { name: 'Another device saves' }));
    expect(perSlot().value).toBe('8');
  });
});
