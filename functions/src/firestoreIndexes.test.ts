import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const { indexes } = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as { indexes: CompositeIndex[] };
const shape = (index: CompositeIndex) => index.fields.map((field) => `${field.fieldPath} ${field.order ?? ''}`.trim()).join(', ');

// The emulator runs any query without an index; production refuses one that needs a missing composite index.
// These are the order queries the API and the live screens run (equality filters first, then the sort).
const ORDER_QUERIES = {
  'a student\'s orders, newest first (past orders, Your Orders)': 'uid ASCENDING, createdAt DESCENDING',
  'a student\'s orders of some statuses (past orders filter, the header\'s active order)': 'uid ASCENDING, status ASCENDING, createdAt DESCENDING',
  'an eatery\'s orders, newest first (vendor API)': 'vendorId ASCENDING, createdAt DESCENDING',
  'an eatery\'s orders of some statuses (vendor API filter, the console\'s active and finished lists)': 'vendorId ASCENDING, status ASCENDING, createdAt DESCENDING',
};

describe('firestore.indexes.json', () => {
  it.each(Object.entries(ORDER_QUERIES))('has the composite index for %s', (_query, fields) => {
    const orders = indexes.filter((index) => index.collectionGroup === 'orders' && index.queryScope === 'COLLECTION');
    expect(orders.map(shape)).toContain(fields);
  });
});
