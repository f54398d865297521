import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import budgets from '../../scripts/budgets.json' with { type: 'json' };
import { paths } from '../../web/src/lib/routes';
import { newProjectPage, test } from './support/fixtures';

// The JavaScript budget of the browse pages (docs/architecture.md#budgets): a cold first visit to /home, /restaurants
// or a menu fetches at most this much gzipped JavaScript until the network is idle, everything loaded after the first
// paint included. Each visit is a fresh window (empty cache, nobody signed in) at each width the browser tests use;
// no throttling, which changes the time a visit takes, not what it fetches.
const BUDGET_KB = budgets.browsePages.javaScriptKb;

/**
 * What waits for the browser to be idle (useIdle: requestIdleCallback) loads after the network first goes quiet; it
 * counts too. An idle callback asked for now runs after the app's, and one asked for from it after whatever the
 * app's started (a render, an import): by then every such request has been sent.
 */
async function waitForIdleWork(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
}

interface Fetched {
  url: string;
  gzipped: number;
}

/** Every script the page fetches from now on, gzipped here, so the figure does not depend on the server's compression. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<Fetched>>();
  const inFlight = new Set<unknown>();
  let lastActivity = Date.now();
  const settle = (request: unknown) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || scripts.has(url)) return;
    scripts.set(
      url,
      response.body().then((body) => ({ url, gzipped: gzipSync(body).length })),
    );
  });
  /** Quiet as Playwright's 'networkidle' means it: nothing in flight, and nothing started or ended for 500 ms. */
  const quiet = () => inFlight.size === 0 && Date.now() - lastActivity >= 500;
  return { scripts, quiet };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

test.describe('What a first visit downloads', () => {
  const routes = [
    { name: '/home', path: async () => paths.home },
    { name: '/restaurants', path: async () => paths.restaurants },
    {
      name: '/restaurants/{id}',
      // The first eatery of the list, as a student would open it.
      path: async (page: Page) => paths.restaurant((await (await page.request.get('/api/v1/vendors/restaurants?limit=1')).json()).data[0]._id),
    },
  ];
  for (const route of routes) {
    test(
      `a cold visit to ${route.name} fetches at most ${BUDGET_KB} KB of gzipped JavaScript until the network is idle`,
      { tag: '@one-width' },
      async ({ browser }, testInfo) => {
        for (const project of testInfo.config.projects) {
          const page = await newProjectPage(browser, { project });
          try {
            const { scripts, quiet } = recordScripts(page);
            await page.goto(await route.path(page), { waitUntil: 'networkidle' });
            await waitForIdleWork(page);
            await expect.poll(quiet, { intervals: [100] }).toBe(true);
            const fetched = (await Promise.all(scripts.values())).sort((a, b) => b.gzipped - a.gzipped);
            const total = fetched.reduce((sum, script) => sum + script.gzipped, 0);
            const figures = [
              `${route.name} at ${project.name} width: ${kb(total)} KB of gzipped JavaScript in ${fetched.length} scripts (budget ${BUDGET_KB} KB)`,
              ...fetched.map((script) => `  ${kb(script.gzipped).padStart(6)} KB  ${new URL(script.url).pathname}`),
            ].join('\n');
            console.log(figures);
            // Soft: the other width is measured and printed too before the test fails.
            expect.soft(total / 1024, figures).toBeLessThanOrEqual(BUDGET_KB);
          } finally {
            await page.context().close();
          }
        }
      },
    );
  }
});
