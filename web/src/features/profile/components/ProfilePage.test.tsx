// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@campuseats/common/users';
import { paths } from '@/lib/routes';
import { answerApi } from '@/testing/apiStub';
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

describe('ProfilePage', () => {
  useScreenTests();
  useSignedIn(TEST_STUDENT);

  it('says where the student lives, naming the block once, and a new address starts with the campus’s city, state and pincode', async () => {
    answerApi('get', '/auth/verify', { success: true, role: 'user', user: PROFILE });
    answerApi('get', '/users/addresses', { success: true, addresses: [] });
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
});
