// @vitest-environment jsdom
import { answerApi } from '@/testing/apiStub';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auth } from '@/lib/firebase';
import { authNamed } from '@/lib/signedIn';
import { HOSTEL } from '@/testing/orderFixtures';
import { useScreenTests } from '@/testing/renderScreen';
import { TEST_STUDENT, useSignedIn } from '@/testing/signIn';
import { appQueryClient } from './QueryLayer';
import { queryKeys } from './queryKeys';
import { addressesQuery, startSignedInRead } from './signedInQueries';

// A signed-in route starts its screen's reads from its loader (web/src/app/router.tsx); they go out when the session
// tells that Auth named the student (web/src/lib/session.tsx), before the screen is drawn for that session.

describe('startSignedInRead', () => {
  useScreenTests();
  useSignedIn(TEST_STUDENT);
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('asks once Auth names the student, into the cache the screen reads, and the screen does not ask again', async () => {
    const asked = answerApi('get', '/users/addresses', { success: true, addresses: [HOSTEL] });
    authNamed(null);
    startSignedInRead(addressesQuery);
    await settled();
    expect(asked).toHaveLength(0);

    authNamed(auth.currentUser);
    const key = queryKeys.addresses(TEST_STUDENT.uid);
    await waitFor(() => expect(appQueryClient.getQueryData(key)).toEqual([HOSTEL]));
    expect(asked).toHaveLength(1);
    // As the screen's query does when it mounts: a fresh answer is taken as it is, without a second request.
    await appQueryClient.fetchQuery(addressesQuery(TEST_STUDENT.uid));
    expect(asked).toHaveLength(1);
    appQueryClient.clear();
  });

  it('drops the reads when Auth answers that nobody is signed in', async () => {
    const asked = answerApi('get', '/users/addresses', { success: true, addresses: [] });
    authNamed(null);
    startSignedInRead(addressesQuery);
    authNamed(null);
    authNamed(auth.currentUser);
    await settled();
    expect(asked).toHaveLength(0);
  });
});
