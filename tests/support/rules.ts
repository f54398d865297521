import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** The people a rules test checks, each with the custom claims the app gives them. */
export const ACTORS = {
  anonymous: null,
  owner: { uid: 'studentA', claims: { role: 'user' } },
  otherStudent: { uid: 'studentB', claims: { role: 'user' } },
  vendor: { uid: 'vendorA', claims: { role: 'vendor' } },
  otherVendor: { uid: 'vendorB', claims: { role: 'vendor' } },
  admin: { uid: 'adminA', claims: { role: 'admin' } },
} as const;
export type ActorName = keyof typeof ACTORS;
type FirestoreClient = ReturnType<RulesTestContext['firestore']>;

/** The rules tests' eateries (`vendors/{id}`): eatery1 is run by `vendor`, eatery2 by `otherVendor`. */
export const EATERIES = {
  eatery1: { name: 'Eatery One', ownerUid: ACTORS.vendor.uid, isOpen: true },
  eatery2: { name: 'Eatery Two', ownerUid: ACTORS.otherVendor.uid, isOpen: true },
} as const;

/**
 * The accounts/{uid} documents the API keeps for the staff actors (docs/architecture.md#data):
 * the rules read a role from there, never from the token. Students have none (an enabled student), as in the app.
 */
export const STAFF_ACCOUNTS = {
  [ACTORS.vendor.uid]: { role: 'vendor', disabled: false },
  [ACTORS.otherVendor.uid]: { role: 'vendor', disabled: false },
  [ACTORS.admin.uid]: { role: 'admin', disabled: false },
} as const;

/** Every actor and whether it may read a student's own record that nobody else may (a cart, a pickup code): the student alone. */
export const OWNER_ALONE: [ActorName, boolean][] = [
  ['owner', true],
  ['anonymous', false],
  ['otherStudent', false],
  ['vendor', false],
  ['otherVendor', false],
  ['admin', false],
];

/**
 * Every actor and whether it may read a student's record that one eatery serves (an order, a hidden review): the
 * student, that eatery's vendor (`vendor` runs the fixtures' eatery) and admins, nobody else.
 */
export const OWNER_ITS_VENDOR_AND_ADMINS: [ActorName, boolean][] = [
  ['owner', true],
  ['anonymous', false],
  ['otherStudent', false],
  ['vendor', true],
  ['otherVendor', false],
  ['admin', true],
];

/**
 * A rules test environment on the running Firestore emulator, under its own project id so clearing it
 * between tests never touches the demo data that the API and browser tests use.
 */
export function useRulesEnvironment(name: string) {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  const state: { env?: RulesTestEnvironment; rulesOff?: FirestoreClient; releaseRulesOff?: () => void } = {};
  // One client per actor for the whole file: each context is a Firebase app with its own connection to the emulator,
  // whose setup cost more than the rule check it served. Clearing the database between tests leaves clients valid.
  const clients = new Map<ActorName, FirestoreClient>();

  beforeAll(async () => {
    state.env = await initializeTestEnvironment({
      projectId: `demo-rules-${name}`,
      firestore: { rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'), host: host!, port: Number(port) },
    });
    // One client with the rules off for the whole file, for the same reason: the environment closes the client of
    // `withSecurityRulesDisabled` when its callback returns, so the callback holds it open until the file ends.
    const env = state.env;
    state.rulesOff = await new Promise<FirestoreClient>((resolveClient) => {
      void env.withSecurityRulesDisabled(
        (context) =>
          new Promise<void>((release) => {
            state.releaseRulesOff = release;
            resolveClient(context.firestore());
          }),
      );
    });
  });
  const rulesOff = (): FirestoreClient => {
    if (!state.rulesOff) throw new Error('rules environment not ready');
    return state.rulesOff;
  };
  beforeEach(async () => {
    await state.env?.clearFirestore();
    const db = rulesOff();
    await Promise.all(Object.entries(STAFF_ACCOUNTS).map(([uid, account]) => setDoc(doc(db, `accounts/${uid}`), { ...account, updatedAt: new Date() })));
  });
  afterAll(async () => {
    state.releaseRulesOff?.();
    await state.env?.cleanup();
  });

  return {
    get env(): RulesTestEnvironment {
      if (!state.env) throw new Error('rules environment not ready');
      return state.env;
    },
    /** The Firestore client of one actor, as the web app would have it. */
    as(actor: ActorName) {
      const known = clients.get(actor);
      if (known) return known;
      const identity = ACTORS[actor];
      const env = this.env;
      const client = identity ? env.authenticatedContext(identity.uid, identity.claims).firestore() : env.unauthenticatedContext().firestore();
      clients.set(actor, client);
      return client;
    },
    /** Writes fixtures with the rules switched off. */
    async seed(write: (db: FirestoreClient) => Promise<void>) {
      await write(rulesOff());
    },
  };
}
