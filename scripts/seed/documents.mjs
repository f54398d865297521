// The documents the seed writes, built from eateries.json and accounts.json. Their shapes are those of
// common/src/documents.ts; scripts/seed/seedData.test.ts checks each against its schema. `now` is the time
// to stamp (a server timestamp when seeding, a Date in the test).

/** users/{uid}: the profile fields of a demo account, without the wallet (kept across seeds). */
export function userProfileFields(account) {
  const { uid, email, name, phone, yearOfStudy, accommodation, hostelDetails } = account;
  return Object.fromEntries(
    Object.entries({ firebaseUid: uid, email, name, phone, yearOfStudy, accommodation, hostelDetails }).filter(([, value]) => value !== undefined),
  );
}

/** users/{uid} as first written: the profile, the demo wallet and both times. */
export function newUserDocument(account, now) {
  return { ...userProfileFields(account), walletBalance: account.walletBalance, createdAt: now, updatedAt: now };
}

/** addresses/{id} of a demo account: [id, document] pairs. */
export function addressDocuments(account, now) {
  return account.addresses.map(({ id, ...address }) => [id, { ...address, uid: account.uid, createdAt: now }]);
}

/**
 * vendors/{id} and its menuItems/{id}: the eatery (open as `isOpen` says) and [id, dish] pairs in menu order.
 * Its rating figures start from the seeded average and count (an exact sum of whole stars), unless `figures`
 * carries the ones students' reviews have moved since.
 */
export function eateryDocuments(eatery, { ownerUid, isOpen, figures }) {
  const { id, menu, ratingCount, ...fields } = eatery;
  const starting = { ratingSum: Math.round(fields.rating * ratingCount), ratingCount };
  const vendor = { ...fields, ...(figures ?? starting), isOpen, nameLower: fields.name.toLowerCase(), ownerUid: ownerUid ?? null };
  const dishes = menu.map(({ id: itemId, ...item }, position) => [itemId, { ...item, available: item.available ?? true, position }]);
  return { id, vendor, dishes };
}

/**
 * orders/{DEMO_ORDER_ID}: the demo student's delivered order at the first eatery, delivered half an hour before
 * `nowMs`, so the demo can rate it (docs/product.md#reviews). Written again on each seed until it is rated.
 */
export const DEMO_ORDER_ID = 'demoDeliveredOrder';
export function demoDeliveredOrder(account, eatery, nowMs) {
  const [addressId, address] = addressDocuments(account, null)[0];
  const { label, street, city, state, zipCode, landmark, phone } = address;
  // One dish under ₹300: the delivery fee is the base tier's ₹49 (the seed test checks it against common's pricing).
  const dishes = eatery.menu.slice(0, 1).map((dish) => ({ menuItemId: dish.id, name: dish.name, quantity: 1, price: dish.price, veg: dish.veg }));
  const subtotal = dishes.reduce((sum, dish) => sum + dish.price * dish.quantity, 0);
  const at = (minutesAgo) => new Date(nowMs - minutesAgo * 60_000);
  const steps = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'];
  return {
    uid: account.uid,
    vendorId: eatery.id,
    vendorName: eatery.name,
    vendorAddress: eatery.address,
    orderNumber: 'CE-DEMO-2345',
    items: dishes,
    subtotal,
    deliveryFee: 49,
    platformFee: 5,
    walletApplied: 0,
    total: subtotal + 54,
    paymentMethod: 'cod',
    addressId,
    address: { label, street, city, state, zipCode, landmark, phone },
    status: 'delivered',
    statusHistory: steps.map((status, index) => ({ status, at: at(70 - index * 8) })),
    createdAt: at(70),
    estimatedDeliveryAt: at(30),
    deliveredAt: at(30),
    updatedAt: at(30),
  };
}
