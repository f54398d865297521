import { expect, type Page } from '@playwright/test';
import { newProjectPage, test } from './support/fixtures';
import { paths } from '../../web/src/lib/routes';
import { ROUTES, resolvePath, routesOpenTo, scrollThrough } from './support/routes';
import { DEMO_STAFF, logIn } from './support/session';

// Every route of the app under the Content-Security-Policy Hosting serves (firebase.json; the emulators' copy
// also allows the Auth and Firestore emulators, scripts/emulators.mjs): any violation fails the test. See
// docs/architecture.md ("Security headers").

const FIRESTORE_EMULATOR = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    reportCspViolation?: (violation: Omit<Violation, 'page'>) => void;
  }
}

/**
 * Records every CSP violation of `page` from the first moment of every document it opens: the listener is added
 * by an init script, which runs before any script of the page, so a blocked inline script of the HTML is caught.
 * Chromium also logs each violation on the console; that catches what the document's event does not (a worker's).
 */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Omit<Violation, 'page'>) => violations.push({ page: page.url(), ...violation }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text()))
      violations.push({ page: page.url(), directive: 'console', blocked: '', source: message.location().url, sample: message.text() });
  });
  return violations;
}

/** Counts the requests `page` makes to the Firestore emulator (the live listeners' channel). */
function countFirestoreRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).host === FIRESTORE_EMULATOR) count += 1;
  });
  return () => count;
}

/** Opens `path`, waits for its screen, and scrolls through it so that lazy sections and pictures load too. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await scrollThrough(page);
}

test.describe('Content-Security-Policy', { tag: '@one-width' }, () => {
  test('the watcher sees a violation: an inline script the policy does not list is blocked', async ({ page }) => {
    const violations = await watchViolations(page);
    await visit(page, paths.login, ROUTES.find((row) => row.name === 'login')!.ready);
    expect(violations).toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      return (window as Window & { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.filter((violation) => violation.directive === 'script-src-elem').length).toBeGreaterThan(0);
  });

  test('every public route, signed out, has no violation', async ({ page, shopper }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    for (const row of routesOpenTo('anyone')) {
      await visit(page, await resolvePath(row, { page, shopper }), row.ready);
    }
    // A returning visitor in the dark theme takes the other branch of both inline scripts.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await visit(page, paths.home, ROUTES.find((row) => row.name === 'home')!.ready);
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(violations).toEqual([]);
  });

  test('every route, signed in as a student, has no violation, the live tracking page included', async ({ shopperPage: page, shopper }) => {
    const violations = await watchViolations(page);
    const firestoreRequests = countFirestoreRequests(page);
    // Login and signup send a signed-in student on; the signed-out test opens them. The staff consoles are the next test's.
    for (const row of [...routesOpenTo('anyone'), ...routesOpenTo('user')].filter((route) => route.name !== 'login' && route.name !== 'signup')) {
      await visit(page, await resolvePath(row, { page, shopper }), row.ready);
    }
    // The tracking page follows the order through a Firestore listener, which the policy must let through.
    await expect.poll(firestoreRequests).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('the vendor console and the admin dashboard, with their live listeners, have no violation', async ({ browser, shopper }, testInfo) => {
    for (const role of ['vendor', 'admin'] as const) {
      for (const row of routesOpenTo(role)) {
        const page = await newProjectPage(browser, testInfo);
        try {
          const violations = await watchViolations(page);
          const firestoreRequests = countFirestoreRequests(page);
          await logIn(page, DEMO_STAFF[role]);
          const path = await resolvePath(row, { page, shopper });
          await visit(page, path, row.ready);
          await expect.poll(firestoreRequests).toBeGreaterThan(0);
          expect(violations, path).toEqual([]);
        } finally {
          await page.context().close();
        }
      }
    }
  });
});
