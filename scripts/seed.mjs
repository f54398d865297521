// Loads the demo eateries, menus and accounts into the emulators (docs/product.md#demo-data); a rerun keeps what people changed.
import { emulatorEnv, PROJECT_ID } from './emulators.mjs';
// The collection names every part of the app uses (common/src/documents.ts describes each document).
import COLLECTIONS from '../common/src/collections.json' with { type: 'json' };
import accounts from './seed/accounts.json' with { type: 'json' };
import eateries from './seed/eateries.json' with { type: 'json' };
import {
  addressDocuments,
  DEMO_ORDER_ID,
  demoDeliveredOrder,
  demoOrderFigureChanges,
  eateryDocuments,
  newUserDocument,
  pastWeek,
  userProfileFields,
} from './seed/documents.mjs';

for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;
if (!PROJECT_ID.startsWith('demo-')) {
  console.error(`Refusing to seed: project "${PROJECT_ID}" is not a demo- project (seed targets the emulators only).`);
  process.exit(1);
}

const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore, FieldValue } = await import('firebase-admin/firestore');

const app = initializeApp({ projectId: PROJECT_ID });
const auth = getAuth(app);
const db = getFirestore(app);

async function upsertAccount(account, eateryId) {
  const profile = {
    uid: account.uid,
    email: account.email,
    password: account.password,
    displayName: `${account.name.first} ${account.name.last}`,
    emailVerified: true,
  };
  try {
    await auth.updateUser(account.uid, profile);
  } catch (error) {
    if (error?.code !== 'auth/user-not-found') throw error;
    await auth.createUser(profile);
  }
  await auth.setCustomUserClaims(account.uid, { role: account.role });
  // accounts/{uid} (docs/architecture.md#data): staff need one; one an admin changed gets the seed's role back but keeps its disabled flag.
  const standingRef = db.collection(COLLECTIONS.accounts).doc(account.uid);
  const standing = await standingRef.get();
  if (standing.exists || account.role !== 'user') {
    const fields = { role: account.role, ...(eateryId ? { eateryId } : {}), updatedAt: new Date() };
    await standingRef.set(standing.exists ? fields : { ...fields, disabled: false }, { merge: true });
  }

  const userRef = db.collection(COLLECTIONS.users).doc(account.uid);
  const existing = await userRef.get();
  const now = FieldValue.serverTimestamp();
  if (existing.exists) {
    await userRef.set({ ...userProfileFields(account), updatedAt: now }, { merge: true });
  } else {
    await userRef.set(newUserDocument(account, now));
    for (const [id, address] of addressDocuments(account, now)) await db.collection(COLLECTIONS.addresses).doc(id).set(address);
  }
}

async function upsertEatery(eatery, ownerUid) {
  const vendorRef = db.collection(COLLECTIONS.vendors).doc(eatery.id);
  const existing = await vendorRef.get();
  // Its open switch belongs to its vendor once it exists, and its rating figures to the reviews that moved them.
  const isOpen = existing.exists ? existing.get('isOpen') !== false : eatery.isOpen;
  const kept =
    existing.exists && Number.isInteger(existing.get('ratingCount'))
      ? { ratingSum: existing.get('ratingSum'), ratingCount: existing.get('ratingCount') }
      : undefined;
  const { vendor, dishes } = eateryDocuments(eatery, { ownerUid, isOpen, figures: kept });
  const batch = db.batch();
  batch.set(vendorRef, vendor);
  for (const [itemId, dish] of dishes) batch.set(vendorRef.collection(COLLECTIONS.menuItems).doc(itemId), dish);
  await batch.commit();
}

/** Adds a day's `figures` to eateryDays/{eateryId}_{day} within `writer`, a batch or a transaction. */
function addToDayFigures(writer, eateryId, day, figures) {
  const dishes = Object.fromEntries(
    Object.entries(figures.dishes).map(([id, dish]) => [id, { name: dish.name, quantity: FieldValue.increment(dish.quantity) }]),
  );
  writer.set(
    db.collection(COLLECTIONS.eateryDays).doc(`${eateryId}_${day}`),
    {
      vendorId: eateryId,
      day,
      delivered: FieldValue.increment(figures.delivered),
      revenue: FieldValue.increment(figures.revenue),
      dishes,
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}

/** The demo student's delivered order, stamped afresh until it is rated, its figures moving with it in one transaction. */
async function stampDemoOrder(student, eatery) {
  const orderRef = db.collection(COLLECTIONS.orders).doc(DEMO_ORDER_ID);
  const reviewRef = db.collection(COLLECTIONS.reviews).doc(DEMO_ORDER_ID);
  await db.runTransaction(async (transaction) => {
    const [order, review] = await transaction.getAll(orderRef, reviewRef);
    if (review.exists) return;
    const fresh = demoDeliveredOrder(student, eatery, Date.now());
    const previous = order.exists ? { ...order.data(), deliveredAt: order.get('deliveredAt').toDate() } : undefined;
    for (const { day, figures } of demoOrderFigureChanges(previous, fresh)) addToDayFigures(transaction, eatery.id, day, figures);
    transaction.set(orderRef, fresh);
  });
}

/** One eatery's past day, its orders and figures in one batch: a day seeded before fails it, so each order counts once. */
async function seedPastDay({ eateryId, day, orders, figures }) {
  const batch = db.batch();
  for (const [id, order] of orders) batch.create(db.collection(COLLECTIONS.orders).doc(id), order);
  addToDayFigures(batch, eateryId, day, figures);
  try {
    await batch.commit();
    return orders.length;
  } catch (error) {
    // ALREADY_EXISTS: seeded by an earlier run.
    if (error?.code !== 6) throw error;
    return 0;
  }
}

const started = Date.now();
const owner = accounts.find((account) => account.ownsFirstEatery);
for (const account of accounts) await upsertAccount(account, account === owner ? eateries[0]?.id : undefined);
await Promise.all(eateries.map((eatery, index) => upsertEatery(eatery, index === 0 ? owner?.uid : undefined)));
const demoStudent = accounts.find((account) => account.role === 'user' && account.addresses.length > 0);
if (demoStudent) await stampDemoOrder(demoStudent, eateries[0]);
// One read skips the past days an earlier run seeded (their first order exists) without a failed batch each.
const pastDays = pastWeek(eateries, Date.now());
const seeded = await db.getAll(...pastDays.map(({ orders }) => db.collection(COLLECTIONS.orders).doc(orders[0][0])));
const pastOrders = (await Promise.all(pastDays.filter((_day, index) => !seeded[index].exists).map(seedPastDay))).reduce((sum, count) => sum + count, 0);
const items = eateries.reduce((sum, eatery) => sum + eatery.menu.length, 0);
console.log(
  `Seeded ${eateries.length} eateries, ${items} menu items, ${accounts.length} demo accounts and ${pastOrders} past orders in ${Date.now() - started} ms.`,
);
