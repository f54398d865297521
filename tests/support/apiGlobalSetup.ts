import { emulatorEnv } from '../../scripts/emulators.mjs';

/** Vitest global setup of the API project: the fixture eateries exist for exactly as long as the API tests run. */
export async function setup() {
  for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;
  const { adminDb } = await import('./firestore');
  const { writeAllFixtureEateries } = await import('./fixtureEateries');
  await writeAllFixtureEateries(adminDb);
}

export async function teardown() {
  const { adminDb } = await import('./firestore');
  const { deleteAllFixtureEateries } = await import('./fixtureEateries');
  await deleteAllFixtureEateries(adminDb);
}
