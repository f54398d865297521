import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, EATERIES, useRulesEnvironment, type ActorName } from '../support/rules';

// The counter board (docs/product.md#counter-board): a public screen, so everyone reads its tokens; nobody writes them.
const rules = useRulesEnvironment('board-tokens');
const TOKEN = 'boardTokens/order1';
const EVERY_ACTOR = Object.keys(ACTORS) as ActorName[];

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'vendors/eatery1'), EATERIES.eatery1);
    await setDoc(doc(db, TOKEN), { vendorId: 'eatery1', day: '2026-11-27', token: 'E-001', state: 'preparing' });
  });
});

describe('boardTokens: tokens and their columns, read by anyone, written by the API only', () => {
  it.each(EVERY_ACTOR)('%s may read a token and list the board of eatery1 as the board does', async (actor) => {
    const db = rules.as(actor);
    await assertSucceeds(getDoc(doc(db, TOKEN)));
    await assertSucceeds(getDocs(query(collection(db, 'boardTokens'), where('vendorId', '==', 'eatery1'), orderBy('day', 'desc'), limit(100))));
  });

  it.each(EVERY_ACTOR)('%s may not put, move or take a token off the board', async (actor) => {
    const db = rules.as(actor);
    await assertFails(setDoc(doc(db, 'boardTokens/order2'), { vendorId: 'eatery1', day: '2026-11-27', token: 'E-002', state: 'ready' }));
    await assertFails(updateDoc(doc(db, TOKEN), { state: 'ready' }));
    await assertFails(deleteDoc(doc(db, TOKEN)));
  });
});

// The API's counts, each moved only in the batch of an order: no client reads or writes them.
describe.each([
  ['tokenCounters', "an eatery's tokens of a day", 'eatery1_2026-11-27', { vendorId: 'eatery1', day: '2026-11-27', last: 1 }],
  ['slotCounts', "the orders in one of an eatery's pickup slots", 'eatery1_2026-11-27_1230', { vendorId: 'eatery1', day: '2026-11-27', count: 1 }],
])("%s: the API's count of %s, no client's business", (collection, _what, id, count) => {
  beforeEach(async () => {
    await rules.seed(async (db) => setDoc(doc(db, `${collection}/${id}`), count));
  });

  it.each(EVERY_ACTOR)('%s may neither read nor move a count', async (actor) => {
    const counter = doc(rules.as(actor), `${collection}/${id}`);
    await assertFails(getDoc(counter));
    await assertFails(setDoc(counter, { ...count, day: '2026-11-28' }));
  });
});
