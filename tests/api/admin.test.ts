import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, EATERY_IMAGES, type CreateEateryInput } from '../../common/src/admin';
import { COLLECTIONS, type MenuItemDocument } from '../../common/src/documents';
import { WEEKDAYS } from '../../common/src/hours';
import { IST_OFFSET_MS } from '../../common/src/istTime';
import { HOURS_MESSAGES } from '../../common/src/orderLifecycle';
import { callHosting, useApi } from '../support/api';
import { warmFunctionWorkers } from '../support/functionWorkers';
import { adminAuth, adminDb } from '../support/firestore';
import { restGetStatus, restQueryStatus } from '../support/firestoreRest';
import { createOwnedEatery, deleteOwnedEatery } from '../support/ownedEatery';
import { claimsOf, createTestUser, refreshIdToken, signIn, signInSession, type TestUser } from '../support/users';

// The admin console's API (docs/product.md#admin-console): onboarding an eatery and its vendor, suspending it,
// accounts and roles, and the audit log every one of those writes.

const call = useApi();
let admin: TestUser;
let student: TestUser;
let vendor: TestUser;
const eateryIds: string[] = [];
const madeEmails: string[] = [];

beforeAll(async () => {
  [admin, student, vendor] = await Promise.all([
    createTestUser({ role: 'admin', profile: false }),
    createTestUser({ role: 'user', walletBalance: 0 }),
    createTestUser({ role: 'vendor', profile: false }),
  ]);
});
afterAll(async () => {
  await Promise.all(eateryIds.map((id) => adminDb.recursiveDelete(adminDb.collection(COLLECTIONS.vendors).doc(id))));
  await Promise.all(madeEmails.map(async (email) => adminAuth.deleteUser((await adminAuth.getUserByEmail(email)).uid).catch(() => undefined)));
});

const tag = () => randomUUID().replace(/-/g, '').slice(0, 10);
const newEatery = (vendorEmail: string, name = `Zz Admin Kitchen ${tag()}`): CreateEateryInput => ({
  name,
  cuisine: 'South Indian',
  address: 'Block C, near the library',
  costForTwo: 180,
  deliveryTime: '20-30',
  dietType: 'veg',
  image: EATERY_IMAGES[0]!,
  vendorEmail,
});

async function createEatery(body: CreateEateryInput) {
  const answer = await call('/api/v1/admin/eateries', { method: 'POST', token: admin.token, body });
  if (answer.status === 201) eateryIds.push(answer.body.eatery.id);
  return answer;
}

const auditOf = async (targetId: string) => {
  const { status, body } = await call('/api/v1/admin/audit', { token: admin.token });
  expect(status).toBe(200);
  return (body.entries as { target: { id: string } }[]).filter((entry) => entry.target.id === targetId);
};

describe('who may call the admin API', () => {
  const routes: [string, string, unknown?][] = [
    ['POST', '/api/v1/admin/eateries', newEatery('x@campuseats.test')],
    ['PATCH', '/api/v1/admin/eateries/someEatery', { suspended: true }],
    ['GET', '/api/v1/admin/users'],
    ['PATCH', '/api/v1/admin/users/someUid', { role: 'vendor' }],
    ['GET', '/api/v1/admin/audit'],
  ];

  it.each(routes)('%s %s: 401 signed out, 403 for a student and a vendor', async (method, path, body) => {
    expect((await call(path, { method, body })).status).toBe(401);
    for (const caller of [student, vendor]) {
      const answer = await call(path, { method, body, token: caller.token });
      expect(answer.status).toBe(403);
      expect(answer.body.error).toEqual({ code: 'permission-denied', message: 'You do not have access to this' });
    }
  });
});

describe('validation', () => {
  it.each([
    [{ deliveryTime: '30-20' }, ADMIN_MESSAGES.deliveryTimeInvalid],
    [{ deliveryTime: 'soon' }, ADMIN_MESSAGES.deliveryTimeInvalid],
    [{ image: 'https://example.com/a.png' }, ADMIN_MESSAGES.imageInvalid],
    [{ costForTwo: 99.5 }, ADMIN_MESSAGES.costInvalid],
    [{ name: '  ' }, ADMIN_MESSAGES.nameRequired],
    [{ name: 'N'.repeat(81) }, 'Keep it to 80 characters'],
    [{ vendorEmail: 'not an email' }, 'Enter a valid email'],
  ])('POST /admin/eateries refuses %o with 400', async (change, message) => {
    const answer = await createEatery({ ...newEatery('v@campuseats.test'), ...change } as CreateEateryInput);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid-argument');
    expect(answer.text).toContain(message);
  });

  it('PATCH and GET refuse malformed input with 400', async () => {
    const bad = [
      await call('/api/v1/admin/eateries/someEatery', { method: 'PATCH', token: admin.token, body: { suspended: 'yes' } }),
      await call('/api/v1/admin/users/someUid', { method: 'PATCH', token: admin.token, body: {} }),
      await call('/api/v1/admin/users/someUid', { method: 'PATCH', token: admin.token, body: { role: 'owner' } }),
      await call('/api/v1/admin/users?limit=0', { token: admin.token }),
      await call('/api/v1/admin/audit?cursor=no/such', { token: admin.token }),
    ];
    for (const answer of bad) expect([answer.status, answer.body.error.code]).toEqual([400, 'invalid-argument']);
    expect((await call('/api/v1/admin/eateries/noSuchEatery', { method: 'PATCH', token: admin.token, body: { suspended: true } })).status).toBe(404);
    expect((await call('/api/v1/admin/users/noSuchUid', { method: 'PATCH', token: admin.token, body: { disabled: true } })).status).toBe(404);
  });
});

describe('POST /admin/eateries', () => {
  it('invites a new vendor: the account is made with the vendor role and owns the eatery; signing in reaches the console', async () => {
    const email = `invited-${tag()}@campuseats.test`;
    madeEmails.push(email);
    const answer = await createEatery(newEatery(email));
    expect(answer.status).toBe(201);
    expect(answer.body.vendor).toMatchObject({ email, created: true });
    expect(answer.body.eatery).toMatchObject({ ownerUid: answer.body.vendor.uid, isOpen: true, suspended: false });
    const account = await adminAuth.getUser(answer.body.vendor.uid);
    expect(account.customClaims?.role).toBe('vendor');

    // The vendor sets a password through "Forgot password" (done here with the Admin SDK), then signs in.
    await adminAuth.updateUser(account.uid, { password: 'chosen-by-vendor' });
    const token = await signIn(email, 'chosen-by-vendor');
    expect(claimsOf(token).role).toBe('vendor');
    const console = await call('/api/v1/vendor/restaurant', { token });
    expect(console.status).toBe(200);
    expect(console.body.restaurant).toMatchObject({ id: answer.body.eatery.id, name: answer.body.eatery.name, isOpen: true });

    // Students see it in the list at once, open.
    const listed = await call(`/api/v1/vendors/restaurants/${answer.body.eatery.id}`);
    expect(listed.body.data.restaurant).toMatchObject({ name: answer.body.eatery.name, isOpen: true, deliveryTime: '20-30', ratingCount: 0 });
  });

  it('sets the opening hours it is given, so students see when it opens; malformed hours change nothing', async () => {
    const invited = await createTestUser({ role: 'vendor', profile: false });
    // Open for one minute a day, long past or far ahead of now: closed now, whatever the hour of the run.
    const nowIst = new Date(Date.now() + IST_OFFSET_MS);
    const open = `${String((nowIst.getUTCHours() + 12) % 24).padStart(2, '0')}:00`;
    const close = `${open.slice(0, 3)}01`;
    const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ open, close }]]));
    const answer = await createEatery({ ...newEatery(invited.email), hours });
    expect(answer.status).toBe(201);
    const listed = (await call(`/api/v1/vendors/restaurants/${answer.body.eatery.id}`)).body.data.restaurant;
    expect(listed).toMatchObject({ isOpen: false, opensAt: expect.any(String) });
    expect(new Date(listed.opensAt).getTime()).toBeGreaterThan(Date.now());

    const refused = await createEatery({ ...newEatery(invited.email), hours: { mon: [{ open: '25:00', close: '26:00' }] } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(HOURS_MESSAGES.time);
  });

  it('files it under the categories it is tagged with, beside its cuisine’s; an unknown or repeated one is refused', async () => {
    const invited = await createTestUser({ role: 'vendor', profile: false });
    const name = `Zz Tagged Kitchen ${tag()}`;
    const answer = await createEatery({ ...newEatery(invited.email, name), categories: ['pizza', 'coffee'] });
    expect(answer.status).toBe(201);
    const listedUnder = async (category: string) =>
      ((await call(`/api/v1/vendors/restaurants?search=${encodeURIComponent(name)}&category=${category}`)).body.data as { _id: string }[]).map(
        (restaurant) => restaurant._id,
      );
    expect(await listedUnder('coffee')).toEqual([answer.body.eatery.id]);
    expect(await listedUnder('pizza')).toEqual([answer.body.eatery.id]);
    expect(await listedUnder('burger')).toEqual([]);
    expect((await auditOf(answer.body.eatery.id))[0]).toMatchObject({ after: { categories: 'pizza, coffee' } });

    for (const categories of [['sushi'], ['coffee', 'coffee']]) {
      const refused = await createEatery({ ...newEatery(invited.email), categories: categories as CreateEateryInput['categories'] });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain(ADMIN_MESSAGES.categoriesInvalid);
    }
  });

  it('invites an existing student: the role applies to their very next request, and a token refresh carries it', async () => {
    const invited = await createTestUser({ role: 'user' });
    const session = await signInSession(invited.email, invited.password);
    expect((await call('/api/v1/vendor/restaurant', { token: session.idToken })).status).toBe(403);

    const answer = await createEatery(newEatery(invited.email.toUpperCase()));
    expect(answer.status).toBe(201);
    expect(answer.body.vendor).toEqual({ uid: invited.uid, email: invited.email, created: false });

    // No new sign-in: the token from before the invite reaches the console at once...
    const console = await call('/api/v1/vendor/restaurant', { token: session.idToken });
    expect(console.status).toBe(200);
    expect(console.body.restaurant.id).toBe(answer.body.eatery.id);
    // ...and the app's next token refresh carries the role the web app routes by.
    const refreshed = await refreshIdToken(session.refreshToken);
    expect('idToken' in refreshed && claimsOf(refreshed.idToken).role).toBe('vendor');

    const entries = await auditOf(invited.uid);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.role',
        actorUid: admin.uid,
        actorEmail: admin.email,
        target: { kind: 'user', id: invited.uid, label: invited.email },
        before: { role: 'user' },
        after: { role: 'vendor' },
      }),
    ]);
  });

  it('refuses an admin account, and an account that already runs an eatery, with 409', async () => {
    const otherAdmin = await createTestUser({ role: 'admin', profile: false });
    const refused = await createEatery(newEatery(otherAdmin.email));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'aborted', message: ADMIN_MESSAGES.vendorIsAdmin, details: { reason: 'vendor-is-admin' } });
    expect((await adminAuth.getUser(otherAdmin.uid)).customClaims?.role).toBe('admin');

    const runner = await createTestUser({ role: 'user' });
    expect((await createEatery(newEatery(runner.email))).status).toBe(201);
    const second = await createEatery(newEatery(runner.email));
    expect(second.status).toBe(409);
    expect(second.body.error.details.reason).toBe('vendor-runs-another');
  });

  it('records the eatery in the audit log, in the batch that created it', async () => {
    const invited = await createTestUser({ role: 'vendor', profile: false });
    const { body } = await createEatery(newEatery(invited.email));
    const entries = await auditOf(body.eatery.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'eatery.create',
        actorUid: admin.uid,
        actorEmail: admin.email,
        target: { kind: 'eatery', id: body.eatery.id, label: body.eatery.name },
        before: null,
        after: expect.objectContaining({ name: body.eatery.name, ownerUid: invited.uid, vendorEmail: invited.email }),
      }),
    ]);
    expect(Date.parse((entries[0] as unknown as { at: string }).at)).toBeGreaterThan(Date.now() - 60_000);
    // An account already a vendor keeps its role: no role entry.
    expect(await auditOf(invited.uid)).toEqual([]);
  });
});

describe('PATCH /admin/eateries/:id', () => {
  it('suspends an eatery: closed in the list and the menu, add-to-cart refused, whatever its vendor’s switch says; reopening undoes it', async () => {
    const owner = await createTestUser({ role: 'vendor', profile: false });
    const { body } = await createEatery(newEatery(owner.email));
    const id = body.eatery.id as string;
    const name = body.eatery.name as string;
    await adminDb
      .collection(COLLECTIONS.vendors)
      .doc(id)
      .collection(COLLECTIONS.menuItems)
      .doc('idli')
      .set({
        name: 'Idli',
        desc: 'Two, with chutney.',
        price: 40,
        image: '/images/dishes/dosa.svg',
        veg: true,
        category: 'Breakfast',
        bestseller: false,
        available: true,
        position: 0,
      } satisfies MenuItemDocument);
    const add = () => call('/api/v1/cart', { method: 'POST', token: student.token, body: { vendorId: id, menuItemId: 'idli', quantity: 1 } });
    const suspend = (suspended: boolean) => call(`/api/v1/admin/eateries/${id}`, { method: 'PATCH', token: admin.token, body: { suspended } });

    const suspended = await suspend(true);
    expect(suspended.status).toBe(200);
    expect(suspended.body.eatery).toMatchObject({ id, isOpen: true, suspended: true });
    const refused = await add();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ message: `${name} is closed right now`, details: { reason: 'eatery-closed' } });
    expect((await call(`/api/v1/vendors/restaurants/${id}`)).body.data.restaurant.isOpen).toBe(false);
    const list = await call(`/api/v1/vendors/restaurants?search=${encodeURIComponent(name)}`);
    expect(list.body.data).toEqual([expect.objectContaining({ _id: id, isOpen: false })]);

    // The vendor's own switch cannot open it.
    const owned = await signIn(owner.email, owner.password);
    expect((await call('/api/v1/vendor/restaurant', { method: 'PATCH', token: owned, body: { isOpen: true } })).status).toBe(200);
    expect((await add()).status).toBe(409);

    // Suspending twice changes nothing and records nothing more.
    expect((await suspend(true)).status).toBe(200);
    expect((await suspend(false)).body.eatery.suspended).toBe(false);
    expect([200, 201]).toContain((await add()).status);
    expect((await call(`/api/v1/vendors/restaurants/${id}`)).body.data.restaurant.isOpen).toBe(true);

    const entries = await auditOf(id);
    expect(entries.map((entry) => (entry as unknown as { action: string }).action)).toEqual(['eatery.reopen', 'eatery.suspend', 'eatery.create']);
    expect(entries[1]).toMatchObject({ actorUid: admin.uid, target: { label: name }, before: { suspended: false }, after: { suspended: true } });
    await call('/api/v1/cart', { method: 'DELETE', token: student.token });
  });
});

describe('GET /admin/users', () => {
  it('searches by email or name prefix in any letter case, and pages through the matches', async () => {
    const marker = `zzsearch${tag()}`;
    const made = await Promise.all(
      [0, 1, 2].map((index) => adminAuth.createUser({ email: `${marker}${index}@campuseats.test`, displayName: `Zed ${index}`, password: 'password-1' })),
    );
    made.forEach((account) => madeEmails.push(account.email!));
    await adminAuth.setCustomUserClaims(made[1]!.uid, { role: 'vendor' });
    await adminAuth.updateUser(made[2]!.uid, { disabled: true, displayName: `${marker} Named` });

    const first = await call(`/api/v1/admin/users?search=${marker.toUpperCase()}&limit=2`, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const rest = await call(`/api/v1/admin/users?search=${marker}&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: admin.token });
    expect(rest.status).toBe(200);
    const all = [...first.body.users, ...rest.body.users];
    expect(new Set(all.map((user: { uid: string }) => user.uid))).toEqual(new Set(made.map((account) => account.uid)));
    expect(all.find((user: { uid: string }) => user.uid === made[1]!.uid)).toMatchObject({ role: 'vendor', disabled: false, displayName: 'Zed 1' });
    expect(all.find((user: { uid: string }) => user.uid === made[2]!.uid)).toMatchObject({ role: 'user', disabled: true, email: `${marker}2@campuseats.test` });

    // A word of the name matches too.
    const byName = await call(`/api/v1/admin/users?search=${marker}%20na`, { token: admin.token });
    expect(byName.body.users.map((user: { uid: string }) => user.uid)).toEqual([made[2]!.uid]);

    // A search that matches nobody is an empty page, not an error (the screen then says so: AccountsPage.test.tsx).
    const nobody = await call(`/api/v1/admin/users?search=${marker}0@campuseats.test-nobody`, { token: admin.token });
    expect(nobody.status).toBe(200);
    expect(nobody.body.users).toEqual([]);
  });

  it('without a search, pages through every account once', async () => {
    const first = await call('/api/v1/admin/users?limit=3', { token: admin.token });
    expect(first.body.users).toHaveLength(3);
    const second = await call(`/api/v1/admin/users?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: admin.token });
    expect(second.status).toBe(200);
    const ids = [...first.body.users, ...second.body.users].map((user: { uid: string }) => user.uid);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('PATCH /admin/users/:uid', () => {
  it('changes a role: the next request has it without a new sign-in, the refreshed token carries it, and it is logged', async () => {
    const person = await createTestUser({ role: 'user' });
    const session = await signInSession(person.email, person.password);
    expect((await call('/api/v1/admin/users?limit=1', { token: session.idToken })).status).toBe(403);

    const promoted = await call(`/api/v1/admin/users/${person.uid}`, { method: 'PATCH', token: admin.token, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user).toMatchObject({ uid: person.uid, role: 'admin', disabled: false });
    expect((await call('/api/v1/admin/users?limit=1', { token: session.idToken })).status).toBe(200);
    const refreshed = await refreshIdToken(session.refreshToken);
    expect('idToken' in refreshed && claimsOf(refreshed.idToken).role).toBe('admin');

    // A demotion applies as fast: the token that was an admin's a moment ago is refused.
    await call(`/api/v1/admin/users/${person.uid}`, { method: 'PATCH', token: admin.token, body: { role: 'user' } });
    expect((await call('/api/v1/admin/users?limit=1', { token: session.idToken })).status).toBe(403);

    const roleChange = (from: string, to: string) =>
      expect.objectContaining({
        action: 'user.role',
        actorUid: admin.uid,
        target: { kind: 'user', id: person.uid, label: person.email },
        before: { role: from },
        after: { role: to },
      });
    expect(await auditOf(person.uid)).toEqual([roleChange('admin', 'user'), roleChange('user', 'admin')]);
  });

  it('disables an account: its sessions end (tokens refused, refresh refused, no sign-in) until it is enabled again', async () => {
    const person = await createTestUser({ role: 'user' });
    const session = await signInSession(person.email, person.password);
    expect((await call('/api/v1/auth/verify', { token: session.idToken })).status).toBe(200);
    // Revocation is kept to the second, as token sign-in times are: a session begun in the same second as the
    // revocation would count as after it.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const disabled = await call(`/api/v1/admin/users/${person.uid}`, { method: 'PATCH', token: admin.token, body: { disabled: true } });
    expect(disabled.status).toBe(200);
    expect(disabled.body.user.disabled).toBe(true);
    expect((await call('/api/v1/auth/verify', { token: session.idToken })).status).toBe(401);
    expect(await refreshIdToken(session.refreshToken)).toHaveProperty('error');
    await expect(signIn(person.email, person.password)).rejects.toThrow(/USER_DISABLED/);

    await call(`/api/v1/admin/users/${person.uid}`, { method: 'PATCH', token: admin.token, body: { disabled: false } });
    // Ended sessions stay ended; a new sign-in works.
    expect((await call('/api/v1/auth/verify', { token: session.idToken })).status).toBe(401);
    expect((await call('/api/v1/auth/verify', { token: await signIn(person.email, person.password) })).status).toBe(200);

    expect((await auditOf(person.uid)).map((entry) => entry as unknown as { action: string; before: unknown; after: unknown })).toEqual([
      expect.objectContaining({ action: 'user.enable', before: { disabled: true }, after: { disabled: false } }),
      expect.objectContaining({ action: 'user.disable', before: { disabled: false }, after: { disabled: true } }),
    ]);
  });

  it('refuses an admin demoting or disabling themselves with 409, and records nothing', async () => {
    for (const body of [{ role: 'user' }, { role: 'vendor' }, { disabled: true }]) {
      const answer = await call(`/api/v1/admin/users/${admin.uid}`, { method: 'PATCH', token: admin.token, body });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ code: 'aborted', message: ADMIN_MESSAGES.notYourself, details: { reason: 'self' } });
    }
    expect((await adminAuth.getUser(admin.uid)).customClaims?.role).toBe('admin');
    expect((await call(`/api/v1/admin/users/${admin.uid}`, { method: 'PATCH', token: admin.token, body: { role: 'admin' } })).status).toBe(200);
    expect(await auditOf(admin.uid)).toEqual([]);
  });

  it('refuses to make an eatery’s owner an admin with 409, and changes nothing', async () => {
    const owner = await createTestUser({ role: 'vendor', profile: false });
    const eatery = await createOwnedEatery(adminDb, owner.uid);
    try {
      const answer = await call(`/api/v1/admin/users/${owner.uid}`, { method: 'PATCH', token: admin.token, body: { role: 'admin' } });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ code: 'aborted', message: ADMIN_MESSAGES.runsEatery, details: { reason: 'runs-eatery', eateryId: eatery.id } });
      expect((await adminAuth.getUser(owner.uid)).customClaims?.role).toBe('vendor');
      expect(await auditOf(owner.uid)).toEqual([]);
    } finally {
      await deleteOwnedEatery(adminDb, eatery);
    }
  });
});

describe('a role change or a disabled account reaches Firestore at once, for tokens issued before it', () => {
  // Read through Firestore's REST API with the token the person held before the change, as the rules see it.
  const demote = (uid: string, body: { role?: string; disabled?: boolean }) =>
    call(`/api/v1/admin/users/${uid}`, { method: 'PATCH', token: admin.token, body });

  it('an admin demoted to a student: the old token no longer queries every order, the audit log or the figures', async () => {
    const person = await createTestUser({ role: 'admin', profile: false });
    const adminQueries = () =>
      Promise.all([restQueryStatus('orders', person.token), restQueryStatus('auditLog', person.token), restQueryStatus('eateryDays', person.token)]);
    expect(await adminQueries()).toEqual([200, 200, 200]);
    expect((await demote(person.uid, { role: 'user' })).status).toBe(200);
    expect(await adminQueries()).toEqual([403, 403, 403]);
    expect((await call('/api/v1/admin/users?limit=1', { token: person.token })).status).toBe(403);
  });

  it('a vendor demoted to a student: the old token no longer reads its eatery’s orders', async () => {
    const owner = await createTestUser({ role: 'vendor', profile: false });
    const eatery = await createOwnedEatery(adminDb, owner.uid);
    try {
      const itsOrders = () => restQueryStatus('orders', owner.token, { field: 'vendorId', equals: eatery.id });
      expect(await itsOrders()).toBe(200);
      expect((await demote(owner.uid, { role: 'user' })).status).toBe(200);
      expect(await itsOrders()).toBe(403);
      expect((await call('/api/v1/vendor/orders', { token: owner.token })).status).toBe(403);
    } finally {
      await deleteOwnedEatery(adminDb, eatery);
    }
  });

  it('a disabled student: the old token no longer reads their profile or addresses', async () => {
    const person = await createTestUser({ role: 'user' });
    const ownReads = () =>
      Promise.all([restGetStatus(`users/${person.uid}`, person.token), restQueryStatus('addresses', person.token, { field: 'uid', equals: person.uid })]);
    expect(await ownReads()).toEqual([200, 200]);
    expect((await demote(person.uid, { disabled: true })).status).toBe(200);
    expect(await ownReads()).toEqual([403, 403]);
    expect((await call('/api/v1/auth/verify', { token: person.token })).status).toBe(401);
  });
});

describe('racing admin changes, in parallel through Hosting (many function workers)', () => {
  // Workers ready beforehand, so that the racing requests run at once rather than wait for a worker each.
  beforeAll(() => warmFunctionWorkers(10), 60_000);
  const patchUser = (token: string, uid: string, body: { role?: string; disabled?: boolean }) =>
    callHosting(`/api/v1/admin/users/${uid}`, { method: 'PATCH', token, body });
  const roleOf = async (person: TestUser) => (await call('/api/v1/auth/verify', { token: person.token })).body.role as string | undefined;

  it('two admins demoting (or disabling) each other at once: one change wins, the other is refused, an admin is left', async () => {
    const pairs = await Promise.all(
      [0, 1, 2].map(() => Promise.all([createTestUser({ role: 'admin', profile: false }), createTestUser({ role: 'admin', profile: false })])),
    );
    const changes = [{ role: 'user' }, { role: 'vendor' }, { disabled: true }];
    const answers = await Promise.all(
      pairs.map(([first, second], index) =>
        Promise.all([patchUser(first.token, second.uid, changes[index]!), patchUser(second.token, first.uid, changes[index]!)]),
      ),
    );
    for (const [index, [first, second]] of pairs.entries()) {
      const statuses = answers[index]!.map((answer) => answer.status);
      // The loser's own admin role went first: refused as a non-admin (403), or, once disabled, as no one (401).
      expect(
        statuses.filter((status) => status === 200),
        `pair ${index}: ${statuses}`,
      ).toHaveLength(1);
      expect(
        statuses.every((status) => [200, 401, 403].includes(status)),
        `pair ${index}: ${statuses}`,
      ).toBe(true);
      const roles = await Promise.all([roleOf(first), roleOf(second)]);
      expect(
        roles.filter((role) => role === 'admin'),
        `pair ${index}: ${roles}`,
      ).toHaveLength(1);
    }
  });

  it('POST /admin/eateries four times at once for one new vendor makes one eatery; the others answer 409', async () => {
    const email = `racing-${tag()}@campuseats.test`;
    madeEmails.push(email);
    const body = newEatery(email);
    const answers = await Promise.all([0, 1, 2, 3].map(() => callHosting('/api/v1/admin/eateries', { method: 'POST', token: admin.token, body })));
    const created = answers.filter((answer) => answer.status === 201);
    created.forEach((answer) => eateryIds.push(answer.body.eatery.id));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error).toMatchObject({ code: 'aborted', message: ADMIN_MESSAGES.vendorRunsAnother, details: { reason: 'vendor-runs-another' } });
    }
    const owned = await adminDb.collection(COLLECTIONS.vendors).where('ownerUid', '==', created[0]!.body.vendor.uid).get();
    expect(owned.size).toBe(1);
  });
});

describe('GET /admin/audit', () => {
  it('lists newest first and pages with a cursor', async () => {
    const first = await call('/api/v1/admin/audit', { token: admin.token });
    expect(first.status).toBe(200);
    const times = first.body.entries.map((entry: { at: string }) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    if (first.body.nextCursor) {
      const next = await call(`/api/v1/admin/audit?cursor=${first.body.nextCursor}`, { token: admin.token });
      expect(next.status).toBe(200);
      expect(Date.parse(next.body.entries[0].at)).toBeLessThanOrEqual(times.at(-1));
    }
    expect((await call('/api/v1/admin/audit?cursor=noSuchEntry', { token: admin.token })).status).toBe(400);
  });

  it('answers an entry written before labels were kept with what the entry itself says, else no label', async () => {
    const at = new Date();
    const [added, suspended] = [`zzOldAdded${tag()}`, `zzOldSuspended${tag()}`];
    const old = { actorUid: admin.uid, actorEmail: admin.email, before: null, at };
    const refs = await Promise.all([
      adminDb.collection(COLLECTIONS.auditLog).add({ ...old, action: 'eatery.create', target: { kind: 'eatery', id: added }, after: { name: 'Old Dosa' } }),
      adminDb.collection(COLLECTIONS.auditLog).add({ ...old, action: 'eatery.suspend', target: { kind: 'eatery', id: suspended }, after: { suspended: true } }),
    ]);
    try {
      expect((await auditOf(added))[0]).toMatchObject({ target: { kind: 'eatery', id: added, label: 'Old Dosa' } });
      expect((await auditOf(suspended))[0]).toMatchObject({ target: { kind: 'eatery', id: suspended, label: null } });
    } finally {
      await Promise.all(refs.map((ref) => ref.delete()));
    }
  });
});
