import { build } from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMULATORS, PROJECT_ID, ROOT, emulatorEnv } from './emulators.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;
for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;

// The Express app as the function runs it, bundled the way functions/build.mjs bundles it.
const appBundle = join(ROOT, '.cache', 'bench-app.mjs');
await build({
  entryPoints: [join(ROOT, 'functions', 'src', 'app.ts')],
  outfile: appBundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  alias: { '@campuseats/common': join(ROOT, 'common', 'src') },
  logLevel: 'warning',
});
const { createApp } = await import(pathToFileURL(appBundle).href);
const { getFirestore } = await import('firebase-admin/firestore');
const db = getFirestore();

const server = createApp().listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const inProcess = `http://127.0.0.1:${server.address().port}/api/v1`;
const viaFunction = `http://${EMULATORS.functions}/${PROJECT_ID}/us-central1/api/api/v1`;

const vendorId = (await db.collection('vendors').limit(1).get()).docs[0].id;
const getJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

const scenarios = {
  'restaurant list (search, sort, page)': {
    bare: () => db.collection('vendors').get(),
    path: '/vendors/restaurants?search=a&sort=rating&page=1',
  },
  'restaurant menu': {
    bare: () => Promise.all([db.collection('vendors').doc(vendorId).get(), db.collection('vendors').doc(vendorId).collection('menuItems').orderBy('position').get()]),
    path: `/vendors/restaurants/${vendorId}`,
  },
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const time = async (fn) => {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

console.log(`\n${ROUNDS} rounds per scenario after ${WARMUP} warm-up rounds; the three ways interleaved round by round.\n`);
for (const [name, scenario] of Object.entries(scenarios)) {
  const ways = {
    'bare Firestore': scenario.bare,
    'API in-process': () => getJson(`${inProcess}${scenario.path}`),
    'API via functions emulator': () => getJson(`${viaFunction}${scenario.path}`),
  };
  const samples = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const [way, fn] of Object.entries(ways)) {
      const ms = await time(fn);
      if (round >= WARMUP) samples[way].push(ms);
    }
  }
  const bareMedian = percentile([...samples['bare Firestore']].sort((a, b) => a - b), 50);
  console.log(name);
  console.log('  way                          p50 ms   p95 ms   p99 ms   p50 / bare');
  for (const [way, values] of Object.entries(samples)) {
    const sorted = [...values].sort((a, b) => a - b);
    const cells = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(2).padStart(8));
    console.log(`  ${way.padEnd(27)}${cells.join(' ')}   ${(percentile(sorted, 50) / bareMedian).toFixed(2).padStart(6)}x`);
  }
  console.log('');
}
server.close();
process.exit(0);
