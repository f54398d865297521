// Part of `npm run bench` (or alone against `npm start`): one student's parallel cart adds through Hosting, their
// p95 against docs/architecture.md#budgets, and whether the cart's final quantity equals the 2xx answers.
import { performance } from 'node:perf_hooks';
import { adminDb, apiUrl, createTestUser, routes, warmFunctionWorkers } from './benchKit.mjs';
import { APP_URL } from './emulators.mjs';
import { percentile } from './percentile.mjs';

const ROUNDS = { 10: 5, 50: 3 };
// A demo eatery without opening hours, which takes cart adds at any hour (docs/product.md#demo-data).
const DISH = { vendorId: 'spiceRouteDhaba', menuItemId: 'chickenBiryani' };
/** Long enough that any write still retrying after its answer would have landed (the write deadline is 8 s). */
const SETTLE_MS = Number(process.env.CART_BENCH_SETTLE_MS ?? 10_000);

async function add(token) {
  const started = performance.now();
  const response = await fetch(apiUrl(APP_URL, routes.addToCart), {
    method: routes.addToCart.method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DISH, quantity: 1 }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const quantityOf = async (uid) => (await adminDb.collection('carts').doc(uid).get()).get('items')?.[0]?.quantity ?? 0;

await warmFunctionWorkers(APP_URL, 50);

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
    const student = await createTestUser();
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
