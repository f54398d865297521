// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@campuseats/common/addresses';
import type { UserProfile } from '@campuseats/common/users';
import { paths } from '@/lib/routes';
import type { DataExport } from '@campuseats/common/dataExport';
import { DATA_RIGHTS_MESSAGES } from '@campuseats/common/privacy';
import { answerApi, apiError } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_STUDENT, useSignedIn } from '@/testing/signIn';
import { ProfilePage } from './ProfilePage';

// Where the student lives, the empty address book and a new address's form (docs/product.md#profile). Editing the
// profile and the addresses for real: the browser's account spec.

const PROFILE: UserProfile = {
  _id: TEST_STUDENT.uid,
  firebaseUid: TEST_STUDENT.uid,
  email: TEST_STUDENT.email,
  phone: '',
  name: { first: 'Asha', last: 'Rao' },
  yearOfStudy: '2nd Year',
  accommodation: 'Hosteller',
  hostelDetails: { block: 'Block D', room: '118' },
  walletBalance: 850,
  role: 'user',
};

const CHOICES = { orderUpdates: true, offers: false, announcements: false };

type Answer = Parameters<typeof answerApi>[2];

/** What the page reads besides what a test answers itself; the notification choices as `choices` say, in turn. */
function answerProfile(choices: Answer = { success: true, preferences: CHOICES }, ...later: Answer[]) {
  answerApi('get', '/auth/verify', { success: true, role: 'user', user: PROFILE });
  answerApi('get', '/users/addresses', { success: true, addresses: [] });
  answerApi('get', '/users/me/notifications', choices, ...later);
}

const EXPORT: DataExport = {
  exportedAt: '2026-11-27T10:00:00.000Z',
  account: { uid: TEST_STUDENT.uid, email: TEST_STUDENT.email, createdAt: '2026-08-01T10:00:00.000Z' },
  profile: { email: TEST_STUDENT.email },
  notificationPreferences: CHOICES,
  addresses: [],
  cart: null,
  orders: [],
  reviews: [],
  notifications: [],
  wallet: { balance: 850, movements: [] },
  luckyDrawEntries: [],
};

/** A button of the page once it works: Your Data's are drawn disabled until the account and the section's code are there. */
const enabledButton = (name: string) =>
  waitFor(() => {
    const button = screen.getByRole<HTMLButtonElement>('button', { name });
    expect(button.disabled).toBe(false);
    return button;
  });

describe('ProfilePage', () => {
  useScreenTests();
  useSignedIn(TEST_STUDENT);

  it('says where the student lives, naming the block once, and a new address starts with the campus’s city, state and pincode', async () => {
    answerProfile();
    const { container } = renderScreen(<ProfilePage />, { path: paths.profile });

    expect(await screen.findByText('2nd Year · Hosteller, Block D, Room 118')).toBeTruthy();
    expect(await screen.findByText('No addresses saved')).toBeTruthy();
    expect(screen.getByText('Add your first address to get started')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    const valueOf = (label: string) => within(dialog).getByRole<HTMLInputElement>('textbox', { name: label }).value;
    expect([valueOf('City'), valueOf('State'), valueOf('Pincode')]).toEqual(['Campus', 'Karnataka', '560012']);
    expect([valueOf('Address Label'), valueOf('Street Address'), valueOf('Phone Number')]).toEqual(['', '', '']);
    await expectNoAxeViolations(container);
  });

  it('Edit Profile hands the focus to the first field, and Cancel hands it back', async () => {
    answerProfile();
    renderScreen(<ProfilePage />, { path: paths.profile });
    const user = userEvent.setup();
    // The loading section has its Edit Profile too, off.
    expect(await screen.findByText('2nd Year · Hosteller, Block D, Room 118')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First Name' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' }));
  });

  it('a wrong phone is marked on its field with the API’s own message and the focus, and nothing is sent', async () => {
    answerProfile();
    const sent = answerApi('put', '/users/me', { success: true, user: PROFILE });
    renderScreen(<ProfilePage />, { path: paths.profile });
    const user = userEvent.setup();
    expect(await screen.findByText('2nd Year · Hosteller, Block D, Room 118')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, 'abc!!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(ADDRESS_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    expect(sent).toHaveLength(0);
    // Editing the field takes its message away.
    await user.type(phone, '{Backspace}');
    expect(screen.queryByText(ADDRESS_MESSAGES.phoneInvalid)).toBeNull();
  });

  it('saves a notification choice as soon as it is flipped, and offers Try Again when the choices fail to load', async () => {
    answerProfile(apiError('unavailable', 'Busy'), { success: true, preferences: CHOICES });
    const saved = answerApi('put', '/users/me/notifications', { success: true, preferences: { ...CHOICES, offers: true } });
    const { container } = renderScreen(<ProfilePage />, { path: paths.profile });

    expect(await screen.findByText('Could not load your notification choices.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const offers = await screen.findByRole<HTMLInputElement>('switch', { name: /^Offers/ });
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /^Order updates/ }).checked).toBe(true);
    expect(offers.checked).toBe(false);
    await userEvent.click(offers);
    await waitFor(() => expect(offers.checked).toBe(true));
    expect(await saved[0]?.json()).toEqual({ ...CHOICES, offers: true });
    await expectNoAxeViolations(container);
  });

  it('says why a notification choice was refused, in the API’s words, and shows the choice as saved', async () => {
    answerProfile();
    answerApi('put', '/users/me/notifications', apiError('resource-exhausted', 'Too many requests'));
    renderScreen(<ProfilePage />, { path: paths.profile });

    const offers = await screen.findByRole<HTMLInputElement>('switch', { name: /^Offers/ });
    await userEvent.click(offers);
    expect(await screen.findByText('Too many requests')).toBeTruthy();
    expect(offers.checked).toBe(false);
  });

  it('downloads the student’s data and says what the file holds', async () => {
    answerProfile();
    const asked = answerApi('get', '/users/me/export', apiError('resource-exhausted', 'Too many requests'), EXPORT);
    renderScreen(<ProfilePage />, { path: paths.profile });

    await userEvent.click(await enabledButton('Download my data'));
    expect(await screen.findByText('Too many requests')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const holds = await screen.findByRole('list', { name: 'What your data holds' });
    expect(
      within(holds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Profile: ${TEST_STUDENT.email}`,
      '0 saved addresses',
      'An empty cart',
      '0 orders',
      '0 reviews',
      '0 notifications',
      'Wallet: ₹850, 0 movements',
      '0 lucky-draw entries',
    ]);
    expect(asked).toHaveLength(2);
  });

  it('deletes the account only once the password, the typed confirmation and giving up the wallet are all there, and shows a refusal', async () => {
    answerProfile();
    const sent = answerApi('post', '/users/me/deletion', apiError('aborted', DATA_RIGHTS_MESSAGES.orderOnItsWay, { reason: 'order-on-its-way' }));
    const { container } = renderScreen(<ProfilePage />, { path: paths.profile });

    await userEvent.click(await enabledButton('Delete my account'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete my account' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'a-password');
    await userEvent.type(within(dialog).getByRole('textbox', { name: DATA_RIGHTS_MESSAGES.typeConfirmation }), 'DELETE');
    expect(submit.disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I give up the ₹850 in my wallet: it is not paid out.' }));
    expect(submit.disabled).toBe(false);
    await expectNoAxeViolations(container);
    await userEvent.click(submit);

    expect(await within(dialog).findByText(DATA_RIGHTS_MESSAGES.orderOnItsWay)).toBeTruthy();
    expect(await sent[0]?.json()).toEqual({ confirm: 'DELETE', giveUpWallet: true });
  });
});
