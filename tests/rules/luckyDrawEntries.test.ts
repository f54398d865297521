import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('lucky-draw-entries');
const everyone = Object.keys(ACTORS) as ActorName[];
const ENTRY = 'luckyDrawEntries/asha@campus.example';

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, ENTRY), { name: 'Asha', email: 'asha@campus.example', mobile: '+919876543210', uid: 'studentA' });
  });
});

describe('lucky-draw entries: personal data that only the API touches', () => {
  const operations = [
    ['read one entry', (actor: ActorName) => getDoc(doc(rules.as(actor), ENTRY))],
    ['list the entries', (actor: ActorName) => getDocs(collection(rules.as(actor), 'luckyDrawEntries'))],
    [
      'create an entry',
      (actor: ActorName) =>
        setDoc(doc(rules.as(actor), 'luckyDrawEntries/new@campus.example'), {
          name: 'New',
          email: 'new@campus.example',
          mobile: '+919876543211',
          uid: ACTORS[actor]?.uid ?? null,
        }),
    ],
    ['change an entry', (actor: ActorName) => updateDoc(doc(rules.as(actor), ENTRY), { name: 'Changed' })],
    ['delete an entry', (actor: ActorName) => deleteDoc(doc(rules.as(actor), ENTRY))],
  ] as const;

  // Even the entrant who owns the entry (owner = studentA) goes through the API.
  for (const [operation, run] of operations) {
    it.each(everyone)(`%s may not ${operation}`, async (actor) => {
      await assertFails(run(actor));
    });
  }
});
