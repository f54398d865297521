// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_LIMITS, ADMIN_MESSAGES } from '@campuseats/common/admin';
import { paths } from '@/lib/routes';
import { answerApi } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_ADMIN, useSignedIn } from '@/testing/signIn';
import { AddEateryDialog } from './AddEateryDialog';

// The Add Eatery dialog's checks (docs/product.md#admin-console), in the API's own words before anything is sent.
// Its layout at 375 px is the browser's (tests/e2e/adminEateries.spec.ts).

const open = () => renderScreen(<AddEateryDialog onClose={() => undefined} />, { path: paths.adminDashboard });

/**
 * Puts `text` in a field as one paste: the dialog (seven days of hours) renders again on every keystroke, and typed
 * key by key in jsdom the four fields took over 20 s on a busy machine. These tests check the messages, not typing.
 */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillAllButEmail() {
  const dialog = screen.getByRole('dialog', { name: 'Add an eatery' });
  await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Zz Dosa');
  await fill(within(dialog).getByRole('textbox', { name: /^Cuisine/ }), 'South Indian');
  await fill(within(dialog).getByRole('textbox', { name: 'Address' }), 'Block D');
  await fill(within(dialog).getByRole('textbox', { name: 'Cost for two' }), '150');
  return dialog;
}

describe('AddEateryDialog', () => {
  useScreenTests();
  useSignedIn(TEST_ADMIN);

  it('an empty vendor email says what is wrong, and nothing is sent', async () => {
    const sent = answerApi('post', '/admin/eateries', {});
    const { container } = open();
    const dialog = await fillAllButEmail();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Eatery' }));
    const email = within(dialog).getByRole('textbox', { name: 'Vendor’s email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Email is required')).toBeTruthy();
    // The wrong field takes the focus: on a phone it scrolls into view, and a screen reader reads its message.
    expect(document.activeElement).toBe(email);
    expect(within(dialog).queryByText('The account is found or made, and runs this eatery')).toBeNull();
    expect(sent).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('a name over its limit says so, where it used to be cut short without a word, and nothing is sent', async () => {
    const sent = answerApi('post', '/admin/eateries', {});
    open();
    const dialog = await fillAllButEmail();
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    await fill(name, 'x'.repeat(ADMIN_LIMITS.nameMax));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Eatery' }));
    expect(name.value.length).toBeGreaterThan(ADMIN_LIMITS.nameMax);
    expect(within(dialog).getByText(`Keep it to ${ADMIN_LIMITS.nameMax} characters`)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('a wrong delivery time says so in place of its hint', async () => {
    open();
    const dialog = await fillAllButEmail();
    const delivery = within(dialog).getByRole('textbox', { name: /^Delivery time/ });
    await userEvent.clear(delivery);
    await fill(delivery, '30-20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Eatery' }));
    expect(within(dialog).getByText('Delivery time is a range of minutes, like 20-30')).toBeTruthy();
    expect(document.activeElement).toBe(delivery);
    expect(within(dialog).queryByText('A range, like 20-30')).toBeNull();
  });

  it('a cost for two written as "1e3" is refused with its message, and nothing is sent', async () => {
    const sent = answerApi('post', '/admin/eateries', {});
    open();
    const dialog = await fillAllButEmail();
    await fill(within(dialog).getByRole('textbox', { name: 'Vendor’s email' }), 'dosa@campuseats.test');
    const cost = within(dialog).getByRole('textbox', { name: 'Cost for two' });
    await userEvent.clear(cost);
    await fill(cost, '1e3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Eatery' }));
    expect(within(dialog).getByText(ADMIN_MESSAGES.costInvalid)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
