// Firestore's REST API on the emulator, called as a client with an ID token calls it: the rules decide. The tests
// use it to read with a token issued before a change (a role, a disabled account), as an outside tester would.

const documentsUrl = () =>
  `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${process.env.GCLOUD_PROJECT}/databases/(default)/documents`;

const headers = (idToken: string) => ({ Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' });

/** The status of reading one document (`users/abc`) with the token: 200 allowed, 403 refused by the rules. */
export async function restGetStatus(path: string, idToken: string): Promise<number> {
  const response = await fetch(`${documentsUrl()}/${path}`, { headers: headers(idToken) });
  await response.arrayBuffer();
  return response.status;
}

/**
 * The status of a query on one collection with the token (runQuery), unfiltered or `where field == value`: 200
 * allowed (whether or not anything matches), 403 refused by the rules.
 */
export async function restQueryStatus(collectionId: string, idToken: string, where?: { field: string; equals: string }): Promise<number> {
  const structuredQuery = {
    from: [{ collectionId }],
    ...(where ? { where: { fieldFilter: { field: { fieldPath: where.field }, op: 'EQUAL', value: { stringValue: where.equals } } } } : {}),
    limit: 5,
  };
  const response = await fetch(`${documentsUrl()}:runQuery`, { method: 'POST', headers: headers(idToken), body: JSON.stringify({ structuredQuery }) });
  await response.arrayBuffer();
  return response.status;
}
