import { callHosting } from './api';
import { adminDb } from './firestore';
import { createOwnedEatery, deleteOwnedEatery } from './ownedEatery';
import { createTestUser } from './users';

/**
 * The functions emulator serves each request in a worker process of its own and starts a new one whenever all are
 * busy: a burst on a cold emulator starts dozens of Node processes at once, and in that storm the emulator itself
 * answered 500s and 504s that no deployment would. Bursts ten larger each time start at most ten at once. A burst is
 * cart adds by one student to one cart, the writes the tests race, so it leaves as many workers as their bursts keep
 * busy; bursts of quick reads left too few, and the tests' own bursts started the rest all at once.
 */
export async function warmFunctionWorkers(count: number): Promise<void> {
  // 10, 20, ... and `count` itself last: 6 (fuzzing's) is one burst of 6, 25 ends with 25.
  const bursts = Array.from({ length: Math.ceil(count / 10) }, (_, index) => Math.min((index + 1) * 10, count));
  const kitchen = await createOwnedEatery(adminDb, 'noVendorNeeded');
  try {
    for (const workers of bursts) {
      // A student of its own per burst, under the cart's rate limit.
      const student = await createTestUser();
      const body = { vendorId: kitchen.id, menuItemId: 'dalTadka', quantity: 1 };
      await Promise.all(Array.from({ length: workers }, () => callHosting('/api/v1/cart', { method: 'POST', token: student.token, body })));
    }
  } finally {
    await deleteOwnedEatery(adminDb, kitchen);
  }
}
