// Part of `npm run bench`, inside its emulator session (or alone against `npm start`): one student's parallel
// cart adds through the Hosting URL, as a phone's fast taps (or a script) send them. For 10 and 50 adds at
// once, several rounds each: p50 and p95 of the answers, how many answered 2xx, and the cart's final quantity
// right after and again once any retry would be long over (it must equal the 2xx count both times). The
// budget (docs/architecture.md#budgets): 10 at once, p95 under 1 s.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { emulatorAdmin } from './emulatorAdmin.mjs';
import { APP_URL, EMULATORS } from './emulators.mjs';
import { percentile } from './percentile.mjs';

const { auth, db } = await emulatorAdmin('bench-cart-writes');

const ROUNDS = { 10: 5, 50: 3 };
// A demo eatery without opening hours, which takes cart adds at any hour (docs/product.md#demo-data).
const DISH = { vendorId: 'spiceRouteDhaba', menuItemId: 'chickenBiryani' };
/** Long enough that any write still retrying after its answer would have landed (the write deadline is 8 s). */
const SETTLE_MS = Number(process.env.CART_BENCH_SETTLE_MS ?? 10_000);

async function freshStudent() {
  const id = randomUUID().slice(0, 8);
  const email = `bench-${id}@bench.campuseats.test`;
  const { uid } = await auth.createUser({ email, password: `pw-${id}-secret` });
  await db
    .collection('users')
    .doc(uid)
    .set({ firebaseUid: uid, email, name: { first: 'Bench', last: id }, phone: '', walletBalance: 0, createdAt: new Date() });
  const response = await fetch(`http://${EMULATORS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: `pw-${id}-secret`, returnSecureToken: true }),
  });
  return { uid, token: (await response.json()).idToken };
}

async function add(token) {
  const started = performance.now();
  const response = await fetch(`${APP_URL}/api/v1/cart`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DISH, quantity: 1 }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const quantityOf = async (uid) => (await db.collection('carts').doc(uid).get()).get('items')?.[0]?.quantity ?? 0;

// The functions emulator starts a worker process for each request that finds every worker busy; started once,
// they serve later bursts. Start enough first, ten more at a time, so the figures time the API, not Node starting.
for (let workers = 10; workers <= 50; workers += 10) {
  await Promise.all(Array.from({ length: workers }, () => fetch(`${APP_URL}/api/v1/vendors/restaurants?limit=1`).then((response) => response.arrayBuffer())));
}

console.log(`\nParallel cart adds by one student through Hosting (${APP_URL}), fresh cart each round:\n`);
console.log(`at once  rounds  p50 ms  p95 ms  2xx / sent  final qty  after ${SETTLE_MS / 1000} s  other answers`);
let consistent = true;
for (const [size, rounds] of Object.entries(ROUNDS)) {
  const times = [];
  const others = {};
  let ok = 0;
  let finalNow = 0;
  let finalLater = 0;
  const students = [];
  for (let round = 0; round < rounds; round++) {
    const student = await freshStudent();
    const answers = await Promise.all(Array.from({ length: Number(size) }, () => add(student.token)));
    const applied = answers.filter((answer) => answer.status === 200).length;
    for (const answer of answers) {
      times.push(answer.ms);
      if (answer.status !== 200) others[answer.status] = (others[answer.status] ?? 0) + 1;
    }
    const now = await quantityOf(student.uid);
    if (now !== applied) consistent = false;
    ok += applied;
    finalNow += now;
    students.push({ ...student, applied });
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (const student of students) {
    const later = await quantityOf(student.uid);
    if (later !== student.applied) consistent = false;
    finalLater += later;
  }
  const sent = Number(size) * rounds;
  console.log(
    [
      String(size).padStart(7),
      String(rounds).padStart(7),
      percentile(times, 50).toFixed(0).padStart(7),
      percentile(times, 95).toFixed(0).padStart(7),
      `${ok} / ${sent}`.padStart(11),
      String(finalNow).padStart(10),
      String(finalLater).padStart(11),
      `  ${JSON.stringify(others)}`,
    ].join(' '),
  );
}
console.log(
  `\nFinal quantities ${consistent ? 'equal' : 'DO NOT EQUAL'} the 2xx answers, right after and ${SETTLE_MS / 1000} s later. Budget: 10 at once, p95 under 1000 ms.`,
);
if (!consistent) process.exitCode = 1;
