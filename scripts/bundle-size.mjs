// The gzipped static imports a first paint needs, a cheap lower bound of the browse pages' budget (docs/architecture.md#budgets),
// no chunk carrying a Firebase SDK the app does not use, and neither zod nor Firestore's SDK in a student screen's first paint.
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
const chunks = new Map();
const chunkOf = (key) => {
  if (!chunks.has(key)) chunks.set(key, readFileSync(join(dist, manifest[key].file)));
  return chunks.get(key);
};
const gzKb = (keys) => [...keys].reduce((sum, key) => sum + gzipSync(chunkOf(key)).length, 0) / 1024;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const studentScreens = {
  '/home': 'src/features/landing/components/LandingPage.tsx',
  '/restaurants': 'src/features/restaurants/components/RestaurantsPage.tsx',
  '/restaurants/{id}': 'src/features/restaurants/components/RestaurantMenuPage.tsx',
  '/cart': 'src/features/cart/components/CartPage.tsx',
  '/checkout': 'src/features/checkout/components/CheckoutPage.tsx',
  '/orders': 'src/features/orders/components/OrdersPage.tsx',
  '/orders/{id}': 'src/features/tracking/components/OrderTrackingPage.tsx',
  '/profile': 'src/features/profile/components/ProfilePage.tsx',
};
const routes = { ...studentScreens, '/vendor/dashboard': 'src/features/vendor/components/VendorDashboardPage.tsx' };
const BUDGETED = new Set(['/home', '/restaurants', '/restaurants/{id}']);

// A student's screen draws, and answers taps, before these arrive: they load beside its first call or listener.
const KEPT_OUT_OF_FIRST_PAINT = {
  "Firestore's SDK": (code) => code.includes('firestore.googleapis.com'),
  zod: (code) => /["'`]\$ZodType["'`]/.test(code),
};

console.log(`First-paint JavaScript, gzipped (budget ${BUDGET_KB} KB until idle for ${[...BUDGETED].join(', ')}):`);
console.log(`  ${'entry (shell)'.padEnd(20)} ${gzKb(closure(entry)).toFixed(1).padStart(7)} KB`);
const over = [];
for (const [route, source] of Object.entries(routes)) {
  const studentScreen = route in studentScreens;
  if (!manifest[source]) {
    // A student screen that moved would otherwise pass unchecked.
    if (studentScreen) over.push(`${route}: no chunk for ${source} in the build's manifest`);
    continue;
  }
  const firstPaint = closure(source, closure(entry));
  const total = gzKb(firstPaint);
  console.log(`  ${route.padEnd(20)} ${total.toFixed(1).padStart(7)} KB`);
  if (BUDGETED.has(route) && total > BUDGET_KB)
    over.push(`${route} needs ${total.toFixed(1)} KB of gzipped JavaScript for its first paint alone, over the ${BUDGET_KB} KB budget`);
  if (!studentScreen) continue;
  for (const [library, carries] of Object.entries(KEPT_OUT_OF_FIRST_PAINT)) {
    const carrier = [...firstPaint].find((key) => carries(chunkOf(key).toString('utf8')));
    if (carrier) over.push(`${route}'s first paint waits for ${library} (${carrier}): load it beside the screen's first call instead`);
  }
}

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

// Staff consoles load through web/src/app/staffScreens.ts, so the shell every student downloads does not list what they preload.
const shellCode = chunkOf(entry).toString('utf8');
for (const source of ['src/features/vendor/components/VendorDashboardPage.tsx', 'src/features/admin/components/AdminDashboardPage.tsx']) {
  const file = manifest[source]?.file.replace('assets/', '');
  if (file && shellCode.includes(file)) over.push(`the shell names ${file}: import ${source} through web/src/app/staffScreens.ts`);
}

if (over.length > 0) {
  for (const problem of over) console.error(`Bundle check: ${problem}`);
  process.exit(1);
}
