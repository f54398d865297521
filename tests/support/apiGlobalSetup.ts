import type { TestProject } from 'vitest/node';

/** Vitest global setup of the API project: the fixture eateries exist for exactly as long as the API tests run. */
export async function setup(project: TestProject) {
  // The emulator hosts of the project's env, before firebase-admin reads them.
  for (const [key, value] of Object.entries(project.config.env ?? {})) process.env[key] ??= String(value);
  const { adminDb } = await import('./firestore');
  const { writeAllFixtureEateries } = await import('./fixtureEateries');
  await writeAllFixtureEateries(adminDb);
}

export async function teardown() {
  const { adminDb } = await import('./firestore');
  const { deleteAllFixtureEateries } = await import('./fixtureEateries');
  await deleteAllFixtureEateries(adminDb);
}
