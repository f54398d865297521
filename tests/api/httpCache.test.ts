import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_MAX_AGE_S, CDN_MAX_AGE_S, PUBLIC_READ_FRESHNESS_BOUND_S } from '../../functions/src/lib/httpCache';
import { functionUrl, serveAppInProcess } from '../support/api';
import { FIXTURE_EATERIES, writeFixtureEatery } from '../support/fixtureEateries';
import { adminDb } from '../support/firestore';
import { createTestUser, type TestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

// Caching headers are only worth anything if they survive the way a browser reaches the API: Hosting's rewrite
// to the function (the functions emulator's runtime, as deployed). Every check runs there, and in-process.
// Requests go out through node:http, which adds no header of its own: fetch() adds `Cache-Control: no-cache`
// to any request carrying If-None-Match, which a browser revalidating its cache does not send.
const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:5000';
let inProcessUrl = '';
let server: Server;

interface Answer {
  status: number;
  text: string;
  headers: IncomingHttpHeaders;
}
type Get = (path: string, headers?: Record<string, string>) => Promise<Answer>;

function getFrom(base: () => string): Get {
  return (path, headers = {}) =>
    new Promise((resolve, reject) => {
      const request = httpGet(`${base()}${path}`, { headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
}

const ways: Record<string, Get> = {
  'through Hosting': getFrom(() => appUrl),
  "on the function's own URL": getFrom(functionUrl),
  'in-process': getFrom(() => inProcessUrl),
};

const kitchen = FIXTURE_EATERIES.caching;
const PUBLIC_READS = {
  'the eatery list': '/api/v1/vendors/restaurants?sort=rating&limit=5',
  'a menu': `/api/v1/vendors/restaurants/${kitchen.id}`,
};

/** The directives of a Cache-Control header, e.g. { public: true, 'max-age': 30 }. */
function directives(header: string | undefined): Record<string, number | true> {
  const entries = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', value] = part.split('=');
      return [name.toLowerCase(), value === undefined ? true : Number(value)] as const;
    });
  return Object.fromEntries(entries);
}

let student: TestUser;
beforeAll(async () => {
  ({ server, baseUrl: inProcessUrl } = await serveAppInProcess());
  student = await createTestUser({ walletBalance: 100 });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await writeFixtureEatery(adminDb, kitchen);
});

it('keeps the written freshness bound: a closed eatery shows closed in lists within 90 s', () => {
  expect(BROWSER_MAX_AGE_S).toBeLessThanOrEqual(CDN_MAX_AGE_S);
  expect(PUBLIC_READ_FRESHNESS_BOUND_S).toBe(BROWSER_MAX_AGE_S + CDN_MAX_AGE_S);
  expect(PUBLIC_READ_FRESHNESS_BOUND_S).toBeLessThanOrEqual(90);
});

describe.each(Object.entries(ways))('HTTP caching %s', (way, get) => {
  describe.each(Object.entries(PUBLIC_READS))('%s', (_read, path) => {
    it('is public for browsers and the CDN, with an ETag', async () => {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(directives(answer.headers['cache-control'])).toEqual({ public: true, 'max-age': BROWSER_MAX_AGE_S, 's-maxage': CDN_MAX_AGE_S });
      expect(answer.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    });

    // The emulators configure no public origin (functions/.env.demo-campuseats), so images are paths on the app's own origin.
    it('carries image URLs that no request header chose, as the same for every caller', async () => {
      const plain = await get(path);
      const forged = await get(path, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript', Host: 'evil.example' });
      expect(forged.status).toBe(200);
      expect(forged.text).toBe(plain.text);
      const images = [...plain.text.matchAll(/"image":"([^"]*)"/g)].map(([, image]) => image);
      expect(images.length).toBeGreaterThan(0);
      // On the origin the configuration names (PUBLIC_BASE_URL: the Hosting emulator's on the emulators), never a header's.
      for (const image of images) expect(image?.startsWith(`${appUrl}/images/`), image).toBe(true);
    });

    it('answers 304 with no body to a matching If-None-Match, and 200 to a stale one', async () => {
      const first = await get(path);
      const etag = first.headers.etag!;
      const again = await get(path, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(directives(again.headers['cache-control']).public).toBe(true);

      const stale = await get(path, { 'If-None-Match': 'W/"not-the-current-answer"' });
      expect(stale.status).toBe(200);
      expect(stale.text).toBe(first.text);
    });
  });

  it("changes a menu's ETag when the menu changes, so a revalidation gets the new menu", async () => {
    const path = PUBLIC_READS['a menu'];
    const before = await get(path);
    const dish = adminDb.collection(COLLECTIONS.vendors).doc(kitchen.id).collection(COLLECTIONS.menuItems).doc('dalTadka');
    const newDesc = `Changed ${Date.now()} ${way}`;
    await dish.update({ desc: newDesc });
    try {
      const after = await get(path, { 'If-None-Match': before.headers.etag! });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.text).toContain(newDesc);
    } finally {
      await writeFixtureEatery(adminDb, kitchen);
    }
  });

  it('keeps errors out of caches: a bad query and an unknown eatery are no-store', async () => {
    for (const path of ['/api/v1/vendors/restaurants?limit=0', '/api/v1/vendors/restaurants/noSuchEatery123']) {
      const answer = await get(path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps every signed-in answer no-store', async () => {
    const authorization = { Authorization: `Bearer ${student.token}` };
    for (const path of ['/api/v1/auth/verify', '/api/v1/cart', '/api/v1/payments/wallet', '/api/v1/orders/prevOrders', '/api/v1/users/addresses']) {
      const answer = await get(path, authorization);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
  });
});
