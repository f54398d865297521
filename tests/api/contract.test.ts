import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIXTURE_EATERIES } from '../support/fixtureEateries';
import { callHosting, type ApiAnswer } from '../support/api';
import { adminDb } from '../support/firestore';
import { saveHostelAddress } from '../support/shopping';
import { createTestUser, type TestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

// The contract a client written to the original API description relies on, sent exactly in its shapes,
// through the Hosting URL (Hosting's rewrite, the function runtime's body parsing, many workers): nothing
// here goes in-process. Our own web app's richer shapes are covered by the other API tests. The dishes are Spice
// Route Dhaba's, a demo eatery without opening hours, so its orders are taken at any hour (docs/product.md#demo-data).

const authEmulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** Creates an account as the original client does (the identity provider's signUp REST call). */
async function signUpWithProvider(email: string, password: string): Promise<{ uid: string; token: string }> {
  const response = await fetch(`${authEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, token: body.idToken };
}

/** Every error the API answers, whatever raised it: JSON with success false and a message a person reads. */
function expectErrorShape(answer: ApiAnswer, status: number): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.body).toMatchObject({ success: false, message: expect.any(String), error: { code: expect.any(String), message: expect.any(String) } });
  expect(answer.body.message).toBe(answer.body.error.message);
  expect(answer.text).not.toMatch(/<html|<pre|\bat .+\.js:\d+|\/work\/|node_modules/i);
}

const SIGNUP_PAYLOAD = (uid: string, email: string) => ({
  firebaseUid: uid,
  email,
  // The original signup form's one "email/phone" field, sent as both.
  phone: email,
  name: { first: 'Asha', last: 'Rao' },
  yearOfStudy: '1st Year',
  accommodation: 'Non-Hosteller',
  offCampusAddress: { addressLine1: '4 Lake View Road', landmark: 'Opposite the bus depot', city: '', state: '', zipCode: '' },
});

describe('a client sending only the documented request shapes, through Hosting', () => {
  // Some fifteen calls in a row, each of which may meet a function worker starting cold.
  it('signs up, fills a cart without naming the eatery, saves a checkout address, orders and reads the order back', { timeout: 60_000 }, async () => {
    const email = `contract-${randomUUID().slice(0, 8)}@test.campuseats.test`;
    const account = await signUpWithProvider(email, 'secret123');

    // Registration needs the new account's own token: without one it is refused and nothing is written.
    expectErrorShape(await callHosting('/api/v1/auth/register', { method: 'POST', body: SIGNUP_PAYLOAD(account.uid, email) }), 401);
    expect((await adminDb.collection(COLLECTIONS.users).doc(account.uid).get()).exists).toBe(false);
    const registered = await callHosting('/api/v1/auth/register', { method: 'POST', token: account.token, body: SIGNUP_PAYLOAD(account.uid, email) });
    expect(registered.status, registered.text).toBe(201);
    const verified = await callHosting('/api/v1/auth/verify', { token: account.token });
    expect(verified.body.user).toMatchObject({ email, phone: '', name: { first: 'Asha', last: 'Rao' } });

    const first = await callHosting('/api/v1/cart', { method: 'POST', token: account.token, body: { menuItemId: 'chickenBiryani', quantity: 2 } });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.vendor).toBe('spiceRouteDhaba');
    // The second dish is found in the cart's eatery; quantity defaults to 1.
    const second = await callHosting('/api/v1/cart', { method: 'POST', token: account.token, body: { menuItemId: 'lucknowiMuttonBiryani' } });
    expect(second.body.data.items.map((line: { menuItem: string; quantity: number; price: number }) => [line.menuItem, line.quantity, line.price])).toEqual([
      ['chickenBiryani', 2, 170],
      ['lucknowiMuttonBiryani', 1, 250],
    ]);
    const updated = await callHosting('/api/v1/cart/item', {
      method: 'PATCH',
      token: account.token,
      body: { menuItemId: 'lucknowiMuttonBiryani', quantity: 0 },
    });
    expect(updated.body.data.items).toHaveLength(1);
    expect((await callHosting('/api/v1/cart', { token: account.token })).body.data.items[0]).toMatchObject({
      _id: 'chickenBiryani',
      menuItem: 'chickenBiryani',
      quantity: 2,
      price: 170,
    });

    const saved = await callHosting('/api/v1/users/addresses', {
      method: 'POST',
      token: account.token,
      body: { label: 'Home', street: '4 Lake View Road', landmark: 'Opposite the bus depot', phone: '+91 98450 12345' },
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body).toMatchObject({ success: true, address: { city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark: 'Opposite the bus depot' } });
    const addresses = await callHosting('/api/v1/users/addresses', { token: account.token });
    const addressId: string = addresses.body.addresses[0]._id;

    const placed = await callHosting('/api/v1/payments/orders', { method: 'POST', token: account.token, body: { addressId, paymentMethod: 'cod' } });
    expect(placed.status, placed.text).toBe(201);
    // 2 x 170 = 340: delivery 25 (from 300), platform fee 5.
    expect(placed.body.order).toMatchObject({ subtotal: 340, deliveryFee: 25, platformFee: 5, total: 370, status: 'placed' });

    // A second tap of "Place order" without a key finds the cart empty: one order.
    const again = await callHosting('/api/v1/payments/orders', { method: 'POST', token: account.token, body: { addressId, paymentMethod: 'cod' } });
    expectErrorShape(again, 412);
    expect(again.body.message).toBe('Your cart is empty');

    const history = await callHosting('/api/v1/orders/prevOrders', { token: account.token });
    expect(history.body.orders.map((order: { id: string }) => order.id)).toEqual([placed.body.order.id]);
  });
});

describe('request shapes and values', () => {
  let student: TestUser;
  const cartOf = async () => (await callHosting('/api/v1/cart', { token: student.token })).body.data;

  it('ignores unknown body fields and never trusts them', async () => {
    student = await createTestUser({ walletBalance: 0 });
    const added = await callHosting('/api/v1/cart', {
      method: 'POST',
      token: student.token,
      body: { menuItemId: 'chickenBiryani', quantity: 1, price: 1, total: 1, uid: 'someoneElse', role: 'admin', walletBalance: 10_000 },
    });
    expect(added.status, added.text).toBe(200);
    expect((await cartOf()).items[0].price).toBe(170);
    const user = (await adminDb.collection(COLLECTIONS.users).doc(student.uid).get()).data();
    expect(user?.walletBalance).toBe(0);
    expect(user?.role).toBeUndefined();

    const addressId = await saveHostelAddress(student);
    const placed = await callHosting('/api/v1/payments/orders', {
      method: 'POST',
      token: student.token,
      body: {
        addressId,
        paymentMethod: 'cod',
        total: 1,
        subtotal: 1,
        walletApplied: 999,
        status: 'delivered',
        uid: 'someoneElse',
        orderNumber: 'CE-FAKE-0000',
      },
    });
    expect(placed.status, placed.text).toBe(201);
    // 170 + delivery 49 + platform 5.
    expect(placed.body.order).toMatchObject({ subtotal: 170, walletApplied: 0, total: 224, status: 'placed' });
    expect(placed.body.order.orderNumber).not.toBe('CE-FAKE-0000');
    expect((await adminDb.collection(COLLECTIONS.orders).doc(placed.body.order.id).get()).get('uid')).toBe(student.uid);
  });

  it('asks for vendorId only when a dish id is on several eateries’ menus', async () => {
    student = await createTestUser();
    // Every fixture eatery serves a "paneerRoll".
    const ambiguous = await callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { menuItemId: 'paneerRoll', quantity: 1 } });
    expectErrorShape(ambiguous, 400);
    expect(ambiguous.body.message).toContain('add vendorId');
    expect(ambiguous.body.error.details.reason).toBe('ambiguous-menu-item');
    expect(ambiguous.body.error.details.vendorIds).toContain(FIXTURE_EATERIES.cart.id);

    const named = await callHosting('/api/v1/cart', {
      method: 'POST',
      token: student.token,
      body: { vendorId: FIXTURE_EATERIES.cart.id, menuItemId: 'paneerRoll' },
    });
    expect(named.status).toBe(200);
    // Once the cart holds that eatery, the bare id means its dish.
    const bare = await callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { menuItemId: 'paneerRoll' } });
    expect(bare.status).toBe(200);
    expect(bare.body.data.items[0]).toMatchObject({ menuItem: 'paneerRoll', quantity: 2 });

    const unknown = await callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { menuItemId: 'noSuchDish' } });
    expectErrorShape(unknown, 404);
  });

  it('matches enum query values in any letter case', async () => {
    const lower = await callHosting('/api/v1/vendors/restaurants?category=biryani&limit=50');
    const mixed = await callHosting('/api/v1/vendors/restaurants?category=Biryani&sort=RATING&diet=Veg&limit=50');
    expect(lower.status).toBe(200);
    expect(mixed.status, mixed.text).toBe(200);
    expect(lower.body.data.length).toBeGreaterThan(0);
    const upper = await callHosting('/api/v1/vendors/restaurants?category=BIRYANI&limit=50');
    // As sets: the default order puts open eateries first, and an eatery may open or close by its hours between reads.
    const ids = (answer: typeof lower) => answer.body.data.map((eatery: { _id: string }) => eatery._id).sort();
    expect(ids(upper)).toEqual(ids(lower));
  });

  it('refuses an off-campus signup only for the fields the form requires, naming them', async () => {
    const email = `contract-${randomUUID().slice(0, 8)}@test.campuseats.test`;
    const account = await signUpWithProvider(email, 'secret123');
    const payload = SIGNUP_PAYLOAD(account.uid, email);
    const noLandmark = await callHosting('/api/v1/auth/register', {
      method: 'POST',
      token: account.token,
      body: { ...payload, offCampusAddress: { ...payload.offCampusAddress, landmark: '' } },
    });
    expectErrorShape(noLandmark, 400);
    expect(noLandmark.body.message).toContain('landmark');
    const noYear = await callHosting('/api/v1/auth/register', { method: 'POST', token: account.token, body: { ...payload, yearOfStudy: '' } });
    expectErrorShape(noYear, 400);
    expect(noYear.body.message).toContain('yearOfStudy');
    expect((await adminDb.collection(COLLECTIONS.users).doc(account.uid).get()).exists).toBe(false);
  });
});

describe('Idempotency-Key on POST /api/v1/payments/orders', () => {
  it('replays the order for the same key and request, and answers 422 for the same key with another request', async () => {
    const student = await createTestUser({ walletBalance: 50 });
    const address = await adminDb.collection(COLLECTIONS.addresses).add({
      uid: student.uid,
      label: 'Hostel',
      street: 'Block A',
      city: 'Campus',
      state: 'Karnataka',
      zipCode: '560012',
      landmark: '',
      phone: '+919812345678',
      isDefault: true,
      createdAt: new Date(),
    });
    // Its own eatery: orders.test.ts closes the orders fixture for a while, which would refuse these adds.
    const add = async (menuItemId: string) => {
      const added = await callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: FIXTURE_EATERIES.contract.id, menuItemId } });
      expect(added.status, added.text).toBe(200);
    };
    const order = (body: Record<string, unknown>, key: string) =>
      callHosting('/api/v1/payments/orders', {
        method: 'POST',
        token: student.token,
        body: { addressId: address.id, paymentMethod: 'cod', ...body },
        headers: { 'Idempotency-Key': key },
      });

    await add('dalTadka');
    const key = randomUUID();
    const placed = await order({}, key);
    expect(placed.status, placed.text).toBe(201);
    const replayed = await order({}, key);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body.order.id).toBe(placed.body.order.id);

    for (const other of [{ paymentMethod: 'upi' }, { useWallet: true }, { expectedTotal: 1 }]) {
      const refused = await order(other, key);
      expectErrorShape(refused, 422);
      expect(refused.body.message).toBe('This Idempotency-Key was already used for a different order');
    }
    // A cart filled again with other dishes is another request too, never the old order.
    await add('paneerRoll');
    expectErrorShape(await order({}, key), 422);
    const orders = await adminDb.collection(COLLECTIONS.orders).where('uid', '==', student.uid).get();
    expect(orders.size).toBe(1);
    expect((await callHosting('/api/v1/cart', { token: student.token })).body.data.items).toHaveLength(1);
  });
});

describe('every error answers in one JSON shape', () => {
  it('covers validation, authentication, missing records, unknown routes and bodies the runtime could not parse', async () => {
    const student = await createTestUser();
    const cases: [Promise<ApiAnswer>, number][] = [
      [callHosting('/api/v1/vendors/restaurants?limit=0'), 400],
      [callHosting('/api/v1/cart'), 401],
      [callHosting('/api/v1/cart', { token: 'forged.token.value' }), 401],
      [callHosting('/api/v1/vendors/restaurants/noSuchEatery'), 404],
      [callHosting('/api/v1/no/such/route', { method: 'DELETE' }), 404],
      [callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: '{"menuItemId": ' }), 400],
      [callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: JSON.stringify({ menuItemId: 'x'.repeat(40_000) }) }), 413],
      [callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { menuItemId: 'chickenBiryani', quantity: 'two' } }), 400],
    ];
    for (const [answer, status] of cases) expectErrorShape(await answer, status);
  });
});

describe('CORS', () => {
  const listed = 'http://127.0.0.1:4173';

  it('answers a listed origin, and gives any other origin nothing', async () => {
    const allowed = await callHosting('/api/v1/vendors/restaurants?limit=1', { headers: { Origin: listed } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(listed);
    const other = await callHosting('/api/v1/vendors/restaurants?limit=1', { headers: { Origin: 'http://evil.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // A cache in between must not give one origin's answer to another.
    for (const answer of [allowed, other]) expect(answer.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('lets a listed origin’s preflight send a token and an Idempotency-Key', async () => {
    const preflight = (origin: string) =>
      callHosting('/api/v1/payments/orders', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key' },
      });
    const allowed = await preflight(listed);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(listed);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    const other = await preflight('http://evil.example');
    // Answered where CORS is decided, with no permission: never passed on to a route.
    expect(other.status).toBe(204);
    expect(other.text).toBe('');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-methods')).toBeNull();
    expect(other.headers.get('access-control-allow-headers')).toBeNull();
  });
});
