// What the benchmark scripts that drive the API share: the Admin SDK on the emulators, the API tests' own fixtures
// (tests/support: fresh accounts, eateries, addresses, cart adds and orders through the real API) and the API's
// paths, taken from the contract (common/src/api/).
import { emulatorEnv } from './emulators.mjs';
import { importBundled } from './importBundled.mjs';

// Set before firebase-admin loads, so that it connects to the emulators and never to Google.
for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;

export const { adminDb, createTestUser, saveHostelAddress, addToCart, placeOrder, createOwnedEatery, API_BASE_PATH, fillPath } = await importBundled(
  ['tests/support/firestore.ts', 'tests/support/users.ts', 'tests/support/shopping.ts', 'tests/support/ownedEatery.ts', 'common/src/api/route.ts'],
  'bench-kit',
);
export const routes = await importBundled('common/src/api/routes.ts', 'api-routes');

/** The URL of `route` on the app at `appUrl`, its path parameters filled in. */
export const apiUrl = (appUrl, route, params = {}) => `${appUrl}${API_BASE_PATH}${fillPath(route.path, params)}`;

/** Starts the functions emulator's workers (one per request finding all busy) ten at a time, so figures time the API, not Node. */
export async function warmFunctionWorkers(appUrl, count) {
  const url = `${apiUrl(appUrl, routes.listRestaurants)}?limit=1`;
  for (let workers = 10; workers <= count; workers += 10) {
    await Promise.all(Array.from({ length: workers }, () => fetch(url).then((response) => response.arrayBuffer())));
  }
}
