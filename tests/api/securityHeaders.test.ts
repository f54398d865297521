import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api';

// Through the Hosting URL, as a browser gets them: Hosting's headers come from the emulators' copy of firebase.json
// (scripts/emulators.mjs), the API's from the function (functions/src/lib/securityHeaders.ts) under the real
// function runtime. See docs/architecture.md ("Security headers").
const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:5000';
const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const firestoreEmulator = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;

const GOOGLE_ENDPOINTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com'];

/** A Content-Security-Policy as directive name → its sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'Content-Security-Policy').toBeTruthy();
  const parsed = new Map<string, string[]>();
  for (const directive of policy!.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    expect(parsed.has(name), `${name} appears once`).toBe(false);
    parsed.set(name, sources);
  }
  return parsed;
}

/** A script element the browser runs: no `type`, or a JavaScript one (a `type="application/json"` block is data). */
const runs = (attributes: string) => {
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || ['module', 'text/javascript', 'application/javascript'].includes(type);
};

/** The CSP source of each inline script of a page, computed here independently of the build's own check. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes!) && runs(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
}

/** The policy `firebase deploy` serves: firebase.json's own, with no emulator in it. */
function deployedPolicy(): string {
  const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: { headers: { key: string; value: string }[] }[] };
  };
  const policies = config.hosting.headers.flatMap((entry) => entry.headers).filter((header) => header.key === 'Content-Security-Policy');
  expect(policies).toHaveLength(1);
  return policies[0]!.value;
}

function expectPageHeaders(headers: Headers, path: string) {
  const policy = directives(headers.get('content-security-policy'));
  expect(policy.get('default-src'), path).toEqual(["'self'"]);
  const scriptSrc = policy.get('script-src')!;
  expect(scriptSrc[0], path).toBe("'self'");
  // Nothing but 'self' and hashes: no 'unsafe-inline', 'unsafe-eval', 'unsafe-hashes', wildcard or other host.
  for (const source of scriptSrc.slice(1)) expect(source, path).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  // Emotion (MUI) writes <style> tags at run time, and React's style props are inline styles: see docs/architecture.md.
  expect(policy.get('style-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('img-src'), path).toEqual(["'self'", 'data:']);
  expect(policy.get('font-src'), path).toEqual(["'self'"]);
  expect(policy.get('connect-src'), path).toEqual(["'self'", ...GOOGLE_ENDPOINTS, authEmulator, firestoreEmulator]);
  expect(policy.get('object-src'), path).toEqual(["'none'"]);
  expect(policy.get('base-uri'), path).toEqual(["'self'"]);
  expect(policy.get('form-action'), path).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
  expect(headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(headers.get('x-frame-options'), path).toBe('DENY');
  // Not no-referrer: a deployment may restrict its Firebase API key to the app's own referrer.
  expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(headers.get('permissions-policy'), path).toContain(`${feature}=()`);
  expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
  const hsts = /^max-age=(\d+); includeSubDomains$/.exec(headers.get('strict-transport-security') ?? '');
  expect(Number(hsts?.[1]), `${path}: HSTS of a year or more`).toBeGreaterThanOrEqual(31_536_000);
  expect(headers.get('x-powered-by'), path).toBeNull();
}

/**
 * `throughHosting`: the Functions emulator's own Express server, which relays each answer from the worker that
 * runs our function, adds `X-Powered-By: Express` outside our code (firebase-tools' functionsEmulator.js); the
 * Functions Framework that runs the function on deploy disables it, and our app removes the worker's own.
 */
function expectApiHeaders(headers: Headers, what: string, { throughHosting }: { throughHosting: boolean }) {
  const policy = directives(headers.get('content-security-policy'));
  expect(policy.get('default-src'), what).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
  // The pages' policy must not reach the API (firebase.json's page headers leave /api/ out).
  expect(headers.get('permissions-policy'), what).toBeNull();
  if (!throughHosting) expect(headers.get('x-powered-by'), what).toBeNull();
}

describe('Security headers on Hosting', () => {
  it('every page carries them, and script-src allows exactly the inline scripts the page has', async () => {
    for (const path of [
      '/',
      '/home',
      '/restaurants',
      '/restaurants/someId',
      '/login',
      '/orders',
      '/orders/someOrder',
      '/cart',
      '/profile',
      '/vendor/dashboard',
    ]) {
      const response = await fetch(`${appUrl}${path}`);
      expect(response.status, path).toBe(200);
      expectPageHeaders(response.headers, path);
      const html = await response.text();
      const pageHashes = inlineScriptHashes(html);
      // The theme script runs before the first paint on every page, so every page has that one.
      expect(pageHashes.length, path).toBeGreaterThan(0);
      const allowed = directives(response.headers.get('content-security-policy')).get('script-src')!;
      for (const hash of pageHashes) expect(allowed, `${path}: an inline script the CSP would block`).toContain(hash);
    }
  });

  it('the policy lists one hash, that of the inline script every page carries (the theme), prerendered or not', async () => {
    const used = new Set<string>();
    let allowed: string[] = [];
    for (const path of [
      '/home',
      '/restaurants',
      '/restaurants/nawabsBiryaniHouse',
      '/orders',
      '/orders/anyOrder',
      '/cart',
      '/checkout',
      '/profile',
      '/login',
    ]) {
      const response = await fetch(`${appUrl}${path}`);
      allowed = directives(response.headers.get('content-security-policy')).get('script-src')!.slice(1);
      for (const hash of inlineScriptHashes(await response.text())) used.add(hash);
    }
    expect([...used].sort()).toEqual([...allowed].sort());
    expect(allowed).toHaveLength(1);
  });

  it('scripts, images and icons carry them too', async () => {
    const shell = await (await fetch(`${appUrl}/login`)).text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
    expect(script).toBeDefined();
    for (const path of [script!, '/images/landing/hero.svg', '/logo.svg']) {
      const response = await fetch(`${appUrl}${path}`);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
      expectPageHeaders(response.headers, path);
    }
  });

  it('what firebase deploy serves is the same policy without the emulators', async () => {
    const served = (await fetch(`${appUrl}/home`)).headers.get('content-security-policy');
    const deployed = deployedPolicy();
    expect(deployed).not.toMatch(/127\.0\.0\.1|localhost|http:/);
    expect(directives(deployed).get('connect-src')).toEqual(["'self'", ...GOOGLE_ENDPOINTS]);
    expect(served).toBe(deployed.replace(/(connect-src [^;]*)/, `$1 ${authEmulator} ${firestoreEmulator}`));
  });
});

describe('Security headers on API answers', () => {
  it('an answer, an error answer, an unknown route and a body the runtime refuses carry them through Hosting', async () => {
    const answers: [string, Promise<Response>, number][] = [
      ['a list', fetch(`${appUrl}/api/v1/vendors/restaurants?limit=1`), 200],
      ['bad input', fetch(`${appUrl}/api/v1/vendors/restaurants?limit=0`), 400],
      ['an unknown route', fetch(`${appUrl}/api/v1/nowhere`), 404],
      ['no token', fetch(`${appUrl}/api/v1/cart`), 401],
      // Refused by the function runtime's body parser, before our Express app runs (lib/runtimeBodyParsers.ts).
      ['malformed JSON', fetch(`${appUrl}/api/v1/luckyDraw`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' }), 400],
    ];
    for (const [what, answer, status] of answers) {
      const response = await answer;
      expect(response.status, what).toBe(status);
      expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
      await response.arrayBuffer();
      expectApiHeaders(response.headers, what, { throughHosting: true });
    }
  });
});

describe('Security headers in-process', () => {
  const api = useApi();

  it('the Express app sets them itself, on answers and errors', async () => {
    for (const [path, status] of [
      ['/api/v1/vendors/restaurants?limit=1', 200],
      ['/api/v1/nowhere', 404],
    ] as const) {
      const answer = await api(path);
      expect(answer.status, path).toBe(status);
      expectApiHeaders(answer.headers, path, { throughHosting: false });
    }
  });
});
