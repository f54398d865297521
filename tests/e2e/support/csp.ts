import type { Page } from '@playwright/test';

// The Content-Security-Policy Hosting serves (firebase.json; the emulators' copy also allows the Auth and
// Firestore emulators, scripts/emulators.mjs): what the specs watch for. See docs/architecture.md ("Security headers").

const FIRESTORE_EMULATOR = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    reportCspViolation?: (violation: Omit<CspViolation, 'page'>) => void;
  }
}

/**
 * Records every CSP violation of `page` from the first moment of every document it opens: the listener is added
 * by an init script, which runs before any script of the page, so a blocked inline script of the HTML is caught.
 * Chromium also logs each violation on the console; that catches what the document's event does not (a worker's).
 * Call it before the page opens anything.
 */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Omit<CspViolation, 'page'>) => violations.push({ page: page.url(), ...violation }));
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

/** Counts the requests `page` makes to the Firestore emulator (the live listeners' channel, which the policy must let through). */
export function countFirestoreRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).host === FIRESTORE_EMULATOR) count += 1;
  });
  return () => count;
}
