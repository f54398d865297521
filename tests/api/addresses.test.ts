import { describe, expect, it } from 'vitest';
import { addressListResponseSchema, addressResponseSchema, MAX_ADDRESSES_PER_USER } from '../../common/src/addresses';
import { INVALID_ADDRESS_FIELDS } from '../../common/src/addresses.testCases';
import { useApi } from '../support/api';
import { adminDb } from '../support/firestore';
import { createTestUser, type TestUser } from '../support/users';
import { COLLECTIONS } from '../../common/src/documents';

const call = useApi();
const base = '/api/v1/users/addresses';
const valid = {
  label: 'Hostel',
  street: 'Block C, Room 214',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560012',
  landmark: 'Near the gate',
  phone: '+91 98765 43210',
};

async function add(user: TestUser, overrides: Record<string, unknown> = {}) {
  const { status, body } = await call(base, { method: 'POST', body: { ...valid, ...overrides }, token: user.token });
  expect(status).toBe(201);
  return addressResponseSchema.parse(body).address;
}

async function list(user: TestUser) {
  const { status, body } = await call(base, { token: user.token });
  expect(status).toBe(200);
  return addressListResponseSchema.parse(body).addresses;
}

const storedDefaults = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.addresses).where('uid', '==', uid).where('isDefault', '==', true).get()).docs.map((doc) => doc.id);

describe('address book API', () => {
  it.each([
    ['GET', base],
    ['POST', base],
    ['PUT', `${base}/someAddress1`],
    ['DELETE', `${base}/someAddress1`],
    ['PATCH', `${base}/someAddress1/default`],
  ])('%s %s answers 401 "User not authenticated" without a token', async (method, path) => {
    const { status, body } = await call(path, { method, body: method === 'POST' || method === 'PUT' ? valid : undefined });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: 'User not authenticated', error: { code: 'unauthenticated', message: 'User not authenticated' } });
  });

  it('answers an empty list to a student with no addresses', async () => {
    const user = await createTestUser();
    expect(await list(user)).toEqual([]);
  });

  it('adds addresses (trimmed, phone without spaces); the first becomes the default and leads the list', async () => {
    const user = await createTestUser();
    const first = await add(user, { label: '  Hostel  ' });
    expect(first).toEqual({ _id: expect.stringMatching(/^[A-Za-z0-9]{20}$/), ...valid, label: 'Hostel', phone: '+919876543210', isDefault: true });
    const second = await add(user, { label: 'Home', landmark: undefined });
    expect(second).toMatchObject({ label: 'Home', landmark: '', isDefault: false });
    const third = await add(user, { label: 'Library' });

    expect((await list(user)).map((address) => address.label)).toEqual(['Hostel', 'Library', 'Home']);
    const stored = (await adminDb.collection(COLLECTIONS.addresses).doc(first._id).get()).data()!;
    expect(stored).toMatchObject({ uid: user.uid, label: 'Hostel', isDefault: true });
    expect(stored.createdAt).toBeDefined();
    expect(third.isDefault).toBe(false);
  });

  it('never lets the body choose the owner or the default flag', async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    await add(user);
    const sneaky = await add(user, { uid: other.uid, isDefault: true, _id: 'chosenId123' });
    expect(sneaky.isDefault).toBe(false);
    expect(sneaky._id).not.toBe('chosenId123');
    expect((await adminDb.collection(COLLECTIONS.addresses).doc(sneaky._id).get()).get('uid')).toBe(user.uid);
    expect(await list(other)).toEqual([]);
  });

  it.each(INVALID_ADDRESS_FIELDS)('refuses %s %j with "%s", on create and on update', async (field, value, message) => {
    const user = await createTestUser();
    const created = await call(base, { method: 'POST', body: { ...valid, [field]: value }, token: user.token });
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ code: 'invalid-argument', message: `${field}: ${message}` });
    expect(await list(user)).toEqual([]);

    const address = await add(user);
    const updated = await call(`${base}/${address._id}`, { method: 'PUT', body: { ...valid, [field]: value }, token: user.token });
    expect(updated.status).toBe(400);
    expect(updated.body.error.message).toBe(`${field}: ${message}`);
    expect((await list(user))[0]).toEqual(address);
  });

  it('updates an address in place and keeps its default flag', async () => {
    const user = await createTestUser();
    const address = await add(user);
    const { status, body } = await call(`${base}/${address._id}`, {
      method: 'PUT',
      body: { ...valid, street: 'Block D, Room 9', zipCode: '560013' },
      token: user.token,
    });
    expect(status).toBe(200);
    expect(addressResponseSchema.parse(body)).toEqual({
      success: true,
      message: 'Address updated successfully',
      address: { ...address, street: 'Block D, Room 9', zipCode: '560013' },
    });
    expect(await list(user)).toEqual([{ ...address, street: 'Block D, Room 9', zipCode: '560013' }]);
  });

  it('switches the default with PATCH .../default, leaving exactly one', async () => {
    const user = await createTestUser();
    const first = await add(user);
    const second = await add(user, { label: 'Home' });
    const { status, body } = await call(`${base}/${second._id}/default`, { method: 'PATCH', token: user.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, address: { _id: second._id, isDefault: true } });
    expect(await storedDefaults(user.uid)).toEqual([second._id]);
    expect((await list(user)).map((address) => [address._id, address.isDefault])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);
    // Setting the default again is harmless.
    expect((await call(`${base}/${second._id}/default`, { method: 'PATCH', token: user.token })).status).toBe(200);
    expect(await storedDefaults(user.uid)).toEqual([second._id]);
  });

  it('deletes an address; deleting the default hands it to the newest remaining one', async () => {
    const user = await createTestUser();
    const first = await add(user);
    const second = await add(user, { label: 'Home' });
    const third = await add(user, { label: 'Library' });

    const removed = await call(`${base}/${second._id}`, { method: 'DELETE', token: user.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Address deleted successfully' });
    expect(await storedDefaults(user.uid)).toEqual([first._id]);

    expect((await call(`${base}/${first._id}`, { method: 'DELETE', token: user.token })).status).toBe(200);
    expect(await list(user)).toEqual([{ ...third, isDefault: true }]);

    expect((await call(`${base}/${third._id}`, { method: 'DELETE', token: user.token })).status).toBe(200);
    expect(await list(user)).toEqual([]);
    expect((await call(`${base}/${third._id}`, { method: 'DELETE', token: user.token })).status).toBe(404);
  });

  it('answers 404 "Address not found" for another student’s address and never changes it', async () => {
    const [owner, intruder] = await Promise.all([createTestUser(), createTestUser()]);
    const theirs = await add(owner);
    await add(intruder, { label: 'Mine' });
    const before = (await adminDb.collection(COLLECTIONS.addresses).doc(theirs._id).get()).data();

    for (const [method, path, body] of [
      ['PUT', `${base}/${theirs._id}`, { ...valid, street: 'Stolen' }],
      ['DELETE', `${base}/${theirs._id}`, undefined],
      ['PATCH', `${base}/${theirs._id}/default`, undefined],
    ] as const) {
      const answer = await call(path, { method, body, token: intruder.token });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'not-found', message: 'Address not found' });
    }
    expect((await adminDb.collection(COLLECTIONS.addresses).doc(theirs._id).get()).data()).toEqual(before);
    expect((await list(intruder)).map((address) => address.label)).toEqual(['Mine']);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const user = await createTestUser();
    expect((await call(`${base}/noSuchAddress42/default`, { method: 'PATCH', token: user.token })).status).toBe(404);
    const malformed = await call(`${base}/bad.id/default`, { method: 'PATCH', token: user.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid-argument');
  });

  it(`refuses a ${MAX_ADDRESSES_PER_USER + 1}th address with 429`, async () => {
    const user = await createTestUser();
    for (let index = 0; index < MAX_ADDRESSES_PER_USER; index++) await add(user, { label: `Place ${index}` });
    const { status, body } = await call(base, { method: 'POST', body: valid, token: user.token });
    expect(status).toBe(429);
    expect(body.error.code).toBe('resource-exhausted');
    expect(await list(user)).toHaveLength(MAX_ADDRESSES_PER_USER);
  });

  describe('under concurrent calls', () => {
    // A call that keeps losing to the others until its deadline answers 503 "try again", having changed nothing
    // (never a 500); whatever got in, exactly one address is the default.
    const contended = (answer: { status: number; body: { error?: { code: string } }; headers: Headers }) =>
      answer.status === 503 && answer.body.error?.code === 'unavailable' && answer.headers.get('retry-after') === '1';

    it('first addresses added at once: exactly one becomes the default', async () => {
      const user = await createTestUser();
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) => call(base, { method: 'POST', body: { ...valid, label: `Place ${index}` }, token: user.token })),
      );
      const added = answers.filter((answer) => answer.status === 201);
      expect(added.length + answers.filter(contended).length).toBe(answers.length);
      expect(added.length).toBeGreaterThan(0);
      expect(added.filter((answer) => answer.body.address.isDefault)).toHaveLength(1);
      expect(await storedDefaults(user.uid)).toHaveLength(1);
      expect(await list(user)).toHaveLength(added.length);
    });

    it('many "Set as Default", deletes and adds at once still leave exactly one default', async () => {
      const user = await createTestUser();
      const addresses = [];
      for (let index = 0; index < 5; index++) addresses.push(await add(user, { label: `Place ${index}` }));
      const calls = [
        ...addresses.flatMap((address) => [1, 2].map(() => call(`${base}/${address._id}/default`, { method: 'PATCH', token: user.token }))),
        call(`${base}/${addresses[0]!._id}`, { method: 'DELETE', token: user.token }),
        call(`${base}/${addresses[3]!._id}`, { method: 'DELETE', token: user.token }),
        call(base, { method: 'POST', body: { ...valid, label: 'Late' }, token: user.token }),
      ];
      const answers = await Promise.all(calls);
      expect(answers.every((answer) => answer.status < 500)).toBe(true);
      const [deletedFirst, deletedFourth, late] = answers.slice(-3);
      const remaining = await list(user);
      expect(remaining).toHaveLength(5 - [deletedFirst, deletedFourth].filter((answer) => answer!.status === 200).length + (late!.status === 201 ? 1 : 0));
      for (const answer of answers) expect(answer.status === 200 || answer.status === 201 || answer.status === 404 || contended(answer)).toBe(true);
      expect(remaining.filter((address) => address.isDefault)).toHaveLength(1);
      expect(remaining[0]!.isDefault).toBe(true);
      expect(await storedDefaults(user.uid)).toHaveLength(1);
    });
  });
});
