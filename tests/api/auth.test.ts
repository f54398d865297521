import { describe, expect, it } from 'vitest';
import { addressListResponseSchema } from '../../common/src/addresses';
import { registerResponseSchema, verifyResponseSchema } from '../../common/src/users';
import { useApi } from '../support/api';
import { adminDb } from '../support/firestore';
import { createTestUser, hostellerRegistration, type TestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

const call = useApi();

const nonHostellerPayload = (user: TestUser) => ({
  ...hostellerRegistration(user),
  accommodation: 'Non-Hosteller',
  hostelDetails: undefined,
  offCampusAddress: { addressLine1: '12 MG Road', landmark: 'Near the metro', city: '', state: '', zipCode: '' },
});

const register = (body: unknown, token?: string) => call('/api/v1/auth/register', { method: 'POST', body, token });
const userDoc = (uid: string) => adminDb.collection(COLLECTIONS.users).doc(uid).get();

describe('POST /api/v1/auth/register', () => {
  it('creates the student record from the payload, with an empty wallet, and answers the profile', async () => {
    const user = await createTestUser({ profile: false });
    const { status, body } = await register(hostellerRegistration(user), user.token);
    expect(status).toBe(201);
    expect(registerResponseSchema.parse(body).user).toEqual({
      _id: user.uid,
      firebaseUid: user.uid,
      email: user.email,
      phone: '+919876543210',
      name: { first: 'Riya', last: 'Menon' },
      yearOfStudy: '2nd Year',
      accommodation: 'Hosteller',
      hostelDetails: { block: 'C', room: '214' },
      walletBalance: 0,
      role: 'user',
    });
    const stored = (await userDoc(user.uid)).data()!;
    expect(stored).toMatchObject({ firebaseUid: user.uid, accommodation: 'Hosteller', walletBalance: 0 });
    expect(stored.offCampusAddress).toBeUndefined();
    expect(stored.createdAt).toBeDefined();
  });

  it('keeps a non-hosteller’s address line and landmark (city, state and pincode arrive empty)', async () => {
    const user = await createTestUser({ profile: false });
    const { status, body } = await register(nonHostellerPayload(user), user.token);
    expect(status).toBe(201);
    expect(body.user.offCampusAddress).toEqual({ addressLine1: '12 MG Road', landmark: 'Near the metro', city: '', state: '', zipCode: '' });
    expect((await userDoc(user.uid)).get('hostelDetails')).toBeUndefined();
  });

  describe('the address given at signup', () => {
    const addressesOf = async (user: TestUser) => {
      const { status, body } = await call('/api/v1/users/addresses', { token: user.token });
      expect(status).toBe(200);
      return addressListResponseSchema.parse(body).addresses.map(({ _id, ...address }) => address);
    };

    it('becomes a hosteller’s default address, in the campus’s city, state and pincode', async () => {
      const user = await createTestUser({ profile: false });
      expect((await register(hostellerRegistration(user), user.token)).status).toBe(201);
      expect(await addressesOf(user)).toEqual([
        {
          label: 'Hostel',
          street: 'Block C, Room 214',
          city: 'Campus',
          state: 'Karnataka',
          zipCode: '560012',
          landmark: '',
          phone: '+919876543210',
          isDefault: true,
        },
      ]);
    });

    it('says a block the student named "Block D" once', async () => {
      const user = await createTestUser({ profile: false });
      expect((await register(hostellerRegistration(user, { hostelDetails: { block: 'Block D', room: '118' } }), user.token)).status).toBe(201);
      expect((await addressesOf(user)).map((address) => address.street)).toEqual(['Block D, Room 118']);
    });

    it('becomes a non-hosteller’s "Home" with its landmark', async () => {
      const user = await createTestUser({ profile: false });
      expect((await register(nonHostellerPayload(user), user.token)).status).toBe(201);
      expect(await addressesOf(user)).toEqual([
        {
          label: 'Home',
          street: '12 MG Road',
          city: 'Campus',
          state: 'Karnataka',
          zipCode: '560012',
          landmark: 'Near the metro',
          phone: '+919876543210',
          isDefault: true,
        },
      ]);
    });

    it('is not saved without a phone (an address needs one), and is saved once however often the student registers', async () => {
      const withoutPhone = await createTestUser({ profile: false });
      expect((await register(hostellerRegistration(withoutPhone, { phone: undefined }), withoutPhone.token)).status).toBe(201);
      expect(await addressesOf(withoutPhone)).toEqual([]);

      const user = await createTestUser({ profile: false });
      const answers = await Promise.all(Array.from({ length: 3 }, () => register(hostellerRegistration(user), user.token)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
      expect(await register(hostellerRegistration(user, { hostelDetails: { block: 'E', room: '1' } }), user.token)).toMatchObject({ status: 200 });
      expect((await addressesOf(user)).map((address) => address.street)).toEqual(['Block C, Room 214']);
    });
  });

  it('never lets the payload set a role or a wallet balance', async () => {
    const user = await createTestUser({ profile: false });
    const { status, body } = await register({ ...hostellerRegistration(user), role: 'admin', walletBalance: 100000 }, user.token);
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ role: 'user', walletBalance: 0 });
    const stored = (await userDoc(user.uid)).data()!;
    expect(stored.role).toBeUndefined();
    expect(stored.walletBalance).toBe(0);
  });

  it('is idempotent: registering again (even with other details) changes nothing and answers 200', async () => {
    const user = await createTestUser({ profile: false });
    expect((await register(hostellerRegistration(user), user.token)).status).toBe(201);
    const before = (await userDoc(user.uid)).data()!;
    const again = await register(hostellerRegistration(user, { name: { first: 'Someone', last: 'Else' } }), user.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, message: 'Already registered', user: { name: { first: 'Riya', last: 'Menon' } } });
    expect((await userDoc(user.uid)).data()).toEqual(before);
  });

  it('creates exactly one record when the same registration arrives several times at once', async () => {
    const user = await createTestUser({ profile: false });
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(hostellerRegistration(user), user.token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const records = await adminDb.collection(COLLECTIONS.users).where('firebaseUid', '==', user.uid).get();
    expect(records.size).toBe(1);
  });

  it('lets a student whose first attempt failed finish later: the Firebase account stays usable', async () => {
    const user = await createTestUser({ profile: false });
    // First attempt: the server refuses the payload; the Firebase account exists but has no record yet.
    expect((await register(hostellerRegistration(user, { hostelDetails: { block: '', room: '' } }), user.token)).status).toBe(400);
    const verify = await call('/api/v1/auth/verify', { token: user.token });
    expect(verify.body).toEqual({ success: true, role: 'user', user: null });
    // Later, the same account completes registration.
    expect((await register(hostellerRegistration(user), user.token)).status).toBe(201);
    expect((await call('/api/v1/auth/verify', { token: user.token })).body.user.firebaseUid).toBe(user.uid);
  });

  it('answers 403 when the token belongs to someone other than firebaseUid', async () => {
    const [me, other] = await Promise.all([createTestUser({ profile: false }), createTestUser({ profile: false })]);
    const { status, body } = await register(hostellerRegistration(other), me.token);
    expect(status).toBe(403);
    expect(body.error.code).toBe('permission-denied');
    expect((await userDoc(other.uid)).exists).toBe(false);
    expect((await userDoc(me.uid)).exists).toBe(false);
  });

  it('answers 400 when the email is not the signed-in account’s', async () => {
    const user = await createTestUser({ profile: false });
    const { status, body } = await register(hostellerRegistration(user, { email: 'someone.else@test.campuseats.test' }), user.token);
    expect(status).toBe(400);
    expect(body.error.message).toBe('Email does not match the signed-in account');
    expect((await userDoc(user.uid)).exists).toBe(false);
  });

  describe('without a token', () => {
    it('answers 401 and registers nothing, whatever uid and email it names: no profile for someone else, no uid/email oracle', async () => {
      const victim = await createTestUser({ profile: false });
      const answers = [
        await register(hostellerRegistration(victim)),
        await register(hostellerRegistration(victim, { email: 'attacker@test.campuseats.test' })),
        await register(hostellerRegistration(victim, { firebaseUid: 'noSuchAccount123' })),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({
          success: false,
          message: 'User not authenticated',
          error: { code: 'unauthenticated', message: 'User not authenticated' },
        });
      }
      expect((await userDoc(victim.uid)).exists).toBe(false);
      // The victim's own registration still works, with their own details.
      expect((await register(hostellerRegistration(victim), victim.token)).status).toBe(201);
    });

    it('answers 401 for an account already registered, telling nothing of it', async () => {
      const user = await createTestUser();
      const { status, body } = await register(hostellerRegistration(user));
      expect(status).toBe(401);
      expect(body.error.code).toBe('unauthenticated');
    });
  });

  it.each([
    ['no accommodation', { accommodation: undefined }],
    ['an unknown accommodation', { accommodation: 'Palace' }],
    ['a hosteller without a room', { hostelDetails: { block: 'C', room: '  ' } }],
    ['a hosteller without hostel details', { hostelDetails: undefined }],
    ['a year of study outside 1st to 4th', { yearOfStudy: '5th Year' }],
    ['an empty first name', { name: { first: ' ', last: 'Menon' } }],
    ['an invalid email', { email: 'not-an-email' }],
    ['an invalid phone', { phone: '0123' }],
    ['no firebaseUid', { firebaseUid: undefined }],
  ])('answers 400 for %s', async (_case, overrides) => {
    const user = await createTestUser({ profile: false });
    const { status, body } = await register(hostellerRegistration(user, overrides), user.token);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid-argument');
    expect((await userDoc(user.uid)).exists).toBe(false);
  });

  it('answers 400 for a non-hosteller without a landmark', async () => {
    const user = await createTestUser({ profile: false });
    const payload = nonHostellerPayload(user);
    const { status } = await register({ ...payload, offCampusAddress: { ...payload.offCampusAddress, landmark: '' } }, user.token);
    expect(status).toBe(400);
  });
});

describe('GET /api/v1/auth/verify', () => {
  it('answers 401 "User not authenticated" without a token or with a bad one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await call('/api/v1/auth/verify', { token });
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, message: 'User not authenticated', error: { code: 'unauthenticated', message: 'User not authenticated' } });
    }
  });

  it('answers the caller’s profile and role', async () => {
    const user = await createTestUser({ walletBalance: 120 });
    const { status, body } = await call('/api/v1/auth/verify', { token: user.token });
    expect(status).toBe(200);
    const parsed = verifyResponseSchema.parse(body);
    expect(parsed.role).toBe('user');
    expect(parsed.user).toMatchObject({ _id: user.uid, email: user.email, walletBalance: 120, role: 'user' });
  });

  it('answers the role from the custom claim for staff', async () => {
    const vendor = await createTestUser({ role: 'vendor' });
    const admin = await createTestUser({ role: 'admin', profile: false });
    expect((await call('/api/v1/auth/verify', { token: vendor.token })).body).toMatchObject({ role: 'vendor', user: { role: 'vendor' } });
    expect((await call('/api/v1/auth/verify', { token: admin.token })).body).toEqual({ success: true, role: 'admin', user: null });
  });
});
