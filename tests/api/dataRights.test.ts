import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../common/src/documents';
import { DATA_RIGHTS_MESSAGES, DELETED_ACCOUNT, FORMER_STUDENT } from '../../common/src/privacy';
import { RECENT_LOGIN_SECONDS } from '../../functions/src/lib/recentLogin';
import { DELETION_STEPS, deleteOwnAccount, planDeletion } from '../../functions/src/services/accountDeletion';
import { useApi } from '../support/api';
import { orderThroughApi } from '../support/apiOrders';
import { saveHostelAddress } from '../support/shopping';
import { adminAuth, adminDb } from '../support/firestore';
import { figuresOf, orderOf } from '../support/reviews';
import { createTestUser, type TestUser } from '../support/users';
import { useVendorWithEatery } from '../support/vendorWithEatery';

// A student's rights over their data (docs/product.md#your-data, docs/decisions/0017-student-data-rights.md): what
// notifies them, a download of everything held about them, and the deletion of their account, by themselves or by
// an admin, which a crash midway cannot leave half-done.

const call = useApi();
const owned = useVendorWithEatery();

const DEFAULTS = { orderUpdates: true, offers: false, announcements: false };

/** A student with something in every place the app keeps about them: the answer names what it made. */
async function studentWithData(options: { walletBalance?: number } = {}) {
  const student = await createTestUser(options);
  const delivered = await orderOf(student, owned.eatery);
  const rated = await call(`/api/v1/orders/${delivered}/review`, { method: 'POST', token: student.token, body: { rating: 4, comment: 'Good dal' } });
  expect(rated.status, rated.text).toBe(201);
  const replied = await call(`/api/v1/vendor/reviews/${delivered}/reply`, { method: 'PUT', token: owned.vendor.token, body: { text: 'Thank you!' } });
  expect(replied.status, replied.text).toBe(200);
  const entered = await call('/api/v1/luckyDraw', {
    method: 'POST',
    token: student.token,
    body: { name: 'Test Student', email: student.email, mobile: '+919812345678' },
  });
  expect(entered.status, entered.text).toBe(201);
  const carted = await call('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: owned.eatery.id, menuItemId: 'dalTadka', quantity: 1 } });
  expect(carted.status, carted.text).toBe(200);
  const addressId = await saveHostelAddress(student);
  return { student, delivered, addressId };
}

const exportOf = (student: TestUser) => call('/api/v1/users/me/export', { token: student.token });
const deleteOwn = (student: TestUser, body: unknown) => call('/api/v1/users/me/deletion', { method: 'POST', token: student.token, body });
const CONFIRMED = { confirm: 'DELETE', giveUpWallet: true };

/** Every document that still names `uid`, by its id or its `uid` field, in every collection and the user's feed. */
async function documentsNaming(uid: string): Promise<string[]> {
  const collections = await adminDb.listCollections();
  const found = await Promise.all(
    collections.map(async (collection) => {
      const [byId, byField] = await Promise.all([collection.doc(uid).get(), collection.where('uid', '==', uid).get()]);
      return [...(byId.exists ? [byId.ref.path] : []), ...byField.docs.map((doc) => doc.ref.path)];
    }),
  );
  const feed = await adminDb.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications).get();
  return [...found.flat(), ...feed.docs.map((doc) => doc.ref.path)];
}

/** The eatery's figures (ratings and days' sales) as the vendor's console and the menu read them. */
async function eateryFigures() {
  const days = await adminDb.collection(COLLECTIONS.eateryDays).where('vendorId', '==', owned.eatery.id).get();
  return { ratings: await figuresOf(owned.eatery), days: days.docs.map((doc) => doc.data()) };
}

async function expectDeleted(student: TestUser, delivered: string, keptOrders = 1) {
  expect(await documentsNaming(student.uid)).toEqual([]);
  await expect(adminAuth.getUser(student.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  const order = (await adminDb.collection(COLLECTIONS.orders).doc(delivered).get()).data();
  expect(order).toMatchObject({ uid: '', address: { label: DELETED_ACCOUNT, street: '', landmark: '', phone: '' }, total: 174, status: 'delivered' });
  expect(order).not.toHaveProperty('addressId');
  const review = (await adminDb.collection(COLLECTIONS.reviews).doc(delivered).get()).data();
  expect(review).toMatchObject({ uid: '', author: FORMER_STUDENT, rating: 4, comment: 'Good dal' });
  const logged = await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', student.uid).get();
  expect(logged.docs.map((doc) => doc.data())).toMatchObject([
    {
      action: 'user.delete',
      target: { kind: 'user', label: DELETED_ACCOUNT },
      after: { account: 'deleted', ordersKeptAnonymised: keptOrders, reviewsKeptAsFormerStudent: 1 },
    },
  ]);
}

describe('notification choices', () => {
  it('start with order updates on and offers and announcements off, and keep what the student saves', async () => {
    const student = await createTestUser();
    expect((await call('/api/v1/users/me/notifications', { token: student.token })).body).toEqual({ success: true, preferences: DEFAULTS });
    const chosen = { orderUpdates: false, offers: true, announcements: false };
    const saved = await call('/api/v1/users/me/notifications', { method: 'PUT', token: student.token, body: chosen });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.preferences).toEqual(chosen);
    expect((await call('/api/v1/users/me/notifications', { token: student.token })).body.preferences).toEqual(chosen);
  });

  it('take every topic as a yes or no, and only from a registered student', async () => {
    const student = await createTestUser();
    const partial = await call('/api/v1/users/me/notifications', { method: 'PUT', token: student.token, body: { orderUpdates: false } });
    expect(partial.status).toBe(400);
    const unregistered = await createTestUser({ profile: false });
    expect((await call('/api/v1/users/me/notifications', { method: 'PUT', token: unregistered.token, body: DEFAULTS })).status).toBe(403);
    expect((await call('/api/v1/users/me/notifications', { token: owned.vendor.token })).status).toBe(403);
  });
});

describe('GET /api/v1/users/me/export', () => {
  it('holds everything about the student, and nothing of anyone else', async () => {
    const { student, delivered, addressId } = await studentWithData({ walletBalance: 300 });
    const other = await studentWithData();
    const placed = await orderThroughApi(call, student, owned.eatery.id, { dalTadka: 1 });

    const answer = await exportOf(student);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('campuseats-my-data.json');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.body;
    expect(data.account).toMatchObject({ uid: student.uid, email: student.email });
    expect(data.profile).toMatchObject({ email: student.email, walletBalance: 300 });
    expect(data.notificationPreferences).toEqual(DEFAULTS);
    expect(data.addresses.map((address: { id: string }) => address.id)).toContain(addressId);
    expect(data.orders.map((order: { id: string }) => order.id).sort()).toEqual([delivered, placed.id].sort());
    // The cart's Dal Tadka and the one added for this order.
    expect(data.orders.find((order: { id: string }) => order.id === placed.id)).toMatchObject({
      status: 'placed',
      items: [{ name: 'Dal Tadka', quantity: 2 }],
    });
    expect(data.reviews).toMatchObject([{ orderId: delivered, rating: 4, comment: 'Good dal', reply: { text: 'Thank you!' } }]);
    expect(data.notifications.map((item: { title: string }) => item.title)).toContain(`${owned.eatery.name} replied to your review`);
    expect(data.wallet).toEqual({ balance: 300, movements: [] });
    expect(data.luckyDrawEntries).toMatchObject([{ email: student.email, mobile: '+919812345678' }]);
    // The placed order emptied the cart.
    expect(data.cart).toBeNull();
    expect(answer.text).not.toContain(other.student.uid);
    expect(answer.text).not.toContain(other.student.email);
  });

  it('lists the wallet’s movements: each order’s share, and what a cancel gave back', async () => {
    const student = await createTestUser({ walletBalance: 500 });
    const ordered = await orderOf(student, owned.eatery);
    await adminDb.collection(COLLECTIONS.orders).doc(ordered).update({ walletApplied: 100, status: 'cancelled', walletRefunded: 100, cancelledAt: new Date() });
    const { wallet } = (await exportOf(student)).body;
    expect(wallet.movements.map((movement: { amount: number }) => movement.amount)).toEqual([-100, 100]);
  });

  it('says of each order who cancelled it and the time slot it was placed for', async () => {
    const student = await createTestUser();
    const ordered = await orderOf(student, owned.eatery);
    const slot = { start: new Date('2026-01-05T06:30:00Z'), end: new Date('2026-01-05T06:45:00Z') };
    await adminDb.collection(COLLECTIONS.orders).doc(ordered).update({ status: 'cancelled', cancelledBy: 'vendor', cancelReason: 'Out of stock', slot });
    const [order] = (await exportOf(student)).body.orders;
    expect(order).toMatchObject({
      cancelledBy: 'vendor',
      cancelReason: 'Out of stock',
      slot: { start: '2026-01-05T06:30:00.000Z', end: '2026-01-05T06:45:00.000Z' },
    });
  });

  it('is a student’s own, and limited to a few downloads an hour', async () => {
    expect((await call('/api/v1/users/me/export')).status).toBe(401);
    expect((await exportOf(owned.vendor)).status).toBe(403);
    const student = await createTestUser();
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt++) answers.push((await exportOf(student)).status);
    expect(answers).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

describe('deleting one’s account', () => {
  it('is refused without the typed confirmation, while an order is on its way, and while the wallet is not given up', async () => {
    const student = await createTestUser({ walletBalance: 120 });
    const unconfirmed = await deleteOwn(student, { confirm: 'delete' });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe(`confirm: ${DATA_RIGHTS_MESSAGES.typeConfirmation}`);

    const placed = await orderThroughApi(call, student, owned.eatery.id, { dalTadka: 1 });
    const onItsWay = await deleteOwn(student, CONFIRMED);
    expect(onItsWay.status).toBe(409);
    expect(onItsWay.body).toMatchObject({ message: DATA_RIGHTS_MESSAGES.orderOnItsWay, error: { code: 'aborted', details: { reason: 'order-on-its-way' } } });

    await adminDb.collection(COLLECTIONS.orders).doc(placed.id).update({ status: 'delivered' });
    const wallet = await deleteOwn(student, { confirm: 'DELETE' });
    expect(wallet.status).toBe(409);
    expect(wallet.body).toMatchObject({ message: DATA_RIGHTS_MESSAGES.walletNotGivenUp, error: { details: { reason: 'wallet-balance', walletBalance: 120 } } });
    // Nothing was changed by a refusal.
    expect((await adminAuth.getUser(student.uid)).uid).toBe(student.uid);
    expect((await adminDb.collection(COLLECTIONS.users).doc(student.uid).get()).exists).toBe(true);
    expect((await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', student.uid).get()).size).toBe(0);
  });

  it('needs a recent sign-in: a token signed in longer ago is refused before anything is read or changed', async () => {
    // The Auth emulator refuses a token older than its account, so the service is called as the route calls it, with
    // the token's sign-in time a moment past the bound.
    const student = await createTestUser();
    const signedIn = Math.floor(Date.now() / 1000) - RECENT_LOGIN_SECONDS - 1;
    await expect(deleteOwnAccount({ uid: student.uid, email: student.email, role: 'user', authTime: signedIn }, true)).rejects.toMatchObject({
      code: 'failed-precondition',
      status: 412,
      message: DATA_RIGHTS_MESSAGES.recentLogin,
    });
    expect((await adminAuth.getUser(student.uid)).uid).toBe(student.uid);
    expect((await adminDb.collection(COLLECTIONS.users).doc(student.uid).get()).exists).toBe(true);
  });

  it('removes everything keyed by the student, keeps their orders and reviews without their name, and the eatery’s figures do not move', async () => {
    const { student, delivered } = await studentWithData({ walletBalance: 50 });
    // A pickup they collected: its code is kept apart from the order, under their uid.
    const pickup = await orderThroughApi(call, student, owned.eatery.id, { dalTadka: 1 }, { fulfilment: 'pickup' });
    await adminDb.collection(COLLECTIONS.orders).doc(pickup.id).update({ status: 'collected' });
    const before = await eateryFigures();

    const deleted = await deleteOwn(student, CONFIRMED);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: DATA_RIGHTS_MESSAGES.deleted, kept: { orders: 2, reviews: 1 }, walletGivenUp: 50 });
    await expectDeleted(student, delivered, 2);
    expect(await eateryFigures()).toEqual(before);
    // The deleted account's token opens nothing any more.
    expect((await exportOf(student)).status).toBe(401);
  });

  it.each(DELETION_STEPS.slice(0, -1).map((step, index) => [step.name, index + 1] as const))(
    'stopped after the step "%s", is finished by a second run',
    async (_name, done) => {
      const { student, delivered } = await studentWithData();
      // The first run, as far as it went before its process died.
      const target = await planDeletion(student.uid, student, false);
      for (const step of DELETION_STEPS.slice(0, done)) await step.run(target);

      const resumed = await deleteOwn(student, CONFIRMED);
      expect(resumed.status, resumed.text).toBe(200);
      await expectDeleted(student, delivered);
    },
  );

  it('is the same action for an admin answering a support request, for students only', async () => {
    const admin = await createTestUser({ role: 'admin', profile: false });
    const { student, delivered } = await studentWithData();
    const byAdmin = (uid: string, token = admin.token) => call(`/api/v1/admin/users/${uid}/deletion`, { method: 'POST', token, body: CONFIRMED });

    expect((await byAdmin(student.uid, student.token)).status).toBe(403);
    const vendor = await byAdmin(owned.vendor.uid);
    expect(vendor.status).toBe(403);
    expect(vendor.body.message).toBe(DATA_RIGHTS_MESSAGES.onlyStudents);
    expect((await byAdmin('no-such-account')).status).toBe(404);

    const deleted = await byAdmin(student.uid);
    expect(deleted.status, deleted.text).toBe(200);
    await expectDeleted(student, delivered);
    const [entry] = (await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', student.uid).get()).docs.map((doc) => doc.data());
    expect(entry).toMatchObject({ actorUid: admin.uid, actorEmail: admin.email });
  });
});
