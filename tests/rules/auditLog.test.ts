import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ACTORS, useRulesEnvironment, type ActorName } from '../support/rules';

const rules = useRulesEnvironment('audit-log');
const everyone = Object.keys(ACTORS) as ActorName[];
const entry = {
  actorUid: ACTORS.admin.uid,
  actorEmail: 'admin@campuseats.test',
  action: 'eatery.suspend',
  target: { kind: 'eatery', id: 'eatery1' },
  before: { suspended: false },
  after: { suspended: true },
  at: new Date(),
};

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'auditLog/entry1'), entry);
  });
});

describe('auditLog: admins read it, nobody writes it', () => {
  it.each([
    ['anonymous', false],
    ['owner', false],
    ['otherStudent', false],
    ['vendor', false],
    ['otherVendor', false],
    ['admin', true],
  ] as [ActorName, boolean][])('%s reading an entry and the log: allowed = %s', async (actor, allowed) => {
    const db = rules.as(actor);
    const reads: Promise<unknown>[] = [getDoc(doc(db, 'auditLog/entry1')), getDocs(query(collection(db, 'auditLog'), orderBy('at', 'desc')))];
    for (const read of reads) await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  it.each(everyone)('%s may not add, change or delete an entry', async (actor) => {
    const db = rules.as(actor);
    await assertFails(setDoc(doc(db, 'auditLog/new1'), entry));
    await assertFails(updateDoc(doc(db, 'auditLog/entry1'), { after: { suspended: false } }));
    await assertFails(deleteDoc(doc(db, 'auditLog/entry1')));
  });
});
