import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, OWNER_ALONE, EATERIES, useRulesEnvironment, type ActorName } from '../support/rules';

// A pickup's code (docs/product.md#pickup-and-tokens): the counter asks the student for it, so not even the eatery's
// vendor, who reads the order, may read it.
const rules = useRulesEnvironment('pickup-codes');
const CODE = 'pickupCodes/order1';

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'vendors/eatery1'), EATERIES.eatery1);
    await setDoc(doc(db, 'orders/order1'), { uid: ACTORS.owner.uid, vendorId: 'eatery1', status: 'ready', fulfilment: 'pickup' });
    await setDoc(doc(db, CODE), { uid: ACTORS.owner.uid, code: '0427' });
  });
});

describe('pickupCodes: read by the student of the order alone, written by the API only', () => {
  it.each(OWNER_ALONE)('%s reading the code of order1: allowed = %s', async (actor, allowed) => {
    const read = getDoc(doc(rules.as(actor), CODE));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  it.each(Object.keys(ACTORS) as ActorName[])('%s may not set or change a code', async (actor) => {
    const db = rules.as(actor);
    await assertFails(updateDoc(doc(db, CODE), { code: '1111' }));
    await assertFails(setDoc(doc(db, 'pickupCodes/order2'), { uid: ACTORS.owner.uid, code: '1111' }));
  });
});
