// The gzipped static imports a first paint needs, a cheap lower bound of the browse pages' budget (docs/architecture.md#budgets),
// no chunk carrying a Firebase SDK the app does not use, and none carrying Firestore's in the order page's first paint.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import budgets from './budgets.json' with { type: 'json' };
import { ROOT } from './emulators.mjs';

const BUDGET_KB = budgets.browsePages.javaScriptKb;
const dist = join(ROOT, 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const gzKb = (keys) => [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key].file))).length, 0) / 1024;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routes = {
  '/home': 'src/features/landing/components/LandingPage.tsx',
  '/restaurants': 'src/features/restaurants/components/RestaurantsPage.tsx',
  '/restaurants/{id}': 'src/features/restaurants/components/RestaurantMenuPage.tsx',
  '/orders/{id}': 'src/features/tracking/components/OrderTrackingPage.tsx',
  '/vendor/dashboard': 'src/features/vendor/components/VendorDashboardPage.tsx',
};
const BUDGETED = new Set(['/home', '/restaurants', '/restaurants/{id}']);

console.log(`First-paint JavaScript, gzipped (budget ${BUDGET_KB} KB until idle for ${[...BUDGETED].join(', ')}):`);
console.log(`  ${'entry (shell)'.padEnd(20)} ${gzKb(closure(entry)).toFixed(1).padStart(7)} KB`);
const over = [];
for (const [route, source] of Object.entries(routes)) {
  if (!manifest[source]) {
    // A budgeted route whose screen moved would otherwise pass unmeasured.
    if (BUDGETED.has(route)) over.push(`${route}: no chunk for ${source} in the build's manifest`);
    continue;
  }
  const total = gzKb(closure(source, closure(entry)));
  console.log(`  ${route.padEnd(20)} ${total.toFixed(1).padStart(7)} KB`);
  if (BUDGETED.has(route) && total > BUDGET_KB)
    over.push(`${route} needs ${total.toFixed(1)} KB of gzipped JavaScript for its first paint alone, over the ${BUDGET_KB} KB budget`);
}

// The order page draws its frame, and answers taps, before Firestore's SDK (most of its code) has arrived.
const FIRESTORE_HOST = 'firestore.googleapis.com';
const trackingScreen = routes['/orders/{id}'];
const firestoreCarrier = manifest[trackingScreen]
  ? [...closure(trackingScreen, closure(entry))].find((key) => readFileSync(join(dist, manifest[key].file), 'utf8').includes(FIRESTORE_HOST))
  : `no chunk for ${trackingScreen}`;
if (firestoreCarrier) over.push(`/orders/{id}'s first paint waits for Firestore's SDK (${firestoreCarrier}): its listeners must load lazily`);

// Each of these SDKs talks to its own service host; the app uses none of them.
const UNUSED_SDK_HOSTS = {
  'Realtime Database': 'firebaseio.com',
  Storage: 'firebasestorage.googleapis.com',
  Functions: 'cloudfunctions.net',
  'Remote Config': 'firebaseremoteconfig.googleapis.com',
  Installations: 'firebaseinstallations.googleapis.com',
};
const assets = join(dist, 'assets');
for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(join(assets, file), 'utf8');
  for (const [sdk, host] of Object.entries(UNUSED_SDK_HOSTS)) {
    if (code.includes(host)) over.push(`${file} carries Firebase's ${sdk} SDK (it names ${host}), which the app does not use`);
  }
}

if (over.length > 0) {
  for (const problem of over) console.error(`Bundle check: ${problem}`);
  process.exit(1);
}
