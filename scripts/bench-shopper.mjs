// A student for the signed-in visits of scripts/bench-web-vitals.mjs: a fresh account (the demo student's data stays
// as seeded) with what every signed-in screen shows: a saved hostel address, a placed order and dishes in the cart.
// Written with the Admin SDK and the real cart and order API, like the browser tests' shopper.
import { randomUUID } from 'node:crypto';
import { emulatorAdmin } from './emulatorAdmin.mjs';

const { auth, db } = await emulatorAdmin('bench-shopper');

async function signIn(email, password) {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`bench: sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

/** Creates the student and answers their credentials and the id of their order. */
export async function createBenchShopper(appUrl) {
  const id = randomUUID().replace(/-/g, '').slice(0, 12);
  const email = `bench-${id}@test.campuseats.test`;
  const password = `pw-${id}`;
  const { uid } = await auth.createUser({ email, password, displayName: 'Bench Student' });
  await auth.setCustomUserClaims(uid, { role: 'user' });
  await db
    .collection('users')
    .doc(uid)
    .set({ firebaseUid: uid, email, name: { first: 'Bench', last: 'Student' }, phone: '', walletBalance: 0, createdAt: new Date() });
  const address = await db.collection('addresses').add({
    label: 'Hostel',
    street: 'Block C, Room 214',
    city: 'Campus',
    state: 'Karnataka',
    zipCode: '560012',
    landmark: 'Near the library',
    phone: '+919812345678',
    uid,
    isDefault: true,
    createdAt: new Date(),
  });

  const token = await signIn(email, password);
  const call = async (path, body, headers = {}) => {
    const response = await fetch(`${appUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`bench: POST ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  await call('/cart', { vendorId: 'hostel4Canteen', menuItemId: 'vegThali', quantity: 2 });
  const { order } = await call('/payments/orders', { addressId: address.id, paymentMethod: 'cod', useWallet: false }, { 'Idempotency-Key': randomUUID() });
  await call('/cart', { vendorId: 'chaiPointKiosk', menuItemId: 'cuttingChai', quantity: 3 });
  return { email, password, orderId: order.id };
}
