import { describe, expect, it } from 'vitest';
import { profileUpdateResponseSchema } from '../../common/src/users';
import { useApi } from '../support/api';
import { adminAuth, adminDb } from '../support/firestore';
import { createTestUser, signIn } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

const call = useApi();
const updateMe = (body: unknown, token?: string) => call('/api/v1/users/me', { method: 'PUT', body, token });
const update = { name: { first: 'Kabir', last: 'Rao' }, phone: '98765 43210' };

describe('PUT /api/v1/users/me', () => {
  it('answers 401 "User not authenticated" without a token', async () => {
    const { status, body } = await updateMe({ ...update, email: 'x@test.campuseats.test' });
    expect(status).toBe(401);
    expect(body.error).toEqual({ code: 'unauthenticated', message: 'User not authenticated' });
  });

  it('saves name and phone, keeps the display name in Firebase Auth in step, and answers the user', async () => {
    const user = await createTestUser({ walletBalance: 300 });
    const { status, body } = await updateMe({ ...update, email: user.email }, user.token);
    expect(status).toBe(200);
    const parsed = profileUpdateResponseSchema.parse(body);
    expect(parsed.message).toBe('Profile updated successfully');
    expect(parsed.user).toMatchObject({ name: { first: 'Kabir', last: 'Rao' }, email: user.email, phone: '9876543210', walletBalance: 300 });
    expect((await adminDb.collection(COLLECTIONS.users).doc(user.uid).get()).get('name')).toEqual({ first: 'Kabir', last: 'Rao' });
    expect((await adminAuth.getUser(user.uid)).displayName).toBe('Kabir Rao');
  });

  it('lets the phone be cleared but not be invalid', async () => {
    const user = await createTestUser();
    expect((await updateMe({ ...update, phone: '', email: user.email }, user.token)).body.user.phone).toBe('');
    const bad = await updateMe({ ...update, phone: '12ab', email: user.email }, user.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('phone: Please enter a valid phone number');
  });

  it('changes the sign-in email too, so the student logs in with the new one', async () => {
    const user = await createTestUser();
    const newEmail = `renamed-${user.uid.slice(0, 8).toLowerCase()}@test.campuseats.test`;
    const { status, body } = await updateMe({ ...update, email: ` ${newEmail.toUpperCase()} ` }, user.token);
    expect(status).toBe(200);
    expect(body.user.email).toBe(newEmail);
    expect((await adminAuth.getUser(user.uid)).email).toBe(newEmail);
    await expect(signIn(newEmail, user.password)).resolves.toEqual(expect.any(String));
  });

  it('refuses an email another account uses with "This email is already registered", changing nothing', async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const { status, body } = await updateMe({ ...update, email: other.email }, user.token);
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: 'already-exists', message: 'This email is already registered' });
    expect((await adminAuth.getUser(user.uid)).email).toBe(user.email);
    expect((await adminDb.collection(COLLECTIONS.users).doc(user.uid).get()).get('name')).toEqual({ first: 'Test', last: 'user' });
  });

  it('ignores a role, a wallet balance or another uid in the body', async () => {
    const [user, other] = await Promise.all([createTestUser({ walletBalance: 40 }), createTestUser()]);
    const { status, body } = await updateMe({ ...update, email: user.email, role: 'admin', walletBalance: 99999, uid: other.uid, _id: other.uid }, user.token);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ _id: user.uid, role: 'user', walletBalance: 40 });
    expect((await adminDb.collection(COLLECTIONS.users).doc(other.uid).get()).get('name')).toEqual({ first: 'Test', last: 'user' });
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ role: 'user' });
  });

  it.each([
    ['no name', { email: 'a@b.co', phone: '' }],
    ['an empty last name', { name: { first: 'A', last: '  ' }, email: 'a@b.co' }],
    ['an invalid email', { name: { first: 'A', last: 'B' }, email: 'nope' }],
    ['a name too long', { name: { first: 'A'.repeat(51), last: 'B' }, email: 'a@b.co' }],
  ])('answers 400 for %s', async (_case, body) => {
    const user = await createTestUser();
    const answer = await updateMe(body, user.token);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid-argument');
  });

  it('answers 404 for a signed-in account that never finished registering', async () => {
    const user = await createTestUser({ profile: false });
    const { status, body } = await updateMe({ ...update, email: user.email }, user.token);
    expect(status).toBe(404);
    expect(body.error.message).toBe('Profile not found');
    expect((await adminDb.collection(COLLECTIONS.users).doc(user.uid).get()).exists).toBe(false);
  });
});
