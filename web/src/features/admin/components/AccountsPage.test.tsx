// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@campuseats/common/admin';
import { DATA_RIGHTS_MESSAGES } from '@campuseats/common/privacy';
import { paths } from '@/lib/routes';
import { answerApi, apiError } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { idTokenOf, TEST_ADMIN, useSignedIn } from '@/testing/signIn';
import { AccountsPage } from './AccountsPage';

// The Accounts screen's states (docs/product.md#admin-console): a failed load and Retry, a search that finds nobody.
// Changing a role or disabling an account, and what that does to its sessions, stay in tests/api/admin.test.ts and
// the browser's adminAccounts spec.

const student: AdminUser = {
  uid: 'student-9',
  email: 'meera@campus.example',
  displayName: 'Meera Iyer',
  role: 'user',
  disabled: false,
  createdAt: '2026-09-01T04:30:00.000Z',
  lastSignInAt: '2026-11-20T10:00:00.000Z',
};

describe('AccountsPage', () => {
  useScreenTests();
  useSignedIn(TEST_ADMIN);

  it('a list that fails to load says why and loads again on Retry', async () => {
    const asked = answerApi('get', '/admin/users', apiError('unavailable', 'Busy'), { users: [student], nextCursor: null });
    const { container } = renderScreen(<AccountsPage />, { path: paths.adminUsers });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load accounts: Busy');
    expect(asked[0]!.headers.get('Authorization')).toBe(`Bearer ${idTokenOf(TEST_ADMIN)}`);
    await expectNoAxeViolations(container);

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: student.email! })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('More adds the next page and hands the focus to its first account', async () => {
    const next: AdminUser = { ...student, uid: 'student-10', email: 'later10@campus.example' };
    answerApi('get', '/admin/users', { users: [student], nextCursor: 'cursor1' }, { users: [next], nextCursor: null });
    renderScreen(<AccountsPage />, { path: paths.adminUsers });

    const more = await screen.findByRole('button', { name: 'More' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const added = await screen.findByRole('article', { name: next.email! });
    await waitFor(() => expect(document.activeElement).toBe(added.closest('li')));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('a search that matches nobody says so in its words', async () => {
    const asked = answerApi('get', '/admin/users', { users: [student], nextCursor: null }, { users: [], nextCursor: null });
    const { container, location } = renderScreen(<AccountsPage />, { path: paths.adminUsers });
    await screen.findByRole('article', { name: student.email! });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Email or name' }), `${student.email}-nobody`);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(`No account’s email or name starts with “${student.email}-nobody”.`)).toBeTruthy();
    expect(new URLSearchParams(location().search).get('search')).toBe(`${student.email}-nobody`);
    await waitFor(() => expect(new URL(asked[1]!.url).searchParams.get('search')).toBe(`${student.email}-nobody`));
    await expectNoAxeViolations(container);
  });

  it('deletes a student’s account once the admin confirms, showing a refusal in the dialog, and only students offer Delete', async () => {
    const vendor: AdminUser = { ...student, uid: 'vendor-9', email: 'kitchen9@campus.example', role: 'vendor' };
    answerApi('get', '/admin/users', { users: [student, vendor], nextCursor: null });
    const sent = answerApi(
      'post',
      `/admin/users/${student.uid}/deletion`,
      apiError('aborted', DATA_RIGHTS_MESSAGES.walletNotGivenUp, { reason: 'wallet-balance', walletBalance: 40 }),
      { success: true, message: DATA_RIGHTS_MESSAGES.deleted, kept: { orders: 2, reviews: 1 }, walletGivenUp: 40 },
    );
    const { container } = renderScreen(<AccountsPage />, { path: paths.adminUsers });
    const card = await screen.findByRole('article', { name: student.email! });
    expect(within(screen.getByRole('article', { name: vendor.email! })).queryByRole('button', { name: /^Delete/ })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: `Delete ${student.email}` }));
    const dialog = screen.getByRole('dialog', { name: `Delete ${student.email}?` });
    // Most wallets are empty: the box to give one up shows once the API says this one holds money.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(DATA_RIGHTS_MESSAGES.walletNotGivenUp)).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'The student gives up what their wallet holds' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: student.email! })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await Promise.all(sent.map((request) => request.json()))).toEqual([
      { confirm: 'DELETE', giveUpWallet: false },
      { confirm: 'DELETE', giveUpWallet: true },
    ]);
  });
});
