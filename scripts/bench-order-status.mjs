// Part of `npm run bench` (or alone against `npm start` with CAMPUSEATS_SERVER_TIMING=1): how soon a vendor's order
// step reaches the student's listeners and bell, against docs/architecture.md#budgets, and where the PATCH's time goes.
import { performance } from 'node:perf_hooks';
import { addToCart, adminDb, apiUrl, createOwnedEatery, createTestUser, placeOrder, routes, saveHostelAddress } from './benchKit.mjs';
import { APP_URL, EMULATORS } from './emulators.mjs';
import { percentile } from './percentile.mjs';

const { initializeApp } = await import('firebase/app');
const { connectAuthEmulator, getAuth, signInWithEmailAndPassword } = await import('firebase/auth');
const { collection, connectFirestoreEmulator, doc, getFirestore, limit, onSnapshot, query, terminate, where } = await import('firebase/firestore');

/** Measured orders (five steps each), after one order that starts the function's worker and the listeners. */
const ORDERS = Number(process.env.BENCH_STATUS_ORDERS ?? 10);
const STEPS = ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'];
const TARGETS = { answer: 250, listener: 300, bell: 1000 };
/** A step the student has not seen by then is counted as this slow and reported as missed. */
const STEP_TIMEOUT_MS = 15_000;

// A fresh vendor's eatery without opening hours (it takes orders at any hour) and a fresh student with an address.
const vendor = await createTestUser({ role: 'vendor' });
const student = await createTestUser();
const { id: eateryId } = await createOwnedEatery(adminDb, vendor.uid);
const addressId = await saveHostelAddress(student);

/** A web SDK session of `who`, as a browser window of the app has one. */
async function webSession(who) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: process.env.GCLOUD_PROJECT }, `bench-${who.uid}`);
  const webAuth = getAuth(app);
  connectAuthEmulator(webAuth, `http://${EMULATORS.auth}`, { disableWarnings: true });
  const credential = await signInWithEmailAndPassword(webAuth, who.email, who.password);
  const firestore = getFirestore(app);
  const [host, port] = EMULATORS.firestore.split(':');
  connectFirestoreEmulator(firestore, host, Number(port));
  return { firestore, token: () => credential.user.getIdToken() };
}

const studentSession = await webSession(student);
const vendorSession = await webSession(vendor);

/** The vendor moves an order; answers the function's Server-Timing header. */
async function moveOrder(orderId, status) {
  const response = await fetch(apiUrl(APP_URL, routes.moveOrder, { id: orderId }), {
    method: routes.moveOrder.method,
    headers: { Authorization: `Bearer ${await vendorSession.token()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`bench: moving order ${orderId} to ${status} answered ${response.status}: ${await response.text()}`);
  return response.headers.get('server-timing');
}

/** Resolves with the moment `test` first holds for a value `listen` reports (or null after STEP_TIMEOUT_MS). */
function watcher() {
  let latest;
  let waiting = null;
  return {
    latest: () => latest,
    report(value) {
      latest = value;
      if (waiting?.test(value)) {
        waiting.resolve(performance.now());
        waiting = null;
      }
    },
    until(test) {
      return new Promise((resolve) => {
        if (latest !== undefined && test(latest)) return resolve(performance.now());
        const timer = setTimeout(() => {
          waiting = null;
          resolve(null);
        }, STEP_TIMEOUT_MS);
        waiting = { test, resolve: (at) => (clearTimeout(timer), resolve(at)) };
      });
    },
  };
}

// The student's bell: their unread items (web/src/lib/live/notifications.ts counts the same query).
const bell = watcher();
const unread = query(collection(studentSession.firestore, 'users', student.uid, 'notifications'), where('read', '==', false), limit(101));
const stopBell = onSnapshot(unread, (snapshot) => bell.report(snapshot.size));
// The vendor's console: the eatery's orders (web/src/features/vendor/hooks/useEateryOrders.ts)
// and its sales figures (web/src/lib/live/figures.ts: the eatery's days from a week ago; any day string sorts after '2000').
const stopConsole = [
  onSnapshot(query(collection(vendorSession.firestore, 'orders'), where('vendorId', '==', eateryId)), () => {}),
  onSnapshot(query(collection(vendorSession.firestore, 'eateryDays'), where('vendorId', '==', eateryId), where('day', '>=', '2000')), () => {}),
];
await bell.until((size) => size === 0);

const samples = { answer: [], listener: [], bell: [] };
const spans = new Map();
let missed = 0;

for (let round = 0; round <= ORDERS; round++) {
  const measured = round > 0;
  await addToCart(APP_URL, student, { vendorId: eateryId, menuItemId: 'dalTadka', quantity: 1 });
  const { id: orderId } = await placeOrder(APP_URL, student, { addressId });
  // The student's tracking page: the order itself.
  const tracked = watcher();
  const stopTracking = onSnapshot(doc(studentSession.firestore, 'orders', orderId), (snapshot) => tracked.report(snapshot.get('status')));
  await tracked.until((status) => status === 'placed');
  for (const status of STEPS) {
    const unreadBefore = bell.latest();
    const tap = performance.now();
    const seen = tracked.until((now) => now === status);
    const rang = bell.until((size) => size > unreadBefore);
    const serverTiming = await moveOrder(orderId, status);
    const answered = performance.now();
    const [seenAt, rangAt] = await Promise.all([seen, rang]);
    if (seenAt === null || rangAt === null) missed++;
    if (!measured) continue;
    samples.answer.push(answered - tap);
    if (process.env.BENCH_STATUS_DEBUG) console.log(status, (answered - tap).toFixed(1), (seenAt - tap).toFixed(1), (rangAt - tap).toFixed(1));
    samples.listener.push((seenAt ?? tap + STEP_TIMEOUT_MS) - tap);
    samples.bell.push((rangAt ?? tap + STEP_TIMEOUT_MS) - tap);
    for (const [name, ms] of parseServerTiming(serverTiming)) spans.set(name, [...(spans.get(name) ?? []), ms]);
  }
  stopTracking();
}

/** `name;dur=ms, ...` → [[name, ms], ...], the durations of one name added up (a retried read counts twice). */
function parseServerTiming(header) {
  const totals = new Map();
  for (const [, name, ms] of (header ?? '').matchAll(/([^\s,;]+)[^,]*;\s*dur=([\d.]+)/g)) totals.set(name, (totals.get(name) ?? 0) + Number(ms));
  return [...totals];
}

const cell = (values, p) => (values.length ? percentile(values, p).toFixed(0) : '-').padStart(7);
const steps = samples.answer.length;
console.log(`\nOrder status changes through Hosting (${APP_URL}): ${steps} steps of ${ORDERS} orders, one at a time, after one warm-up order.\n`);
console.log('from the vendor’s tap                    p50 ms  p95 ms  target p95');
const rows = [
  ['PATCH /vendor/orders/{id} answers', samples.answer, TARGETS.answer],
  ['the student’s order listener sees it', samples.listener, TARGETS.listener],
  ['the student’s bell count moves', samples.bell, TARGETS.bell],
];
const over = [];
for (const [label, values, target] of rows) {
  const p95 = values.length ? percentile(values, 95) : Infinity;
  if (!(p95 <= target)) over.push(label);
  console.log(`${label.padEnd(40)}${cell(values, 50)} ${cell(values, 95)}  ${String(target).padStart(10)}${p95 <= target ? '' : '  OVER'}`);
}
if (missed > 0) console.log(`\n${missed} step(s) not seen by the student within ${STEP_TIMEOUT_MS / 1000} s.`);

if (spans.size === 0) {
  console.log('\nNo Server-Timing from the function: start the emulators with CAMPUSEATS_SERVER_TIMING=1 for the breakdown.');
} else {
  console.log('\nWhere the PATCH’s time goes inside the function (Server-Timing; what runs at once overlaps):\n');
  console.log('operation                     p50 ms  p95 ms  steps');
  for (const [name, values] of spans) console.log(`${name.padEnd(28)}${cell(values, 50)} ${cell(values, 95)}  ${String(values.length).padStart(5)}`);
}
console.log(over.length ? `\nOver target: ${over.join('; ')}.` : '\nAll three within their targets.');

stopBell();
stopConsole.forEach((stop) => stop());
await Promise.all([terminate(studentSession.firestore), terminate(vendorSession.firestore)]);
process.exit(over.length > 0 || missed > 0 ? 1 : 0);
