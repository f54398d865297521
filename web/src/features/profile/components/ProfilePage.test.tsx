// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@campuseats/common/users';
import { paths } from '@/lib/routes';
import { answerApi } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TEST_STUDENT, useSignedIn } from '@/testing/signIn';
import { ProfilePage } from './ProfilePage';

// Where the student lives (docs/product.md#profile). Editing the profile and the addresses for real: the browser's
// account spec.

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

  it('says where the student lives, naming the block once', async () => {
    answerApi('get', '/auth/verify', { success: true, role: 'user', user: PROFILE });
    answerApi('get', '/users/addresses', { success: true, addresses: [] });
    const { container } = renderScreen(<ProfilePage />, { path: paths.profile });

    expect(await screen.findByText('2nd Year · Hosteller, Block D, Room 118')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
