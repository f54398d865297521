// `npm run bench` (or `node scripts/bench-ready-times.mjs [days]`): how far students can trust the ready times of
// common/src/readyTimes.ts, replayed over seeded campus days with a lunch rush and a few cooks, against the fixed
// estimate and the goal of docs/decisions/0019-busy-switch-ready-times-sweep.md.
import { importBundled } from './importBundled.mjs';
import { percentile } from './percentile.mjs';
import { seededRandom } from './seededRandom.mjs';

const { readyMinutes, readyRange, PACE_SAMPLES } = await importBundled('common/src/readyTimes.ts', 'ready-times');

const DAYS = Number(process.argv[2] ?? 30);
const GOAL_INSIDE = 0.8;
const GOAL_ERROR_RATIO = 0.5;

const normal = (random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

// One day from 09:00 IST, in minutes. Arrivals per minute by time of day: a quiet morning, a steady lunch and two
// bursts; lunch (the orders measured) is 12:00 to 14:00.
const LUNCH = { from: 180, to: 300 };
const arrivalRate = (minute) => {
  if (minute < LUNCH.from) return 0.15;
  if (minute >= 210 && minute < 225) return 2.2;
  if (minute >= 250 && minute < 260) return 1.8;
  return 0.5;
};
const COOKS = 4;
const PREP = { medianMinutes: 6, spread: 0.4 };
const ACCEPT_MINUTES = { min: 0.5, max: 3 };
/** 09:00 IST on a fixed day: the clock the ranges are drawn on (their five-minute marks). */
const DAY_START_MS = Date.parse('2026-11-27T03:30:00Z');

/** One simulated day: every order with when it was placed and when it was really ready. */
function simulateDay(random) {
  const orders = [];
  for (let minute = 0; minute < LUNCH.to; minute += 0.05) if (random() < arrivalRate(minute) * 0.05) orders.push({ placed: minute });
  const cooksFree = Array.from({ length: COOKS }, () => 0);
  const accepted = orders
    .map((order) => ({ order, at: order.placed + ACCEPT_MINUTES.min + random() * (ACCEPT_MINUTES.max - ACCEPT_MINUTES.min) }))
    .sort((a, b) => a.at - b.at);
  for (const { order, at } of accepted) {
    const cook = cooksFree.indexOf(Math.min(...cooksFree));
    const start = Math.max(at, cooksFree[cook]);
    order.ready = start + PREP.medianMinutes * Math.exp(PREP.spread * normal(random));
    cooksFree[cook] = order.ready;
  }
  return orders;
}

const sampleOf = (order) => ({ ahead: order.ahead, minutes: order.ready - order.placed });
const hourOf = (minute) => Math.floor(minute / 60);

/**
 * What the API knows when `order` is placed: the orders ahead of it; the eatery's finished orders of today, newest
 * first; and those placed in the same hour of the day on earlier days (`earlierDays`, newest day first).
 */
function estimateAtPlacing(orders, order, earlierDays) {
  const ahead = orders.filter((other) => other.placed < order.placed && other.ready > order.placed).length;
  const today = orders
    .filter((other) => other.ready <= order.placed)
    .sort((a, b) => b.ready - a.ready)
    .slice(0, PACE_SAMPLES)
    .map(sampleOf);
  const sameHour = earlierDays
    .flatMap((day) => day.filter((other) => hourOf(other.placed) === hourOf(order.placed)).sort((a, b) => b.placed - a.placed))
    .slice(0, PACE_SAMPLES)
    .map(sampleOf);
  return { ahead, today, sameHour };
}

const atMinute = (minute) => new Date(DAY_START_MS + minute * 60_000);
const minuteOf = (date) => (date.getTime() - DAY_START_MS) / 60_000;

/** How one shown range did: inside or not, and its midpoint's miss in minutes. */
function judge(minutes, order) {
  const range = readyRange(minutes, atMinute(order.placed));
  const [from, to] = [minuteOf(range.from), minuteOf(range.to)];
  return { inside: from <= order.ready && order.ready <= to, error: Math.abs((from + to) / 2 - order.ready) };
}

const results = { pace: [], fixed: [] };
let usedFixed = 0;
const earlierDays = [];
for (let day = 1; day <= DAYS; day++) {
  const random = seededRandom(day * 7919);
  const orders = simulateDay(random);
  for (const order of orders) {
    const { ahead, ...samples } = estimateAtPlacing(orders, order, earlierDays);
    order.ahead = ahead;
    if (order.placed < LUNCH.from) continue;
    const shown = readyMinutes(samples, ahead);
    if (shown.basis === 'fixed') usedFixed++;
    results.pace.push(judge(shown, order));
    results.fixed.push(judge(readyMinutes({ today: [], sameHour: [] }, ahead), order));
  }
  earlierDays.unshift(orders);
}

function summary(judged) {
  const errors = judged.map((one) => one.error);
  return { inside: judged.filter((one) => one.inside).length / judged.length, medianError: percentile(errors, 50), p90Error: percentile(errors, 90) };
}
const [pace, fixed] = [summary(results.pace), summary(results.fixed)];
const percent = (share) => `${(share * 100).toFixed(1)} %`;
const minutes = (value) => `${value.toFixed(1)} min`;

console.log(`\nReady times: ${results.pace.length} lunch orders over ${DAYS} seeded days (${COOKS} cooks, bursts at 12:30 and 13:10 IST)`);
console.log('estimate              inside range   median abs error   p90 abs error');
console.log(`from pace and queue   ${percent(pace.inside).padEnd(15)}${minutes(pace.medianError).padEnd(19)}${minutes(pace.p90Error)}`);
console.log(`today's fixed         ${percent(fixed.inside).padEnd(15)}${minutes(fixed.medianError).padEnd(19)}${minutes(fixed.p90Error)}`);
const errorRatio = pace.medianError / fixed.medianError;
console.log(`median error ratio (pace / fixed): ${errorRatio.toFixed(2)}; fixed times shown for lack of history: ${usedFixed}`);
const met = pace.inside >= GOAL_INSIDE && errorRatio <= GOAL_ERROR_RATIO;
console.log(
  met
    ? `goal met: at least ${percent(GOAL_INSIDE)} inside, error at most ${GOAL_ERROR_RATIO}x the fixed one`
    : `GOAL MISSED: wanted at least ${percent(GOAL_INSIDE)} inside and error at most ${GOAL_ERROR_RATIO}x the fixed one`,
);
if (!met) process.exitCode = 1;
