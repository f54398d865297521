import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../common/src/documents';
import { startingFigures } from '../../common/src/ratings';
import { callHosting } from '../support/api';
import { warmFunctionWorkers } from '../support/functionWorkers';
import { adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery, type OwnedEatery } from '../support/ownedEatery';
import { figuresOf, orderOf } from '../support/reviews';
import { createTestUser, type TestUser } from '../support/users';

// Reviews racing through the Hosting URL (several function workers, the real body parsing): an eatery's figures
// move by increments in the batch that writes the review, so racing reviewers each count exactly once, and a
// review's own write is conditional on the version read, so racing edits and hides apply once each.

let admin: TestUser;
let eatery: OwnedEatery;

beforeAll(async () => {
  const vendor = await createTestUser({ role: 'vendor', profile: false });
  admin = await createTestUser({ role: 'admin', profile: false });
  eatery = await createOwnedEatery(adminDb, vendor.uid);
  await adminDb.collection(COLLECTIONS.vendors).doc(eatery.id).update(startingFigures(4.0, 20));
  // Twenty requests at once need twenty workers: start them first, as the function's instances would be running.
  await warmFunctionWorkers(20);
});
afterAll(async () => {
  await deleteOwnedEatery(adminDb, eatery);
});

const review = (student: TestUser, orderId: string, rating: number) =>
  callHosting(`/api/v1/orders/${orderId}/review`, { method: 'POST', token: student.token, body: { rating } });

describe('reviews through the Hosting URL, many workers at once', () => {
  it('20 students rating one eatery at once leave the exact count and sum', async () => {
    const students = await Promise.all(Array.from({ length: 20 }, () => createTestUser()));
    const orders = await Promise.all(students.map((student) => orderOf(student, eatery)));
    const before = await figuresOf(eatery);
    const stars = students.map((_student, index) => (index % 5) + 1);
    const answers = await Promise.all(students.map((student, index) => review(student, orders[index]!, stars[index]!)));
    expect(answers.map((answer) => answer.status)).toEqual(students.map(() => 201));
    expect(await figuresOf(eatery)).toEqual({ ratingSum: before.ratingSum + stars.reduce((sum, star) => sum + star, 0), ratingCount: before.ratingCount + 20 });
  });

  it('racing edits leave the sum at the rating last written; racing hides subtract the review once', async () => {
    const student = await createTestUser();
    const orderId = await orderOf(student, eatery);
    await review(student, orderId, 2);
    const rated = await figuresOf(eatery);

    const edits = await Promise.all([3, 4, 5].map((rating) => review(student, orderId, rating)));
    expect(edits.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const final = (await adminDb.collection(COLLECTIONS.reviews).doc(orderId).get()).data()?.rating as number;
    expect(await figuresOf(eatery)).toEqual({ ratingSum: rated.ratingSum - 2 + final, ratingCount: rated.ratingCount });

    const hides = await Promise.all(
      Array.from({ length: 5 }, () => callHosting(`/api/v1/admin/reviews/${orderId}`, { method: 'PATCH', token: admin.token, body: { hidden: true } })),
    );
    expect(hides.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await figuresOf(eatery)).toEqual({ ratingSum: rated.ratingSum - 2, ratingCount: rated.ratingCount - 1 });
  });
});
