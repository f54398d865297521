import { afterAll, beforeAll } from 'vitest';
import { adminDb } from './firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from './ownedEatery';
import { createTestUser, type TestUser } from './users';

/**
 * A fresh vendor and the fresh eatery they run (two dishes, tests/support/ownedEatery.ts), for the tests of one
 * file; the eatery is removed afterwards. Read the fields inside the tests.
 */
export function useVendorWithEatery(): { vendor: TestUser; eatery: OwnedEatery } {
  const owned = {} as { vendor: TestUser; eatery: OwnedEatery };
  beforeAll(async () => {
    owned.vendor = await createTestUser({ role: 'vendor', profile: false });
    owned.eatery = await createOwnedEatery(adminDb, owned.vendor.uid);
  });
  afterAll(async () => {
    await deleteOwnedEatery(adminDb, owned.eatery);
  });
  return owned;
}
