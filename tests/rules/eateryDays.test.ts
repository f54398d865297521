import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
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

  it.each(['vendor', 'admin', 'owner'] as ActorName[])('%s may not write figures', async (actor) => {
    await assertFails(updateDoc(doc(rules.as(actor), DAY), { revenue: 1_000_000 }));
    await assertFails(setDoc(doc(rules.as(actor), 'eateryDays/eatery1_2026-11-24'), { vendorId: 'eatery1', delivered: 1 }));
  });
});
