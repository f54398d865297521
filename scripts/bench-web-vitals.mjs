// Web vitals of a cold first visit to every route a student can open from a link, in Debian's Chromium, beside the
// budgets of scripts/budgets.json (docs/architecture.md#budgets), under Lighthouse's mobile throttling; signed-in
// routes as a fresh student whose login the browser keeps. `npm run bench` runs it; alone, against `npm start`:
//   node scripts/bench-web-vitals.mjs    (or VITALS_TARGETS=before=http://127.0.0.1:5290,after=http://127.0.0.1:5291)
// VITALS_RUNS (default 5) and VITALS_OTHER_RUNS (3) set the throttled visits per row; VITALS_ROUTES=/home,/cart picks routes.
/* global Node, window, document, performance, PerformanceObserver, MutationObserver -- observeVitals runs in the page */
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';
import { addToCart, apiUrl, createTestUser, placeOrder, routes, saveHostelAddress } from './benchKit.mjs';
import budgets from './budgets.json' with { type: 'json' };
// Without these flags Chromium keeps calling out to a closed network (the browser tests start it the same way).
import CHROMIUM_ARGS from './chromium-args.json' with { type: 'json' };
import { APP_URL } from './emulators.mjs';
import { percentile } from './percentile.mjs';

const TARGETS = (process.env.VITALS_TARGETS ?? `app=${process.env.APP_URL ?? APP_URL}`).split(',').map((pair) => {
  const [name, url] = pair.split('=');
  return { name, url };
});
const RUNS = Number(process.env.VITALS_RUNS ?? 5);
const OTHER_RUNS = Number(process.env.VITALS_OTHER_RUNS ?? 3);
const BROWSE = budgets.browsePages;
const OTHER = budgets.otherPages;
// Every route a link in the app opens; {id} is an eatery, {order} the signed-in student's order.
const ALL_ROUTES = [
  { route: '/home', budget: BROWSE },
  { route: '/restaurants', budget: BROWSE, tapTarget: 'article' },
  { route: '/restaurants/{id}', budget: BROWSE, tapTarget: 'button[aria-label^="Add "]' },
  ...['/login', '/signup', '/terms'].map((route) => ({ route, budget: OTHER })),
  ...['/cart', '/checkout', '/orders', '/orders/{order}', '/profile', '/about', '/support', '/team', '/careers', '/privacy'].map((route) => ({
    route,
    budget: OTHER,
    signedIn: true,
  })),
];
const PICKED = process.env.VITALS_ROUTES?.split(',');
const ROUTES = PICKED ? ALL_ROUTES.filter(({ route }) => PICKED.includes(route)) : ALL_ROUTES;
const DEVICES = {
  // Playwright's Pixel 7 (touch, mobile user agent, 2.625 dpr) at the phone width the browser tests use.
  phone: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } },
  laptop: { viewport: { width: 1280, height: 800 } },
};
const THROTTLING = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuRate: 4,
};
// Late shifts (a rotating headline, the session's answer) count, and the largest paint settles.
const SETTLE_MS = 2000;
const VISIT_TIMEOUT_MS = 30_000;

/** Runs before the page's scripts: records LCP candidates, layout shifts (naming elements while they exist), the app's first draw and first working tap. */
function observeVitals(tapTarget) {
  const describe = (node) => {
    if (!node) return '(removed)';
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    if (!element) return '(text)';
    const testId = element.getAttribute('data-testid');
    // MUI's own class names say what a component is; emotion's css-<hash> names say nothing.
    const muiClass = [...element.classList].find((name) => name.startsWith('Mui'));
    const label = element.id ? `#${element.id}` : testId ? `[data-testid=${testId}]` : muiClass ? `.${muiClass}` : '';
    const text = element.tagName === 'IMG' ? element.getAttribute('src') : (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.nodeType === Node.TEXT_NODE ? 'text in ' : ''}${element.tagName.toLowerCase()}${label}${text ? ` "${text}"` : ''}`;
  };
  const rect = ({ x, y, width, height }) => ({ x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) });
  const vitals = { lcp: 0, lcpElement: '', shifts: [], appAt: 0, tapAt: 0 };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = entry.sources.map((source) => ({ node: describe(source.node), from: rect(source.previousRect), to: rect(source.currentRect) }));
      vitals.shifts.push({ value: entry.value, at: entry.startTime, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const appDrawn = new MutationObserver(() => {
    if (!document.getElementById('root')?.firstElementChild) return;
    vitals.appAt = performance.now();
    appDrawn.disconnect();
  });
  appDrawn.observe(document, { childList: true, subtree: true });
  const tappable = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root?.firstElementChild || root.hasAttribute('inert') || (tapTarget && !root.querySelector(tapTarget))) return;
    vitals.tapAt = performance.now();
    tappable.disconnect();
  });
  tappable.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
}

/** CLS as Chrome reports it: the largest burst of shifts, each less than 1 s after the last, within 5 s. */
function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let burst = 0;
  let first = 0;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last > 1000 || shift.at - first > 5000) {
      burst = 0;
      first = shift.at;
    }
    burst += shift.value;
    last = shift.at;
    largest = Math.max(largest, burst);
  }
  return largest;
}

// Firestore's listeners hold a request open while the page listens, so Playwright's networkidle never comes.
const LONG_LIVED = /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/;
const QUIET_MS = 500;

/**
 * Once armed (after the load event), `quiet()` resolves when no request but the long-lived ones was in flight for QUIET_MS;
 * `started` counts the requests so far, so a visit can tell whether its settling time asked for more.
 */
function networkQuiet(page) {
  const inFlight = new Set();
  const waiting = new Set();
  const counter = { started: 0 };
  let armed = false;
  let timer;
  const settle = () => {
    clearTimeout(timer);
    if (armed && inFlight.size === 0)
      timer = setTimeout(() => {
        for (const resolve of waiting) resolve();
        waiting.clear();
      }, QUIET_MS);
  };
  const done = (request) => {
    inFlight.delete(request);
    settle();
  };
  page.on('request', (request) => {
    if (LONG_LIVED.test(request.url())) return;
    counter.started += 1;
    inFlight.add(request);
    clearTimeout(timer);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const quiet = () => {
    const resolved = new Promise((resolve) => waiting.add(resolve));
    armed = true;
    settle();
    let expired;
    const deadline = new Promise((_resolve, reject) => {
      expired = setTimeout(() => reject(new Error(`the network was not quiet within ${VISIT_TIMEOUT_MS} ms`)), VISIT_TIMEOUT_MS);
    });
    return Promise.race([resolved, deadline]).finally(() => clearTimeout(expired));
  };
  return { counter, quiet };
}

/** A script's size gzipped here, as bundle-size.mjs counts it; a body Chromium no longer holds counts as nothing. */
const gzippedSize = (response) =>
  response
    .body()
    .then((body) => gzipSync(body).length)
    .catch(() => 0);

async function visit(browser, url, device, throttled, storageState, tapTarget) {
  const context = await browser.newContext({ ...DEVICES[device], locale: 'en-IN', storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeVitals, tapTarget ?? null);
    // Every script the visit fetched until the network went quiet, whether or not the server compressed it.
    const scripts = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
      scripts.set(response.url(), gzippedSize(response));
    });
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', THROTTLING.network);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
    }
    const network = networkQuiet(page);
    await page.goto(url, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS });
    // Settled: quiet, then SETTLE_MS without a new request. A page whose main thread was busy (Auth starting, say)
    // can be quiet for a moment and then ask for its data; its paints and scripts after that count too.
    const settleBy = Date.now() + VISIT_TIMEOUT_MS;
    let started;
    do {
      if (Date.now() > settleBy) throw new Error(`the page kept asking for more than ${VISIT_TIMEOUT_MS} ms`);
      await network.quiet();
      started = network.counter.started;
      await page.waitForTimeout(SETTLE_MS);
    } while (network.counter.started !== started);
    const jsBytes = (await Promise.all(scripts.values())).reduce((sum, bytes) => sum + bytes, 0);
    const vitals = await page.evaluate(() => window.__vitals);
    // A visit whose tap never worked counts as endlessly slow.
    return {
      ...vitals,
      tapAt: vitals.tapAt || Infinity,
      cls: cumulativeLayoutShift(vitals.shifts),
      jsKb: jsBytes / 1024,
      landedOn: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}

/** The p-th percentile of one figure over a row's visits. */
const runsPercentile = (runs, figure, p) =>
  percentile(
    runs.map((run) => run[figure]),
    p,
  );
const mostCommon = (values) => [...values].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length)[0];
const ms = (value) => `${Math.round(value)}`.padStart(7);
const score = (value) => value.toFixed(3).padStart(7);

// An eatery's menu: the first eatery of the list, as a student would open it.
const listed = await (await fetch(`${apiUrl(TARGETS[0].url, routes.listRestaurants)}?limit=1`)).json();
const EATERY_ID = listed.data[0]._id;
/** A fresh student (the demo student's data stays as seeded) with what every signed-in screen shows. */
async function createShopper(appUrl) {
  const student = await createTestUser();
  const addressId = await saveHostelAddress(student);
  await addToCart(appUrl, student, { vendorId: 'hostel4Canteen', menuItemId: 'vegThali', quantity: 2 });
  const order = await placeOrder(appUrl, student, { addressId });
  await addToCart(appUrl, student, { vendorId: 'chaiPointKiosk', menuItemId: 'cuttingChai', quantity: 3 });
  return { ...student, orderId: order.id };
}
const shopper = ROUTES.some(({ signedIn }) => signedIn) ? await createShopper(TARGETS[0].url) : undefined;
const routeUrl = (route) => route.replace('{id}', EATERY_ID).replace('{order}', shopper?.orderId ?? '');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** The browser storage of a window the shopper logged in to at `url` (Firebase Auth keeps its session in IndexedDB). */
async function signedInStorage(url) {
  const context = await browser.newContext({ locale: 'en-IN' });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel(/^Email/).fill(shopper.email);
    await page.getByLabel(/^Password/).fill(shopper.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((address) => address.pathname !== '/login', { timeout: VISIT_TIMEOUT_MS });
    // A returning student's browser also keeps the copy of their cart the app mirrors into local storage
    // (docs/product.md#cart): wait for it, as for the login, before keeping the storage.
    await page.waitForFunction(() => window.localStorage.getItem('campuseats-cart') !== null, undefined, { timeout: VISIT_TIMEOUT_MS });
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

const started = Date.now();
const rows = [];
try {
  const storage = shopper ? await Promise.all(TARGETS.map((target) => signedInStorage(target.url))) : [];
  for (const device of Object.keys(DEVICES)) {
    for (const { route, budget, signedIn, tapTarget } of ROUTES) {
      const browse = budget === BROWSE;
      const runs = browse ? RUNS : OTHER_RUNS;
      const group = TARGETS.map((target) => ({ target: target.name, device, route, budget, signedIn, runs: [], failed: [] }));
      // A visit that does not settle within VISIT_TIMEOUT_MS (a shared machine under load, an emulator still busy)
      // is counted and left out, rather than ending the whole run.
      const go = async (index, throttled) => {
        try {
          return await visit(browser, `${TARGETS[index].url}${routeUrl(route)}`, device, throttled, signedIn ? storage[index] : undefined, tapTarget);
        } catch (error) {
          group[index].failed.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
          return undefined;
        }
      };
      if (browse) for (const index of TARGETS.keys()) group[index].unthrottled = await go(index, false);
      for (let run = 0; run < runs; run++) {
        for (const index of TARGETS.keys()) {
          const result = await go(index, true);
          if (result) group[index].runs.push(result);
        }
      }
      rows.push(...group);
    }
  }
} finally {
  await browser.close();
}

console.log(
  `\nWeb vitals of a first visit, cold cache, ${TARGETS.map(({ name, url }) => `${name} ${url}`).join(' vs ')}; throttled visits a row: ${RUNS} for the browse pages (VITALS_RUNS), ${OTHER_RUNS} for the others (VITALS_OTHER_RUNS).`,
);
console.log('Throttled: 150 ms latency, 1.6 Mbps down, 750 Kbps up, CPU 4x slower; on a shared machine compare rows of one run.');
console.log(
  `Budgets (at p90): browse pages LCP ${BROWSE.lcpMs} ms, CLS ${BROWSE.cls}, JS ${BROWSE.javaScriptKb} KB gz, tap ${BROWSE.tapMs} ms; other routes LCP ${OTHER.lcpMs} ms, CLS ${OTHER.cls}, tap ${OTHER.tapMs} ms.`,
);
console.log(
  '"JS KB": gzipped JavaScript fetched until the network was quiet. "app": when the app first draws into #root. "tap": the first working tap. * signed in.\n',
);
const targetColumn = TARGETS.length > 1 ? 8 : 0;
console.log(
  `${'route'.padEnd(18)} ${'device'.padEnd(7)}${''.padEnd(targetColumn)} LCP p50  LCP p90  budget  tap p50  tap p90  budget  CLS p50  CLS p90    JS KB  budget  app p50  unthrottled LCP  over budget  largest paint`,
);
const overall = [];
for (const { target, device, route, budget, signedIn, unthrottled, runs, failed } of rows) {
  if (failed.length) overall.push(`${route} ${device}: ${failed.length} visit(s) did not settle (${failed[0]})`);
  if (runs.length === 0) {
    console.log(`${route.padEnd(18)} ${device.padEnd(7)} no throttled visit settled`);
    continue;
  }
  const lcp = (p) => runsPercentile(runs, 'lcp', p);
  const tap = (p) => runsPercentile(runs, 'tapAt', p);
  const cls = (p) => runsPercentile(runs, 'cls', p);
  const js = runsPercentile(runs, 'jsKb', 50);
  const over = [
    lcp(90) < budget.lcpMs ? '' : 'LCP',
    tap(90) < budget.tapMs ? '' : 'tap',
    cls(90) < budget.cls ? '' : 'CLS',
    budget.javaScriptKb === undefined || js <= budget.javaScriptKb ? '' : 'JS',
  ].filter(Boolean);
  // A signed-in route that sent the visitor elsewhere (to /login) measured the wrong screen.
  const wrongScreen = runs.find((run) => run.landedOn !== routeUrl(route));
  if (wrongScreen) over.push(`landed on ${wrongScreen.landedOn}`);
  if (over.length) overall.push(`${route} ${device}: ${over.join(', ')}`);
  const cells = [
    ms(lcp(50)),
    ms(lcp(90)),
    ms(budget.lcpMs).slice(1),
    ms(tap(50)),
    ms(tap(90)),
    ms(budget.tapMs).slice(1),
    score(cls(50)),
    score(cls(90)),
    js.toFixed(1).padStart(8),
    (budget.javaScriptKb ? String(budget.javaScriptKb) : '-').padStart(6),
    ms(runsPercentile(runs, 'appAt', 50)),
  ].join('  ');
  const unthrottledCell = (unthrottled ? ms(unthrottled.lcp) : '      -').padStart(15);
  const targetCell = targetColumn ? target.padEnd(targetColumn) : '';
  console.log(
    `${`${route}${signedIn ? ' *' : ''}`.padEnd(18)} ${device.padEnd(7)}${targetCell} ${cells}  ${unthrottledCell}  ${(over.join(', ') || '-').padEnd(11)}  ${mostCommon(runs.map((run) => run.lcpElement))}`,
  );
}
console.log(overall.length ? `\nOver budget: ${overall.join('; ')}` : '\nEvery route within its budgets.');

// What moved, for every row whose median CLS is over budget: the largest shifts of its worst visit.
for (const { target, device, route, runs } of rows) {
  if (runs.length === 0) continue;
  if (runsPercentile(runs, 'cls', 90) < BROWSE.cls) continue;
  const worst = runs.reduce((a, b) => (b.cls > a.cls ? b : a));
  console.log(`\nLargest layout shifts of ${route} on a ${device}${targetColumn ? ` (${target})` : ''}, worst visit (CLS ${worst.cls.toFixed(3)}):`);
  for (const shift of [...worst.shifts].sort((a, b) => b.value - a.value).slice(0, 5)) {
    console.log(`  ${shift.value.toFixed(4)} at ${Math.round(shift.at)} ms`);
    for (const { node, from, to } of shift.sources) {
      console.log(`    ${node}: (${from.x}, ${from.y}) ${from.width}x${from.height} -> (${to.x}, ${to.y}) ${to.width}x${to.height}`);
    }
  }
}
console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
