import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LUCKY_DRAW_MESSAGES } from '../../common/src/luckyDraw';
import { useApi } from '../support/api';
import { adminDb } from '../support/firestore';
import { createTestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

const call = useApi();
const PATH = '/api/v1/luckyDraw';

/** A unique email per test, so test runs and parallel files never collide on the one-entry-per-email rule. */
const freshEmail = () => `entrant-${randomUUID().slice(0, 12)}@campus.example`;
const entryDoc = (email: string) => adminDb.collection(COLLECTIONS.luckyDrawEntries).doc(email).get();

describe('POST /api/v1/luckyDraw', () => {
  it('stores the entry under the normalised email and thanks the entrant by name', async () => {
    const email = freshEmail();
    const { status, body } = await call(PATH, { method: 'POST', body: { name: ' Asha ', email: `  ${email.toUpperCase()} `, mobile: '98765 43210' } });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, name: 'Asha' });

    const stored = await entryDoc(email);
    expect(stored.exists).toBe(true);
    expect(stored.data()).toMatchObject({ name: 'Asha', email, mobile: '9876543210', uid: null });
    expect(stored.get('createdAt')).toBeTruthy();
  });

  it('accepts one entry per email, whatever its case, and keeps the first', async () => {
    const email = freshEmail();
    expect((await call(PATH, { method: 'POST', body: { name: 'First', email, mobile: '9876543210' } })).status).toBe(201);

    const again = await call(PATH, { method: 'POST', body: { name: 'Second', email: email.toUpperCase(), mobile: '9123456780' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message: LUCKY_DRAW_MESSAGES.alreadyEntered,
      error: { code: 'already-exists', message: LUCKY_DRAW_MESSAGES.alreadyEntered },
    });
    expect((await entryDoc(email)).get('name')).toBe('First');
  });

  it('lets exactly one of many simultaneous entries with the same email through', async () => {
    const email = freshEmail();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => call(PATH, { method: 'POST', body: { name: `Racer ${index}`, email, mobile: '9876543210' } })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 201)!.body.name;
    expect((await entryDoc(email)).get('name')).toBe(winner);
  });

  it('records a signed-in entrant by the token, never by what the body says', async () => {
    const student = await createTestUser();
    const email = freshEmail();
    const { status } = await call(PATH, { method: 'POST', token: student.token, body: { name: 'Signed In', email, mobile: '9876543210', uid: 'someoneElse' } });
    expect(status).toBe(201);
    expect((await entryDoc(email)).get('uid')).toBe(student.uid);

    const anonymousEmail = freshEmail();
    await call(PATH, { method: 'POST', body: { name: 'Anon', email: anonymousEmail, mobile: '9876543210', uid: 'someoneElse' } });
    expect((await entryDoc(anonymousEmail)).get('uid')).toBeNull();
  });

  it.each([
    ['no body at all', undefined, LUCKY_DRAW_MESSAGES.missingFields],
    ['a blank name', { name: '  ', email: 'x@campus.example', mobile: '9876543210' }, LUCKY_DRAW_MESSAGES.missingFields],
    ['a missing mobile', { name: 'Asha', email: 'x@campus.example' }, LUCKY_DRAW_MESSAGES.missingFields],
    ['a bad email', { name: 'Asha', email: 'not-an-email', mobile: '9876543210' }, LUCKY_DRAW_MESSAGES.invalidEmail],
    ['an email with a slash', { name: 'Asha', email: 'a/b@campus.example', mobile: '9876543210' }, LUCKY_DRAW_MESSAGES.invalidEmail],
    ['a bad mobile', { name: 'Asha', email: 'x@campus.example', mobile: '12ab' }, LUCKY_DRAW_MESSAGES.invalidMobile],
    ['a number as the name', { name: 42, email: 'x@campus.example', mobile: '9876543210' }, LUCKY_DRAW_MESSAGES.missingFields],
    ['a very long name', { name: 'x'.repeat(500), email: 'x@campus.example', mobile: '9876543210' }, undefined],
  ])('refuses %s with 400 in the one error shape', async (_case, body, message) => {
    const { status, body: answer } = await call(PATH, { method: 'POST', body });
    expect(status).toBe(400);
    expect(answer.error.code).toBe('invalid-argument');
    if (message) expect(answer.error.message).toContain(message);
  });

  it('offers no way to read the entries back', async () => {
    const { status } = await call(PATH);
    expect(status).toBe(404);
  });
});
