import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { MAX_ACTIVE_ORDERS } from '../../common/src/checkout';
import { REGISTRATION_INCOMPLETE_MESSAGE } from '../../common/src/registration';
import { hitsOf, RATE_LIMITS } from '../../functions/src/lib/rateLimit';
import { callFunction, callHosting, hostingUrl, useApi, type ApiAnswer } from '../support/api';
import { adminDb } from '../support/firestore';
import { firstSlotsOffered, LONG_AGO } from '../support/clock';
import { saveHostelAddress } from '../support/shopping';
import { createTestUser, hostellerRegistration } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

// Defences against abuse, through the Hosting URL where the function runtime matters (its body parser, its
// many workers), in-process where a test needs its own client address. The dish is Spice Route Dhaba's, a demo
// eatery without opening hours, so it is ordered at any hour (docs/product.md#demo-data).

const call = useApi();
const callOtherInstance = useApi();

function expectErrorShape(answer: ApiAnswer, status: number, code: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body).toMatchObject({ success: false, message: expect.any(String), error: { code } });
  expect(answer.text).not.toMatch(/<html|<pre|\bat .+\.js:\d+|\/work\/|node_modules/i);
}

const authEmulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
async function anonymousToken(): Promise<string> {
  const response = await fetch(`${authEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

describe('only registered students order', () => {
  it('refuses an anonymous or unregistered account a cart and an order, telling it to finish signing up', async () => {
    const unregistered = await createTestUser({ profile: false });
    for (const token of [await anonymousToken(), unregistered.token]) {
      const add = await callHosting('/api/v1/cart', { method: 'POST', token, body: { menuItemId: 'chickenBiryani' } });
      expectErrorShape(add, 403, 'permission-denied');
      expect(add.body.message).toBe(REGISTRATION_INCOMPLETE_MESSAGE);
      expect(add.body.error.details.reason).toBe('registration-incomplete');
      const order = await callHosting('/api/v1/payments/orders', { method: 'POST', token, body: { addressId: 'someAddress', paymentMethod: 'cod' } });
      expectErrorShape(order, 403, 'permission-denied');
    }
    expect((await adminDb.collection(COLLECTIONS.carts).doc(unregistered.uid).get()).exists).toBe(false);
  });

  it(`lets a student have at most ${MAX_ACTIVE_ORDERS} orders on their way`, async () => {
    const student = await createTestUser();
    const addressId = await saveHostelAddress(student);
    const order = async () => {
      await callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { menuItemId: 'chickenBiryani' } });
      return callHosting('/api/v1/payments/orders', { method: 'POST', token: student.token, body: { addressId, paymentMethod: 'cod' } });
    };
    for (let placed = 0; placed < MAX_ACTIVE_ORDERS; placed++) expect((await order()).status).toBe(201);
    const refused = await order();
    expectErrorShape(refused, 429, 'resource-exhausted');
    expect(refused.body.message).toBe(`You already have ${MAX_ACTIVE_ORDERS} orders on their way. Place another once one of them is delivered.`);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await adminDb.collection(COLLECTIONS.orders).where('uid', '==', student.uid).get()).size).toBe(MAX_ACTIVE_ORDERS);
    // The cart is still there to order once one arrives.
    expect((await callHosting('/api/v1/cart', { token: student.token })).body.data.items).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('hold across function workers for a signed-in student’s writes, and a refused write changes nothing', async () => {
    const student = await createTestUser();
    const { max } = RATE_LIMITS.account;
    const save = (index: number) =>
      callHosting('/api/v1/users/addresses', {
        method: 'POST',
        token: student.token,
        body: { label: `Place ${index}`, street: 'Block A', phone: '+919812345678' },
      });
    const deleteOne = (id: string) => callHosting(`/api/v1/users/addresses/${id}`, { method: 'DELETE', token: student.token });
    // Saves and deletes, ten at a time (several workers), up to the limit: the book never reaches its own cap.
    let used = 0;
    while (used < max) {
      const saved = await Promise.all(Array.from({ length: Math.min(5, (max - used) / 2) }, (_, index) => save(used + index)));
      used += saved.length;
      const deleted = await Promise.all(saved.map((answer) => deleteOne(answer.body.address._id)));
      used += deleted.length;
      for (const answer of [...saved, ...deleted]) expect(answer.status, answer.text).toBeLessThan(300);
    }
    const over = await save(max);
    expectErrorShape(over, 429, 'resource-exhausted');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await adminDb.collection(COLLECTIONS.addresses).where('uid', '==', student.uid).get()).size).toBe(0);
  });

  // In-process, as deployed behind Hosting: two proxies append to X-Forwarded-For (Hosting's CDN the client's
  // address, Google's front end the CDN's), so the client is the second entry from the end (docs/architecture.md).
  it('cut off a loop of lucky-draw entries from one address, on any instance, and spare other addresses', async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    try {
      const octet = () => Math.floor(Math.random() * 250);
      const client = `203.0.113.${octet()}`;
      const cdn = () => `10.${octet()}.${octet()}.${octet()}`;
      const enter = (instance: typeof call, index: number, from = `${client}, ${cdn()}`) =>
        instance('/api/v1/luckyDraw', {
          method: 'POST',
          body: { name: 'Loop', email: `loop-${randomUUID()}-${index}@test.campuseats.test`, mobile: '9812345678' },
          headers: { 'X-Forwarded-For': from },
        });
      const { max } = RATE_LIMITS.luckyDraw;
      for (let index = 0; index < max; index += 10) {
        const answers = await Promise.all(Array.from({ length: 10 }, (_, offset) => enter(offset % 2 ? callOtherInstance : call, index + offset)));
        for (const answer of answers) expect(answer.status, answer.text).toBe(201);
      }
      const over = await enter(call, max);
      expectErrorShape(over, 429, 'resource-exhausted');
      expect(over.headers.get('retry-after')).not.toBeNull();
      // Only the proxies' entries count: one the client wrote before them is still the same client.
      expect((await enter(callOtherInstance, max + 1, `198.51.100.7, ${client}, ${cdn()}`)).status).toBe(429);
      expect((await enter(call, max + 2, `192.0.2.${octet()}, ${cdn()}`)).status).toBe(201);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('request bodies, through the function runtime', () => {
  it('take JSON only, at most 32 KB, uncompressed, and answer each refusal in the error shape', async () => {
    const student = await createTestUser();
    const url = `${hostingUrl()}/api/v1/cart`;
    const send = async (body: BodyInit, headers: Record<string, string>) => {
      const response = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${student.token}`, ...headers }, body });
      const text = await response.text();
      return { status: response.status, text, body: JSON.parse(text), headers: response.headers, ms: 0 } as ApiAnswer;
    };
    expectErrorShape(await send('menuItemId=chickenBiryani', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415, 'unsupported-media-type');
    expectErrorShape(await send('chickenBiryani', { 'Content-Type': 'text/plain' }), 415, 'unsupported-media-type');
    expectErrorShape(await send('{"menuItemId": "chickenBiryani",', { 'Content-Type': 'application/json' }), 400, 'invalid-argument');
    expectErrorShape(await send(JSON.stringify({ menuItemId: 'x'.repeat(33 * 1024) }), { 'Content-Type': 'application/json' }), 413, 'payload-too-large');
    const compressed = gzipSync(JSON.stringify({ menuItemId: 'chickenBiryani', padding: ' '.repeat(200_000) }));
    expectErrorShape(await send(compressed, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }), 415, 'unsupported-media-type');
    expect((await adminDb.collection(COLLECTIONS.carts).doc(student.uid).get()).exists).toBe(false);
  });
});

describe('per-address limits, through Hosting and on the function URL', () => {
  const octet = () => Math.floor(Math.random() * 250);
  const forgedAddresses = () => Array.from({ length: 4 }, () => `198.18.${octet()}.${octet()}`);
  /** No hit was counted against any of `addresses`: the limit did not take them for the client's. */
  const expectNoHitsFor = async (limit: 'luckyDraw' | 'registration', addresses: string[]) => {
    for (const address of addresses) expect((await hitsOf(limit, address).get()).size, `${limit} counted against ${address}`).toBe(0);
  };

  it('count lucky-draw entries against an address the client cannot choose, whatever X-Forwarded-For says', async () => {
    const forged = forgedAddresses();
    for (const [index, address] of forged.entries()) {
      const answer = await (index % 2 ? callFunction : callHosting)('/api/v1/luckyDraw', {
        method: 'POST',
        body: { name: 'Forger', email: `forged-${randomUUID()}@test.campuseats.test`, mobile: '9812345678' },
        headers: { 'X-Forwarded-For': address },
      });
      expect(answer.status, answer.text).toBe(201);
    }
    await expectNoHitsFor('luckyDraw', forged);
  });

  it('count signups against an address the client cannot choose, whatever X-Forwarded-For says', async () => {
    const forged = forgedAddresses();
    for (const [index, address] of forged.entries()) {
      const account = await createTestUser({ profile: false });
      const answer = await (index % 2 ? callFunction : callHosting)('/api/v1/auth/register', {
        method: 'POST',
        token: account.token,
        body: hostellerRegistration(account, { name: { first: 'Forged', last: 'Address' } }),
        headers: { 'X-Forwarded-For': address },
      });
      expect(answer.status, answer.text).toBe(201);
    }
    await expectNoHitsFor('registration', forged);
  });
});

describe('fault injection', () => {
  it("is not something a client can ask for: X-Test-Fault without the test run's key changes nothing", async () => {
    for (const call of [callHosting, callFunction]) {
      const student = await createTestUser({ walletBalance: 0 });
      const addressId = await saveHostelAddress(student);
      expect((await call('/api/v1/cart', { method: 'POST', token: student.token, body: { menuItemId: 'chickenBiryani' } })).status).toBe(200);
      const placed = await call('/api/v1/payments/orders', {
        method: 'POST',
        token: student.token,
        body: { addressId, paymentMethod: 'cod' },
        headers: { 'Idempotency-Key': randomUUID(), 'X-Test-Fault': 'before-commit:throw', 'X-Test-Fault-Key': 'guessed' },
      });
      expect(placed.status, placed.text).toBe(201);
    }
  });

  it("nor can a client move the server's clock: X-Test-Now without the run's key leaves the wall clock's time", async () => {
    const guessed = await firstSlotsOffered([callHosting, callFunction], { 'X-Test-Now': LONG_AGO, 'X-Test-Fault-Key': 'guessed' });
    const keyless = await firstSlotsOffered([callHosting, callFunction], { 'X-Test-Now': LONG_AGO });
    for (const slot of [...guessed, ...keyless]) expect(slot?.start).not.toBe(LONG_AGO);
  });
});

describe('addresses', () => {
  it('are saved by registered students only: not by an unregistered account or a vendor', async () => {
    const [unregistered, vendor] = await Promise.all([createTestUser({ profile: false }), createTestUser({ role: 'vendor', profile: false })]);
    const body = { label: 'Hostel', street: 'Block A', phone: '+919812345678' };
    for (const token of [await anonymousToken(), unregistered.token, vendor.token]) {
      const saved = await callHosting('/api/v1/users/addresses', { method: 'POST', token, body });
      expect(saved.status, saved.text).toBe(403);
      expectErrorShape(saved, 403, 'permission-denied');
    }
    for (const uid of [unregistered.uid, vendor.uid]) expect((await adminDb.collection(COLLECTIONS.addresses).where('uid', '==', uid).get()).size).toBe(0);
  });
});
