import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHosting, type ApiAnswer } from '../support/api';
import { warmFunctionWorkers } from '../support/functionWorkers';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../support/ownedEatery';
import { saveHostelAddress } from '../support/shopping';
import { createTestUser, type TestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

// Racing writes through the Hosting URL: the function runtime runs them in several worker processes, so
// nothing here is serialised by one process. Each write either applies and answers 2xx, or applies nothing
// and answers 409/429/503 in the error shape (503 and 429 with Retry-After), and nothing is applied after
// its request answered. The figures are printed for the record, never asserted (the bench owns speed).

let kitchen: OwnedEatery;

// Deployed, one instance serves many requests at once (functions/src/index.ts); the emulator starts a worker
// process per concurrent request. The figures below are taken once enough workers have started.
beforeAll(async () => {
  kitchen = await createOwnedEatery(adminDb, 'noVendorNeeded');
  await warmFunctionWorkers(50);
}, 240_000);
afterAll(() => deleteOwnedEatery(adminDb, kitchen));

const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
};

function report(label: string, answers: ApiAnswer[]): void {
  const times = answers.map((answer) => answer.ms);
  const statuses = answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {});
  console.log(`${label}: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms, statuses ${JSON.stringify(statuses)}`);
}

/** A refused write: the error shape, a status that says "not applied, try again", Retry-After where it must be. */
function expectRefusedInShape(answer: ApiAnswer): void {
  expect([409, 429, 503], answer.text).toContain(answer.status);
  expect(answer.body).toMatchObject({ success: false, message: expect.any(String), error: { code: expect.any(String) } });
  if (answer.status !== 409) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

const add = (student: TestUser, menuItemId: string) =>
  callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: kitchen.id, menuItemId, quantity: 1 } });
const quantityOf = async (student: TestUser, menuItemId: string) => {
  const cart = (await callHosting('/api/v1/cart', { token: student.token })).body.data;
  return (cart.items as { menuItem: string; quantity: number }[]).find((line) => line.menuItem === menuItemId)?.quantity ?? 0;
};

describe('parallel cart adds by one student, through Hosting', () => {
  it('10 at once all apply', async () => {
    const student = await createTestUser();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(student, 'dalTadka')));
    report('10 parallel adds', answers);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await quantityOf(student, 'dalTadka')).toBe(10);
  });

  it('50 at once: the cart holds exactly the adds that answered 2xx, and still does once every retry would be over', async () => {
    const student = await createTestUser();
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(student, 'masalaChai')));
    report('50 parallel adds', answers);
    const applied = answers.filter((answer) => answer.status === 200).length;
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) expectRefusedInShape(answer);
    expect(applied).toBeGreaterThan(0);
    expect(await quantityOf(student, 'masalaChai')).toBe(applied);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await quantityOf(student, 'masalaChai')).toBe(applied);
  });

  it('racing quantity changes leave one of the answered quantities', async () => {
    const student = await createTestUser();
    await add(student, 'masalaChai');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callHosting('/api/v1/cart/item', { method: 'PATCH', token: student.token, body: { menuItemId: 'masalaChai', quantity: index + 1 } }),
      ),
    );
    report('10 parallel quantity changes', answers);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) expectRefusedInShape(answer);
    const appliedQuantities = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data.items[0].quantity as number);
    expect(appliedQuantities).toContain(await quantityOf(student, 'masalaChai'));
  });
});

describe('other racing writes, through Hosting', () => {
  it('five taps on Place order without a key make one order, and every other tap applied nothing', async () => {
    const student = await createTestUser({ walletBalance: 100 });
    const addressId = await saveHostelAddress(student);
    await add(student, 'dalTadka');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        callHosting('/api/v1/payments/orders', { method: 'POST', token: student.token, body: { addressId, paymentMethod: 'cod', useWallet: true } }),
      ),
    );
    report('5 parallel orders', answers);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect([412, 409, 503], answer.text).toContain(answer.status);
      expect(answer.body.success).toBe(false);
    }
    const orders = await adminDb.collection(COLLECTIONS.orders).where('uid', '==', student.uid).get();
    expect(orders.size).toBe(1);
    expect((await adminDb.collection(COLLECTIONS.users).doc(student.uid).get()).get('walletBalance')).toBe(100 - orders.docs[0]!.get('walletApplied'));
  });

  it('ten racing "Set as Default" calls leave exactly one default, one that was answered', async () => {
    const student = await createTestUser();
    const ids: string[] = [];
    for (const label of ['Hostel', 'Home', 'Library']) {
      const saved = await callHosting('/api/v1/users/addresses', {
        method: 'POST',
        token: student.token,
        body: { label, street: `${label} street`, phone: '+919812345678' },
      });
      ids.push(saved.body.address._id);
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callHosting(`/api/v1/users/addresses/${ids[index % ids.length]}/default`, { method: 'PATCH', token: student.token }),
      ),
    );
    report('10 parallel set-default', answers);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) expectRefusedInShape(answer);
    const defaults = (await adminDb.collection(COLLECTIONS.addresses).where('uid', '==', student.uid).get()).docs.filter(
      (doc) => doc.get('isDefault') === true,
    );
    expect(defaults).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.address._id)).toContain(defaults[0]!.id);
  });

  it('a vendor’s racing taps on one order move it one step, and a racing student cancel either wins whole or not at all', async () => {
    const vendor = await createTestUser({ role: 'vendor', profile: false });
    const eatery = await createOwnedEatery(adminDb, vendor.uid);
    try {
      const student = await createTestUser({ walletBalance: 30 });
      const addressId = await saveHostelAddress(student);
      await callHosting('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: eatery.id, menuItemId: 'dalTadka' } });
      const placed = await callHosting('/api/v1/payments/orders', {
        method: 'POST',
        token: student.token,
        body: { addressId, paymentMethod: 'upi', useWallet: true },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      const orderId: string = placed.body.order.id;
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          callHosting(`/api/v1/vendor/orders/${orderId}`, { method: 'PATCH', token: vendor.token, body: { status: 'accepted' } }),
        ),
        callHosting(`/api/v1/orders/${orderId}/cancel`, { method: 'POST', token: student.token, body: {} }),
      ]);
      report('4 accepts and a cancel', answers);
      for (const answer of answers.filter((candidate) => candidate.status !== 200)) expectRefusedInShape(answer);
      const order = (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
      const wins = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.order.status);
      expect(wins).toHaveLength(1);
      expect(order.status).toBe(wins[0]);
      expect(order.statusHistory).toHaveLength(2);
      const wallet = (await adminDb.collection(COLLECTIONS.users).doc(student.uid).get()).get('walletBalance');
      expect(wallet).toBe(order.status === 'cancelled' ? 30 : 0);
    } finally {
      await deleteOwnedEatery(adminDb, eatery);
    }
  });
});
