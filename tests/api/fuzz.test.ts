import { createHash } from 'node:crypto';
import { FieldPath } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHosting, hostingUrl, useApi } from '../support/api';
import { warmFunctionWorkers } from '../support/functionWorkers';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../support/ownedEatery';
import { orderOf } from '../support/reviews';
import { saveHostelAddress } from '../support/shopping';
import { createTestUser, type TestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';
import { DISH_IMAGES } from '../../common/src/menuEditor';
import { PLAIN_TEXT_MESSAGE } from '../../common/src/text';

// Generated bad requests over every endpoint and method, through the Hosting URL (Hosting, the function
// runtime's body parser, many workers): none may answer 5xx, every refusal is in the API's error shape with no
// HTML, stack trace or path, and nothing the fuzzing accounts own changes. The generator is seeded: a failure
// prints the request that caused it, and the same seed sends the same requests again.

const REQUESTS = 2_400;
const CONCURRENCY = 6;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** mulberry32: a small seeded generator, so a run can be repeated exactly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, int: (max: number) => Math.floor(next() * max) };
}
type Random = ReturnType<typeof generator>;

const ROUTES: [method: string, path: string][] = [
  ['GET', '/vendors/restaurants'],
  ['GET', '/vendors/restaurants/:id'],
  ['POST', '/auth/register'],
  ['GET', '/auth/verify'],
  ['PUT', '/users/me'],
  ['GET', '/users/addresses'],
  ['POST', '/users/addresses'],
  ['PUT', '/users/addresses/:id'],
  ['DELETE', '/users/addresses/:id'],
  ['PATCH', '/users/addresses/:id/default'],
  ['GET', '/cart'],
  ['POST', '/cart'],
  ['PATCH', '/cart/item'],
  ['POST', '/cart/merge'],
  ['GET', '/payments/wallet'],
  ['POST', '/payments/orders'],
  ['GET', '/orders/prevOrders'],
  ['GET', '/orders/:id'],
  ['POST', '/orders/:id/reorder'],
  ['POST', '/orders/:id/cancel'],
  ['POST', '/luckyDraw'],
  ['GET', '/vendor/restaurant'],
  ['PATCH', '/vendor/restaurant'],
  ['GET', '/vendor/orders'],
  ['PATCH', '/vendor/orders/:id'],
  // Methods and paths nobody serves.
  ['DELETE', '/cart'],
  ['PUT', '/vendors/restaurants'],
  ['POST', '/admin/everything'],
  // Not here: a path with an encoded slash (`..%2f..%2fusers`), which the Hosting emulator answers itself with
  // an HTML 404 ("Cannot GET") before any function runs; the function answers it in JSON when called directly.
];

const BAD_IDS = ['..', '.', 'a/b', 'x'.repeat(300), '%00', '%2e%2e%2f', '😀', '__proto__', 'constructor', ' ', 'noSuchThing42', "1' OR '1'='1", '<script>'];
const STRANGE_TEXT = [
  '',
  ' ',
  '\u0000',
  '\u202e',
  '😀'.repeat(50),
  '\uffff\ud800',
  'a\udc00b',
  'a\u0000b',
  '\u001b[31mred',
  'a\rb\u0085',
  'left\u2066right',
  '%s%n',
  '../../',
  '{"a":1}',
  'null',
  '<img src=x onerror=alert(1)>',
  'a'.repeat(5_000),
];
/** Percent-escapes that decode to nothing: cut short, not hex, or not UTF-8. */
const MALFORMED_ESCAPES = ['%E0%A4%A', '%', '%ZZ', '%C0%AF', '%ED%A0%80', 'a%2', '%FF'];
const BAD_CURSORS = ['', 'bad.cursor', 'x'.repeat(1_000), '%00', '-1', '[]', 'noSuchOrder'];

function strangeValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 3 ? 6 : 9)) {
    case 0:
      return random.pick(STRANGE_TEXT);
    case 1:
      return random.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 51, 10_000]);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return random.pick(BAD_IDS);
    case 4:
      return `fuzz-${random.int(1000)}@fuzz.campuseats.test`;
    case 5:
      return [];
    case 6:
      return Array.from({ length: random.int(5) }, () => strangeValue(random, depth + 1));
    case 7:
      return Object.fromEntries(Array.from({ length: random.int(5) }, () => [random.pick(FIELD_NAMES), strangeValue(random, depth + 1)]));
    default:
      return { [random.pick(FIELD_NAMES)]: strangeValue(random, depth + 1) };
  }
}

const FIELD_NAMES = [
  'menuItemId',
  'vendorId',
  'quantity',
  'replaceCart',
  'items',
  'addressId',
  'paymentMethod',
  'useWallet',
  'expectedTotal',
  'status',
  'reason',
  'isOpen',
  'label',
  'street',
  'city',
  'state',
  'zipCode',
  'phone',
  'landmark',
  'name',
  'email',
  'mobile',
  'firebaseUid',
  'yearOfStudy',
  'accommodation',
  'hostelDetails',
  'offCampusAddress',
  'price',
  'total',
  'role',
  'uid',
  'walletBalance',
  'ownerUid',
  '__proto__',
  'constructor',
  'prototype',
];

/** A body as text: JSON of strange values, JSON that is not quite JSON, deep nesting, or far too much of it. */
function strangeBody(random: Random): string | undefined {
  switch (random.int(10)) {
    case 0:
      return undefined;
    case 1:
      return '{"menuItemId": ';
    case 2:
      return `${'['.repeat(2_000)}${']'.repeat(2_000)}`;
    case 3:
      return JSON.stringify({ padding: 'x'.repeat(40_000) });
    case 4:
      return '{"__proto__": {"isAdmin": true, "role": "admin"}, "constructor": {"prototype": {"polluted": true}}}';
    case 5:
      return '\u0000\u0001\u0002';
    default:
      return JSON.stringify(strangeValue(random));
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  '',
];

function strangeQuery(random: Random): string {
  const pairs = Array.from({ length: random.int(4) }, () => {
    const key = random.pick(['search', 'page', 'limit', 'category', 'diet', 'sort', 'status', 'cursor', 'limit', '__proto__[x]', 'a[b][c]']);
    // Query values stay under 2,000 characters: a request line past Node's 16 KB header limit is answered 431 by
    // the HTTP server in front of the function (the Hosting emulator's; on deploy Google's front end), never by it.
    const value =
      key === 'cursor' ? random.pick(BAD_CURSORS) : String(random.pick([...STRANGE_TEXT.slice(0, 9), 'a'.repeat(1_900), '0', '-3', '1e9', 'Biryani', 'PRICE']));
    // A URL cannot carry a lone surrogate (bodies do): it becomes U+FFFD here.
    // Now and then a malformed percent-escape as it is, which a query may carry to the function.
    if (random.next() < 0.15) return `${encodeURIComponent(key)}=${random.pick(MALFORMED_ESCAPES)}`;
    return `${encodeURIComponent(key)}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'))}`;
  });
  return pairs.length ? `?${pairs.join('&')}` : '';
}

interface Actors {
  student: TestUser;
  vendor: TestUser;
  eatery: OwnedEatery;
  addressId: string;
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function strangeRequest(random: Random, actors: Actors): FuzzRequest {
  const [method, template] = random.pick(ROUTES);
  // Real ids now and then, so that checks past "not found" run too; never for a DELETE, which would be a good request.
  const id = method !== 'DELETE' && random.next() < 0.2 ? random.pick([actors.addressId, actors.eatery.id]) : random.pick(BAD_IDS);
  const path = `/api/v1${template.replace(':id', encodeURIComponent(id))}${random.next() < 0.5 ? strangeQuery(random) : ''}`;
  const headers: Record<string, string> = {};
  const token = random.pick([
    undefined,
    actors.student.token,
    actors.vendor.token,
    'garbage',
    // A token whose header says it needs no signature, and a real one with its signature cut off.
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(`{"user_id":"${actors.student.uid}","role":"admin"}`).toString('base64url')}.`,
    actors.student.token.split('.').slice(0, 2).join('.'),
  ]);
  if (token) headers.Authorization = random.next() < 0.9 ? `Bearer ${token}` : `Basic ${token}`;
  const body = method === 'GET' ? undefined : strangeBody(random);
  const contentType = random.pick(CONTENT_TYPES);
  if (body !== undefined && contentType) headers['Content-Type'] = contentType;
  if (random.next() < 0.05) headers['Content-Encoding'] = 'gzip';
  if (random.next() < 0.05) headers['Idempotency-Key'] = random.pick(['short', 'has spaces', 'x'.repeat(200), 'fuzzKey12345']);
  return { method, path, headers, body };
}

/** What the fuzzing accounts own, as one fingerprint: it must be the same after the run. */
async function fingerprintOf(actors: Actors): Promise<string> {
  const [user, vendorUser, cart, addresses, orders, eatery, dishes, entries] = await Promise.all([
    adminDb.collection(COLLECTIONS.users).doc(actors.student.uid).get(),
    adminDb.collection(COLLECTIONS.users).doc(actors.vendor.uid).get(),
    adminDb.collection(COLLECTIONS.carts).doc(actors.student.uid).get(),
    adminDb.collection(COLLECTIONS.addresses).where('uid', '==', actors.student.uid).get(),
    adminDb.collection(COLLECTIONS.orders).where('uid', '==', actors.student.uid).get(),
    adminDb.collection(COLLECTIONS.vendors).doc(actors.eatery.id).get(),
    adminDb.collection(COLLECTIONS.vendors).doc(actors.eatery.id).collection(COLLECTIONS.menuItems).get(),
    adminDb.collection(COLLECTIONS.luckyDrawEntries).where(FieldPath.documentId(), '>=', 'fuzz-').where(FieldPath.documentId(), '<', 'fuzz.').get(),
  ]);
  const documents = [user, vendorUser, cart, ...addresses.docs, ...orders.docs, eatery, ...dishes.docs, ...entries.docs].map((doc) => [
    doc.ref.path,
    doc.exists ? JSON.stringify(doc.data()) : null,
  ]);
  return createHash('sha256').update(JSON.stringify(documents)).digest('hex');
}

let actors: Actors;

beforeAll(async () => {
  const [student, vendor] = await Promise.all([createTestUser({ walletBalance: 500 }), createTestUser({ role: 'vendor', profile: false })]);
  actors = { student, vendor, eatery: await createOwnedEatery(adminDb, vendor.uid), addressId: await saveHostelAddress(student) };
  await warmFunctionWorkers(CONCURRENCY);
}, 240_000);

afterAll(() => deleteOwnedEatery(adminDb, actors.eatery));

describe('fuzzing every endpoint through Hosting', () => {
  it(`answers ${REQUESTS} generated bad requests without a 5xx, in the error shape, changing nothing`, { timeout: 300_000 }, async () => {
    const before = await fingerprintOf(actors);
    const random = generator(SEED);
    const requests = Array.from({ length: REQUESTS }, () => strangeRequest(random, actors));
    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    let refusals = 0;

    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const response = await fetch(`${hostingUrl()}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
        const text = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        const describe = () =>
          `${request.method} ${request.path.slice(0, 120)} ${JSON.stringify(request.headers).slice(0, 200)} ${String(request.body).slice(0, 120)} -> ${response.status} ${text.slice(0, 200)}`;
        if (response.status >= 500) failures.push(`5xx: ${describe()}`);
        if (/<html|<pre|\bat .+\.js:\d+|\/work\/|node_modules/i.test(text)) failures.push(`leak: ${describe()}`);
        if (response.status >= 400) {
          refusals += 1;
          let body: { success?: unknown; message?: unknown; error?: { code?: unknown; message?: unknown } } | undefined;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          const inShape =
            body?.success === false && typeof body.message === 'string' && typeof body.error?.code === 'string' && body.error.message === body.message;
          if (!inShape) failures.push(`shape: ${describe()}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    console.log(`fuzz (seed ${SEED}): ${REQUESTS} requests over ${ROUTES.length} routes, ${refusals} refused; statuses ${JSON.stringify(statuses)}`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(refusals).toBeGreaterThan(REQUESTS * 0.8);
    expect(await fingerprintOf(actors)).toBe(before);
  });
});

describe('text no one can store, through Hosting', () => {
  const NOT_PLAIN = ['a\uD800b', 'a\uDC00b', 'a\u0000b', 'a\u001Bb', 'a\u202Eb'];

  it('answers 400 in the error shape for a lone surrogate or a control character in any stored text, and stores nothing', async () => {
    const orderId = await orderOf(actors.student, actors.eatery);
    const before = await fingerprintOf(actors);
    const dish = { name: 'Samosa', desc: 'Two', price: 30, category: 'Snacks', veg: true, image: DISH_IMAGES[0] };
    const requests: [method: string, path: string, token: string | undefined, body: (text: string) => unknown][] = [
      ['POST', '/api/v1/users/addresses', actors.student.token, (text) => ({ label: 'Hostel', street: text, phone: '+919812345678' })],
      ['POST', '/api/v1/users/addresses', actors.student.token, (text) => ({ label: 'Hostel', street: 'Block A', landmark: text, phone: '+919812345678' })],
      ['PUT', '/api/v1/users/me', actors.student.token, (text) => ({ name: { first: text, last: 'Test' }, email: actors.student.email })],
      ['POST', '/api/v1/luckyDraw', undefined, (text) => ({ name: text, email: `fuzz-plain-${text.length}@fuzz.campuseats.test`, mobile: '9812345678' })],
      ['POST', `/api/v1/orders/${orderId}/review`, actors.student.token, (text) => ({ rating: 4, comment: text })],
      ['POST', '/api/v1/vendor/menu/items', actors.vendor.token, (text) => ({ ...dish, name: text })],
      ['POST', '/api/v1/vendor/menu/items', actors.vendor.token, (text) => ({ ...dish, desc: text })],
    ];
    const failures: string[] = [];
    for (const [method, path, token, body] of requests) {
      for (const text of NOT_PLAIN) {
        const answer = await callHosting(path, { method, token, body: body(text) });
        const inShape = answer.body?.success === false && answer.body.error?.code === 'invalid-argument' && answer.body.message?.endsWith(PLAIN_TEXT_MESSAGE);
        if (answer.status !== 400 || !inShape) failures.push(`${method} ${path} ${JSON.stringify(text)} -> ${answer.status} ${answer.text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprintOf(actors)).toBe(before);
    expect((await adminDb.collection(COLLECTIONS.reviews).doc(orderId).get()).exists).toBe(false);
  });
});

describe('malformed percent-escapes in paths', () => {
  // Through the emulators a malformed escape in a path never reaches the function: the Hosting emulator answers its
  // own 500 ("Unexpected error occurred.") and the Functions emulator's front its own 400 page before any worker runs
  // (docs/architecture.md, "Where a request enters"). The app answers every one of them itself in-process, and
  // behind the runtime's own Express in functions/src/lib/runtimeBodyParsers.test.ts.
  const call = useApi();

  it('answers every route with a malformed escape in the path in the error shape, 400, without a stack trace', async () => {
    const failures: string[] = [];
    for (const [method, template] of ROUTES) {
      for (const escape of MALFORMED_ESCAPES) {
        const path = template.includes(':id') ? template.replace(':id', escape) : `${template}/${escape}`;
        const answer = await call(`/api/v1${path}`, { method, token: actors.student.token, body: method === 'GET' ? undefined : {} });
        const leak = /<html|<pre|\bat .+\.js:\d+|\/work\/|node_modules/i.test(answer.text);
        const inShape = answer.body?.success === false && typeof answer.body.error?.code === 'string';
        if (answer.status >= 500 || leak || !inShape) failures.push(`${method} ${path} -> ${answer.status} ${answer.text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    const orders = await call('/api/v1/orders/%E0%A4%A', { token: actors.student.token });
    expect(orders.status).toBe(400);
    expect(orders.body).toMatchObject({ success: false, message: 'The address of this request is not valid', error: { code: 'invalid-argument' } });
  });
});
