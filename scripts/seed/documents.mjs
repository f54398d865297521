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
