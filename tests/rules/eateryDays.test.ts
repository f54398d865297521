import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { EATERIES, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('eatery-days');
const DAY = 'eateryDays/eatery1_2026-11-23';

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'vendors/eatery1'), EATERIES.eatery1);
    await setDoc(doc(db, DAY), { vendorId: 'eatery1', day: '2026-11-23', delivered: 3, revenue: 900, cancelled: 1, dishes: {} });
  });
});

describe("eateryDays: an eatery's sales, for its vendor and admins; written by the API only", () => {
  it.each([
    ['vendor', true],
    ['admin', true],
    ['otherVendor', false],
    ['owner', false],
    ['anonymous', false],
  ] as [ActorName, boolean][])("%s reading eatery1's day: allowed = %s", async (actor, allowed) => {
    const read = getDoc(doc(rules.as(actor), DAY));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  // The consoles' live figures (web/src/lib/live/figures.ts): a vendor's query names its eatery, an admin's does not.
  it.each([
    ['vendor', true],
    ['admin', true],
    ['otherVendor', false],
    ['owner', false],
    ['anonymous', false],
  ] as [ActorName, boolean][])("%s listing eatery1's days from a day on: allowed = %s", async (actor, allowed) => {
    const days = query(collection(rules.as(actor), 'eateryDays'), where('vendorId', '==', 'eatery1'), where('day', '>=', '2026-11-17'));
    await (allowed ? assertSucceeds(getDocs(days)) : assertFails(getDocs(days)));
  });

  it.each([
    ['admin', true],
    ['vendor', false],
    ['owner', false],
    ['anonymous', false],
  ] as [ActorName, boolean][])("%s listing every eatery's days from a day on: allowed = %s", async (actor, allowed) => {
    const days = query(collection(rules.as(actor), 'eateryDays'), where('day', '>=', '2026-11-17'));
    await (allowed ? assertSucceeds(getDocs(days)) : assertFails(getDocs(days)));
  });

  it.each(['vendor', 'admin', 'owner'] as ActorName[])('%s may not write figures', async (actor) => {
    await assertFails(updateDoc(doc(rules.as(actor), DAY), { revenue: 1_000_000 }));
    await assertFails(setDoc(doc(rules.as(actor), 'eateryDays/eatery1_2026-11-24'), { vendorId: 'eatery1', delivered: 1 }));
  });
});
