// Web vitals of a first, signed-out visit to /home and /restaurants (docs/architecture.md#budgets: LCP under 1.5 s on
// Lighthouse's mobile throttling, CLS under 0.05), measured in Debian's Chromium. Each visit gets a fresh browser
// context (cold cache, empty storage: nobody signed in, light theme) and, through the DevTools protocol, the
// throttling of Lighthouse's mobile preset: 150 ms latency, 1.6 Mbps down, 750 Kbps up, a CPU four times slower.
// One unthrottled visit per row is the comparison figure.
//
// `npm run bench` runs it inside its emulator session against Hosting. On its own, against `npm start`:
//   node scripts/bench-web-vitals.mjs                      (APP_URL, or the emulators' Hosting address)
//   VITALS_TARGETS=before=http://127.0.0.1:5290,after=http://127.0.0.1:5291 node scripts/bench-web-vitals.mjs
// compares two builds served at once, visit by visit, so the shared machine's load falls on both alike.
// VITALS_RUNS sets the throttled visits per route, device and target (default 5).
/* global Node, window, document, performance, PerformanceObserver, MutationObserver -- observeVitals runs in the page */
import { chromium, devices } from 'playwright-core';
import { APP_URL } from './emulators.mjs';

const TARGETS = (process.env.VITALS_TARGETS ?? `app=${process.env.APP_URL ?? APP_URL}`).split(',').map((pair) => {
  const [name, url] = pair.split('=');
  return { name, url };
});
const RUNS = Number(process.env.VITALS_RUNS ?? 5);
const ROUTES = ['/home', '/restaurants'];
const BUDGET = { lcpMs: 1500, cls: 0.05 };
const DEVICES = {
  // Playwright's Pixel 7 (touch, mobile user agent, 2.625 dpr) at the phone width the browser tests use.
  phone: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } },
  laptop: { viewport: { width: 1280, height: 800 } },
};
const THROTTLING = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuRate: 4,
};
// After the network has been quiet for 500 ms, keep watching this long: late shifts (a rotating headline, the
// session's answer) count, and the largest paint has settled.
const SETTLE_MS = 2000;
const VISIT_TIMEOUT_MS = 30_000;
// The flags of tests/e2e/playwright.config.ts: without them Chromium keeps calling out to a closed network.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Runs in the page before any of its scripts: records every largest-contentful-paint candidate, every layout shift
 * not caused by input (naming the elements while they are still in the document), and when the app first draws
 * into #root.
 */
function observeVitals() {
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
  const vitals = { lcp: 0, lcpElement: '', shifts: [], appAt: 0 };
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

async function visit(browser, url, device, throttled) {
  const context = await browser.newContext({ ...DEVICES[device], locale: 'en-IN' });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeVitals);
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', THROTTLING.network);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
    }
    await page.goto(url, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: VISIT_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    const vitals = await page.evaluate(() => window.__vitals);
    return { ...vitals, cls: cumulativeLayoutShift(vitals.shifts) };
  } finally {
    await context.close();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const mostCommon = (values) => [...values].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length)[0];
const ms = (value) => `${Math.round(value)}`.padStart(7);
const score = (value) => value.toFixed(3).padStart(7);
const overBudget = (lcp, cls) => [lcp < BUDGET.lcpMs ? '' : 'LCP', cls < BUDGET.cls ? '' : 'CLS'].filter(Boolean).join(', ') || '-';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const started = Date.now();
const rows = [];
try {
  for (const device of Object.keys(DEVICES)) {
    for (const route of ROUTES) {
      const group = TARGETS.map((target) => ({ target: target.name, device, route, runs: [] }));
      for (const [index, target] of TARGETS.entries()) group[index].unthrottled = await visit(browser, `${target.url}${route}`, device, false);
      for (let run = 0; run < RUNS; run++) {
        for (const [index, target] of TARGETS.entries()) group[index].runs.push(await visit(browser, `${target.url}${route}`, device, true));
      }
      rows.push(...group);
    }
  }
} finally {
  await browser.close();
}

console.log(`\nWeb vitals of a first signed-out visit, cold cache, ${TARGETS.map(({ name, url }) => `${name} ${url}`).join(' vs ')}; ${RUNS} throttled visits a row (VITALS_RUNS).`);
console.log('Throttled: 150 ms latency, 1.6 Mbps down, 750 Kbps up, CPU 4x slower; on a shared machine compare rows of one run.');
console.log(`Budget: LCP under ${BUDGET.lcpMs} ms, CLS under ${BUDGET.cls}. "app" is when the app first draws into #root (its JavaScript has run).\n`);
const targetColumn = TARGETS.length > 1 ? 8 : 0;
console.log(`${'route'.padEnd(13)} ${'device'.padEnd(7)}${''.padEnd(targetColumn)} LCP p50  LCP p90  CLS p50  CLS p90  app p50   unthrottled LCP   CLS  over budget  largest paint`);
for (const { target, device, route, unthrottled, runs } of rows) {
  const lcps = runs.map((run) => run.lcp);
  const clss = runs.map((run) => run.cls);
  const cells = [ms(percentile(lcps, 50)), ms(percentile(lcps, 90)), score(percentile(clss, 50)), score(percentile(clss, 90)), ms(percentile(runs.map((run) => run.appAt), 50))].join('  ');
  const untrottledCells = `${ms(unthrottled.lcp)} ${score(unthrottled.cls)}`;
  const over = overBudget(percentile(lcps, 50), percentile(clss, 50)).padEnd(11);
  const targetCell = targetColumn ? target.padEnd(targetColumn) : '';
  console.log(`${route.padEnd(13)} ${device.padEnd(7)}${targetCell} ${cells}   ${untrottledCells.padStart(20)}   ${over}  ${mostCommon(runs.map((run) => run.lcpElement))}`);
}

// What moved, for every row whose median CLS is over budget: the largest shifts of its worst visit.
for (const { target, device, route, runs } of rows) {
  if (percentile(runs.map((run) => run.cls), 50) < BUDGET.cls) continue;
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
