// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LUCKY_DRAW_MESSAGES } from '@campuseats/common/luckyDraw';
import { paths } from '@/lib/routes';
import { answerApi, apiError } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { LuckyDraw } from './LuckyDraw';

// The landing page's lucky-draw form (docs/product.md#landing-page): its messages, what it sends, and the API's
// refusal of a second entry shown as it comes. One entry per email, whatever its case, is the API's:
// tests/api/luckyDraw.test.ts.

const form = () => within(document.querySelector<HTMLElement>('#lucky-draw form')!);
const field = (label: RegExp) => form().getByLabelText<HTMLInputElement>(label);
/** Types `text` into `box` in one go (a paste: one input event, not one render per key, dear in jsdom). */
const fill = async (box: HTMLInputElement, text: string) => {
  await userEvent.click(box);
  await userEvent.paste(text);
};
const submit = () => userEvent.click(form().getByRole('button', { name: 'Enter the Lucky Draw' }));

describe('LuckyDraw', () => {
  useScreenTests();

  it('asks for every field, thanks the entrant by name and shows the refusal of a second entry', async () => {
    const sent = answerApi('post', '/luckyDraw', { success: true, name: 'Meera' }, apiError('already-exists', LUCKY_DRAW_MESSAGES.alreadyEntered));
    const { container } = renderScreen(<LuckyDraw />, { path: paths.home });

    await submit();
    expect(form().getByRole('alert').textContent).toBe('Please fill in all fields');
    await fill(field(/^Name/), 'Meera');
    await submit();
    expect(form().getByRole('alert').textContent).toBe('Please fill in all fields');
    await expectNoAxeViolations(container);
    expect(sent).toHaveLength(0);

    await fill(field(/^Email/), 'meera@campus.example');
    await fill(field(/^Mobile/), '98765 43210');
    await submit();
    expect((await screen.findByText('Thanks for entering, Meera! Good luck! 🎉')).closest('[role="alert"]')).toBeTruthy();
    expect(await sent[0]!.clone().json()).toEqual({ name: 'Meera', email: 'meera@campus.example', mobile: '9876543210' });
    expect([field(/^Name/).value, field(/^Email/).value, field(/^Mobile/).value]).toEqual(['', '', '']);

    await fill(field(/^Name/), 'Meera again');
    await fill(field(/^Email/), 'MEERA@CAMPUS.EXAMPLE');
    await fill(field(/^Mobile/), '9876543210');
    await submit();
    expect((await screen.findByText('This email has already entered the lucky draw')).closest('[role="alert"]')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
