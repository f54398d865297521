// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routes';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { LoginPage } from './LoginPage';

// The login form's messages (docs/product.md#login). Signing in, a wrong password and the password-reset email need
// Firebase Auth itself: tests/e2e/account.spec.ts.

const email = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
const password = () => screen.getByLabelText<HTMLInputElement>(/^Password/);
/** Types `text` into `box` in one go (a paste: one input event, not one render per key, dear in jsdom). */
const fill = async (box: HTMLInputElement, text: string) => {
  await userEvent.click(box);
  await userEvent.paste(text);
};

describe('LoginPage', () => {
  useScreenTests();

  it('validates its fields as they are left, and shows the password on demand', async () => {
    const { container } = renderScreen(<LoginPage />, { path: paths.login });
    const login = await screen.findByRole<HTMLButtonElement>('button', { name: 'Login' });
    expect(login.disabled).toBe(true);

    await fill(email(), 'not-an-email');
    await userEvent.tab();
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
    await userEvent.clear(email());
    expect(screen.getByText('Email is required')).toBeTruthy();
    await userEvent.click(password());
    await userEvent.tab();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await expectNoAxeViolations(container);

    await fill(password(), 'secret');
    expect(password().type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().type).toBe('text');

    await fill(email(), 'asha@campus.example');
    expect(login.disabled).toBe(false);
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it('says what is missing when Enter is pressed while Login is disabled', async () => {
    renderScreen(<LoginPage />, { path: paths.login });
    await fill(email(), 'asha@campus.example');
    expect(screen.queryByText('Password is required')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Password is required')).toBeTruthy();
  });
});
