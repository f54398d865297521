// Part of `npm run bench`: the API's list and menu reads beside the bare Firestore reads behind them, one by one and at
// 50 connections, against the 2x budget of docs/architecture.md#budgets.
import { performance } from 'node:perf_hooks';
import { adminDb as db, apiUrl, routes } from './benchKit.mjs';
import { APP_URL, emulatorEnv } from './emulators.mjs';
import { importBundled } from './importBundled.mjs';
import { percentile } from './percentile.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;
const CONNECTIONS = 50;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
// The budget: the API in-process within 2x the bare reads behind it, at p97.5 with 50 connections.
const LOAD_BUDGET_RATIO = 2;

// The Express app as the function runs it, bundled the way functions/build.mjs bundles it.
const { createApp } = await importBundled('functions/src/app.ts', 'bench-app');

const server = createApp().listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const inProcess = `http://127.0.0.1:${server.address().port}`;
const viaFunction = emulatorEnv().API_FUNCTION_URL;
// The whole emulator stack, as a browser reaches the API: Hosting's rewrite to the functions emulator.
const viaHosting = process.env.APP_URL ?? APP_URL;

const vendorId = (await db.collection('vendors').limit(1).get()).docs[0].id;
const getJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

const scenarios = {
  'restaurant list (search, sort, page)': {
    bare: () => db.collection('vendors').get(),
    url: (base) => `${apiUrl(base, routes.listRestaurants)}?search=a&sort=rating&page=1`,
  },
  'restaurant menu': {
    bare: () =>
      Promise.all([db.collection('vendors').doc(vendorId).get(), db.collection('vendors').doc(vendorId).collection('menuItems').orderBy('position').get()]),
    url: (base) => apiUrl(base, routes.restaurantDetail, { id: vendorId }),
  },
};

/** The three ways to read a scenario: bare, the API in-process, and the API at `viaName` (`viaBase`). */
const waysOf = (scenario, viaName, viaBase) => ({
  'bare Firestore': scenario.bare,
  'API in-process': () => getJson(scenario.url(inProcess)),
  [viaName]: () => getJson(scenario.url(viaBase)),
});

const time = async (fn) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

console.log(`\n${ROUNDS} rounds per scenario after ${WARMUP} warm-up rounds; the three ways interleaved round by round.\n`);
for (const [name, scenario] of Object.entries(scenarios)) {
  const ways = waysOf(scenario, 'API via functions emulator', viaFunction);
  const samples = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const [way, fn] of Object.entries(ways)) {
      const ms = await time(fn);
      if (round >= WARMUP) samples[way].push(ms);
    }
  }
  const bareMedian = percentile(samples['bare Firestore'], 50);
  console.log(name);
  console.log('  way                          p50 ms   p95 ms   p99 ms   p50 / bare');
  for (const [way, values] of Object.entries(samples)) {
    const cells = [50, 95, 99].map((p) => percentile(values, p).toFixed(2).padStart(8));
    console.log(`  ${way.padEnd(27)}${cells.join(' ')}   ${(percentile(values, 50) / bareMedian).toFixed(2).padStart(6)}x`);
  }
  console.log('');
}
/** `connections` callers, each sending its next request once its last is answered, for `seconds` (autocannon's model, for functions). */
async function underLoad(fn, connections, seconds) {
  const latencies = [];
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        try {
          await fn();
          latencies.push(performance.now() - sent);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { latencies, errors, perSecond: latencies.length / ((performance.now() - start) / 1000) };
}

console.log(`At ${CONNECTIONS} connections, ${LOAD_SECONDS} s a way (BENCH_LOAD_SECONDS) after 1 s of warm-up, one way after the other.`);
console.log(
  `Budget: the API in-process within ${LOAD_BUDGET_RATIO}x the bare Firestore reads at p97.5; through the emulator stack (Hosting, then the functions emulator) is printed beside it.\n`,
);
const overLoadBudget = [];
for (const [name, scenario] of Object.entries(scenarios)) {
  const ways = waysOf(scenario, 'API via emulator stack', viaHosting);
  const results = {};
  for (const [way, fn] of Object.entries(ways)) {
    await underLoad(fn, CONNECTIONS, 1);
    results[way] = await underLoad(fn, CONNECTIONS, LOAD_SECONDS);
  }
  const bareP975 = percentile(results['bare Firestore'].latencies, 97.5);
  console.log(`${name} at ${CONNECTIONS} connections`);
  console.log('  way                          p50 ms  p97.5 ms    req/s  errors  p97.5 / bare');
  for (const [way, { latencies, errors, perSecond }] of Object.entries(results)) {
    const p50 = latencies.length ? percentile(latencies, 50).toFixed(1) : '-';
    const p975 = latencies.length ? percentile(latencies, 97.5) : NaN;
    console.log(
      `  ${way.padEnd(27)}${p50.padStart(7)} ${p975.toFixed(1).padStart(9)} ${perSecond.toFixed(0).padStart(8)} ${String(errors).padStart(7)}   ${(p975 / bareP975).toFixed(2).padStart(6)}x`,
    );
  }
  const ratio = percentile(results['API in-process'].latencies, 97.5) / bareP975;
  if (!(ratio <= LOAD_BUDGET_RATIO)) overLoadBudget.push(`${name}: in-process p97.5 is ${ratio.toFixed(2)}x the bare reads`);
  console.log('');
}
console.log(
  overLoadBudget.length
    ? `Over the ${LOAD_BUDGET_RATIO}x budget: ${overLoadBudget.join('; ')}\n`
    : `Both within the ${LOAD_BUDGET_RATIO}x budget in-process.\n`,
);

server.close();
process.exit(0);
