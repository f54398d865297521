import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../common/src/documents';
import { averageRating, startingFigures } from '../../common/src/ratings';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, REVIEWS_PAGE_SIZE } from '../../common/src/reviews';
import { useApi } from '../support/api';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../support/ownedEatery';
import { figuresOf, HOUR, orderOf as deliveredOrder } from '../support/reviews';
import { createTestUser, type TestUser } from '../support/users';

// Reviews (docs/product.md#reviews): one per delivered order, editable for 48 hours, the eatery's figures an
// exact sum and count moved in the same write, replies by the eatery's vendor, hiding by admins.

const call = useApi();
const START = startingFigures(4.0, 20);

let vendor: TestUser;
let otherVendor: TestUser;
let admin: TestUser;
let eatery: OwnedEatery;

beforeAll(async () => {
  [vendor, otherVendor, admin] = await Promise.all([
    createTestUser({ role: 'vendor', profile: false }),
    createTestUser({ role: 'vendor', profile: false }),
    createTestUser({ role: 'admin', profile: false }),
  ]);
  eatery = await createOwnedEatery(adminDb, vendor.uid);
  await adminDb.collection(COLLECTIONS.vendors).doc(eatery.id).update(START);
});
afterAll(async () => {
  await deleteOwnedEatery(adminDb, eatery);
});

const figures = () => figuresOf(eatery);
const orderOf = (student: TestUser, options?: Parameters<typeof deliveredOrder>[2]) => deliveredOrder(student, eatery, options);
const rate = (student: TestUser, orderId: string, body: unknown) => call(`/api/v1/orders/${orderId}/review`, { method: 'POST', token: student.token, body });
const shownReviews = (cursor?: string) => call(`/api/v1/vendors/restaurants/${eatery.id}/reviews${cursor ? `?cursor=${cursor}` : ''}`);

describe('POST /api/v1/orders/:id/review', () => {
  it("rates a delivered order once: the review, the order and the eatery's exact figures in one write", async () => {
    const student = await createTestUser();
    const orderId = await orderOf(student);
    const before = await figures();

    const rated = await rate(student, orderId, { rating: 4, comment: '  Great dal, still hot.  ' });
    expect(rated.status).toBe(201);
    expect(rated.body.review).toMatchObject({
      id: orderId,
      orderId,
      vendorId: eatery.id,
      rating: 4,
      comment: 'Great dal, still hot.',
      author: 'Test U.',
      reply: null,
      hidden: false,
    });
    expect(await figures()).toEqual({ ratingSum: before.ratingSum + 4, ratingCount: before.ratingCount + 1 });

    const mine = await call(`/api/v1/orders/${orderId}/review`, { token: student.token });
    expect(mine.body.review).toMatchObject({ rating: 4, comment: 'Great dal, still hot.' });
    const past = await call('/api/v1/orders/prevOrders', { token: student.token });
    expect(past.body.orders.find((order: { id: string }) => order.id === orderId)).toMatchObject({ rating: 4 });

    const listed = await shownReviews();
    expect(listed.headers.get('cache-control')).toContain('public');
    expect(listed.body.reviews[0]).toMatchObject({ id: orderId, rating: 4, author: 'Test U.' });
    expect(listed.body.reviews[0].uid).toBeUndefined();
    const after = await figures();
    expect(listed.body).toMatchObject({ ratingCount: after.ratingCount, rating: averageRating(after.ratingSum, after.ratingCount) });
    const menu = await call(`/api/v1/vendors/restaurants/${eatery.id}`);
    expect(menu.body.data.restaurant).toMatchObject({ ratingCount: after.ratingCount, rating: averageRating(after.ratingSum, after.ratingCount) });
  });

  it('edits within 48 hours: the sum moves by the difference only, the count not at all', async () => {
    const student = await createTestUser();
    const orderId = await orderOf(student, { deliveredAgoMs: 47 * HOUR });
    expect((await rate(student, orderId, { rating: 2 })).status).toBe(201);
    const before = await figures();
    const edited = await rate(student, orderId, { rating: 5, comment: 'Better than I said' });
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({ rating: 5, comment: 'Better than I said' });
    expect(await figures()).toEqual({ ratingSum: before.ratingSum + 3, ratingCount: before.ratingCount });
  });

  it('refuses orders that cannot be rated, with a clear 4xx, and changes nothing', async () => {
    const student = await createTestUser();
    const someoneElse = await createTestUser();
    const [placed, cancelled, old, theirs] = await Promise.all([
      orderOf(student, { status: 'placed' }),
      orderOf(student, { status: 'cancelled' }),
      orderOf(student, { deliveredAgoMs: 49 * HOUR }),
      orderOf(someoneElse),
    ]);
    const before = await figures();
    const cases: [string, number, string, string | undefined][] = [
      [placed, 409, REVIEW_MESSAGES.notDelivered, 'not-delivered'],
      [cancelled, 409, REVIEW_MESSAGES.cancelled, 'order-cancelled'],
      [old, 409, REVIEW_MESSAGES.editWindowOver, 'edit-window-over'],
      [theirs, 404, 'Order not found', undefined],
      ['noSuchOrder1', 404, 'Order not found', undefined],
    ];
    for (const [orderId, status, message, reason] of cases) {
      const answer = await rate(student, orderId, { rating: 5 });
      expect(answer.status, orderId).toBe(status);
      expect(answer.body.message).toBe(message);
      if (reason) expect(answer.body.error.details.reason).toBe(reason);
    }
    expect(await figures()).toEqual(before);
    expect((await adminDb.collection(COLLECTIONS.reviews).doc(placed).get()).exists).toBe(false);
  });

  it('checks the stars and the comment', async () => {
    const student = await createTestUser();
    const orderId = await orderOf(student);
    for (const rating of [0, 6, 2.5, '4', undefined]) {
      const answer = await rate(student, orderId, { rating });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(REVIEW_MESSAGES.ratingRequired);
    }
    const long = await rate(student, orderId, { rating: 4, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(REVIEW_MESSAGES.commentTooLong);
    expect((await rate(student, orderId, { rating: 4, comment: 'x'.repeat(REVIEW_COMMENT_MAX) })).status).toBe(201);
  });

  it('is for students only', async () => {
    const student = await createTestUser();
    const orderId = await orderOf(student);
    expect((await rate(vendor, orderId, { rating: 5 })).status).toBe(403);
    expect((await call(`/api/v1/orders/${orderId}/review`, { method: 'POST', body: { rating: 5 } })).status).toBe(401);
  });
});

describe('replies and moderation', () => {
  it("the eatery's vendor replies once (and may change it); another vendor gets 404; the student sees it", async () => {
    const student = await createTestUser();
    const orderId = await orderOf(student);
    await rate(student, orderId, { rating: 3, comment: 'A bit salty' });

    const stranger = await call(`/api/v1/vendor/reviews/${orderId}/reply`, { method: 'PUT', token: otherVendor.token, body: { text: 'Hi' } });
    expect(stranger.status).toBe(404);
    expect((await call(`/api/v1/vendor/reviews/${orderId}/reply`, { method: 'PUT', token: vendor.token, body: { text: '  ' } })).status).toBe(400);
    await call(`/api/v1/vendor/reviews/${orderId}/reply`, { method: 'PUT', token: vendor.token, body: { text: 'Sorry!' } });
    const replied = await call(`/api/v1/vendor/reviews/${orderId}/reply`, {
      method: 'PUT',
      token: vendor.token,
      body: { text: 'Sorry, we have fixed the salt.' },
    });
    expect(replied.status).toBe(200);
    expect(replied.body.review.reply.text).toBe('Sorry, we have fixed the salt.');

    const mine = await call(`/api/v1/orders/${orderId}/review`, { token: student.token });
    expect(mine.body.review.reply.text).toBe('Sorry, we have fixed the salt.');
    const console = await call('/api/v1/vendor/reviews', { token: vendor.token });
    expect(console.body.reviews.find((review: { id: string }) => review.id === orderId).reply.text).toBe('Sorry, we have fixed the salt.');
    // A vendor account without an eatery has no reviews to list.
    expect((await call('/api/v1/vendor/reviews', { token: otherVendor.token })).status).toBe(404);
  });

  it('a hidden review takes no reply from its vendor, and its student hears of none', async () => {
    const student = await createTestUser();
    const orderId = await orderOf(student);
    await rate(student, orderId, { rating: 1, comment: 'rude words' });
    expect((await call(`/api/v1/admin/reviews/${orderId}`, { method: 'PATCH', token: admin.token, body: { hidden: true, reason: 'Abusive' } })).status).toBe(
      200,
    );

    const reply = await call(`/api/v1/vendor/reviews/${orderId}/reply`, { method: 'PUT', token: vendor.token, body: { text: 'Come again!' } });
    expect(reply.status, reply.text).toBe(409);
    expect(reply.body).toMatchObject({
      success: false,
      message: REVIEW_MESSAGES.hiddenNoReply,
      error: { code: 'aborted', details: { reason: 'review-hidden' } },
    });
    expect((await call(`/api/v1/orders/${orderId}/review`, { token: student.token })).body.review.reply).toBeNull();
    const told = await adminDb.collection(COLLECTIONS.users).doc(student.uid).collection(COLLECTIONS.notifications).where('kind', '==', 'review-reply').get();
    expect(told.size).toBe(0);
  });

  it('tells a student who turned order updates off nothing of a reply', async () => {
    const student = await createTestUser();
    const orderId = await orderOf(student);
    await rate(student, orderId, { rating: 5, comment: 'Lovely' });
    const off = { orderUpdates: false, offers: true, announcements: true };
    expect((await call('/api/v1/users/me/notifications', { method: 'PUT', token: student.token, body: off })).status).toBe(200);
    expect((await call(`/api/v1/vendor/reviews/${orderId}/reply`, { method: 'PUT', token: vendor.token, body: { text: 'Thanks!' } })).status).toBe(200);
    expect((await call(`/api/v1/orders/${orderId}/review`, { token: student.token })).body.review.reply.text).toBe('Thanks!');
    expect((await adminDb.collection(COLLECTIONS.users).doc(student.uid).collection(COLLECTIONS.notifications).get()).size).toBe(0);
  });

  it('an admin hides a review: out of the figures once, out of the list, the student told; showing it again puts it back', async () => {
    const student = await createTestUser();
    const orderId = await orderOf(student);
    await rate(student, orderId, { rating: 1, comment: 'rude words' });
    const rated = await figures();
    const hide = (hidden: boolean) =>
      call(`/api/v1/admin/reviews/${orderId}`, { method: 'PATCH', token: admin.token, body: { hidden, reason: 'Abusive language' } });

    expect((await call(`/api/v1/admin/reviews/${orderId}`, { method: 'PATCH', token: vendor.token, body: { hidden: true } })).status).toBe(403);
    expect((await hide(true)).body.review).toMatchObject({ hidden: true, hiddenReason: 'Abusive language' });
    expect((await hide(true)).status).toBe(200);
    expect(await figures()).toEqual({ ratingSum: rated.ratingSum - 1, ratingCount: rated.ratingCount - 1 });
    expect((await shownReviews()).body.reviews.some((review: { id: string }) => review.id === orderId)).toBe(false);
    expect((await call(`/api/v1/orders/${orderId}/review`, { token: student.token })).body.review).toMatchObject({ hidden: true });
    const edit = await rate(student, orderId, { rating: 5 });
    expect(edit.status).toBe(409);
    expect(edit.body.error.details.reason).toBe('review-hidden');
    expect((await call('/api/v1/admin/reviews', { token: admin.token })).body.reviews.find((review: { id: string }) => review.id === orderId)).toMatchObject({
      hidden: true,
    });

    expect((await hide(false)).body.review.hidden).toBe(false);
    expect(await figures()).toEqual(rated);

    // Each change, not the repeated hide, is in the audit log, with the admin and the review before and after.
    const audit = (await call('/api/v1/admin/audit', { token: admin.token })).body.entries.filter(
      (entry: { target: { id: string } }) => entry.target.id === orderId,
    );
    const { orderNumber, vendorName } = (await adminDb.collection(COLLECTIONS.reviews).doc(orderId).get()).data() ?? {};
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'review.show',
        actorUid: admin.uid,
        target: { kind: 'review', id: orderId, label: `of order ${orderNumber} at ${vendorName}` },
        before: { hidden: true, hiddenReason: 'Abusive language' },
        after: { hidden: false, hiddenReason: null },
      }),
      expect.objectContaining({
        action: 'review.hide',
        actorUid: admin.uid,
        actorEmail: admin.email,
        before: { hidden: false, hiddenReason: null },
        after: { hidden: true, hiddenReason: 'Abusive language' },
      }),
    ]);
  });

  it('pages the shown reviews with a cursor, newest first', async () => {
    const students = await Promise.all(Array.from({ length: REVIEWS_PAGE_SIZE + 2 }, () => createTestUser()));
    for (const student of students) await rate(student, await orderOf(student), { rating: 5 });
    const first = await shownReviews();
    expect(first.body.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    const times = first.body.reviews.map((review: { createdAt: string }) => review.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await shownReviews(first.body.nextCursor);
    expect(second.status).toBe(200);
    const ids = new Set([...first.body.reviews, ...second.body.reviews].map((review: { id: string }) => review.id));
    expect(ids.size).toBe(first.body.reviews.length + second.body.reviews.length);
    expect((await shownReviews('noSuchReview1')).status).toBe(400);
  });
});

describe('reviews in Firestore', () => {
  const firestoreRest = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-campuseats'}/databases/(default)/documents`;

  it("give no one without a token a student's uid, order id or order number: the public reads them through the API", async () => {
    const student = await createTestUser();
    const orderId = await orderOf(student);
    expect((await rate(student, orderId, { rating: 5, comment: 'Lovely' })).status).toBe(201);
    const stored = (await adminDb.collection(COLLECTIONS.reviews).doc(orderId).get()).data()!;

    const read = await fetch(`${firestoreRest}/reviews/${orderId}`);
    const listed = await fetch(`${firestoreRest}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: COLLECTIONS.reviews }],
          where: {
            compositeFilter: {
              op: 'AND',
              filters: [
                { fieldFilter: { field: { fieldPath: 'vendorId' }, op: 'EQUAL', value: { stringValue: eatery.id } } },
                { fieldFilter: { field: { fieldPath: 'hidden' }, op: 'EQUAL', value: { booleanValue: false } } },
              ],
            },
          },
        },
      }),
    });
    for (const answer of [read, listed]) {
      const text = await answer.text();
      for (const secret of [student.uid, stored.orderNumber as string, `"orderId"`]) expect(text).not.toContain(secret);
    }
    // The menu page's list still shows the review, without them.
    const shown = (await shownReviews()).body.reviews.find((review: { id: string }) => review.id === orderId);
    expect(shown).toMatchObject({ rating: 5, comment: 'Lovely' });
    expect(JSON.stringify(shown)).not.toContain(student.uid);
  });
});
