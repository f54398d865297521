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
  "a student's orders, newest first (past orders, Your Orders)": 'uid ASCENDING, createdAt DESCENDING',
  "a student's orders of some statuses (past orders filter, the header's active order)": 'uid ASCENDING, status ASCENDING, createdAt DESCENDING',
  "an eatery's orders, newest first (vendor API)": 'vendorId ASCENDING, createdAt DESCENDING',
  "an eatery's orders of some statuses (vendor API filter, the console's active orders)": 'vendorId ASCENDING, status ASCENDING, createdAt DESCENDING',
  "an eatery's served orders, last delivered first (the console's Finished list)": 'vendorId ASCENDING, status ASCENDING, deliveredAt DESCENDING',
  "an eatery's cancelled orders, last cancelled first (the console's Finished list)": 'vendorId ASCENDING, status ASCENDING, cancelledAt DESCENDING',
  "an eatery's orders placed in one hour of the day, newest first (the pace of earlier days, services/readyEstimates.ts)":
    'vendorId ASCENDING, readyEstimate.hour ASCENDING, createdAt DESCENDING',
  'placed orders older than a cutoff (the sweep of orders nobody accepted, services/orderSweep.ts)': 'status ASCENDING, createdAt DESCENDING',
};

// The review queries (services/reviews.ts and the consoles' listeners); all reviews newest first needs no composite.
const REVIEW_QUERIES = {
  "an eatery's reviews, newest first (vendor API and console)": 'vendorId ASCENDING, createdAt DESCENDING',
  "an eatery's shown reviews, newest first (the menu page)": 'vendorId ASCENDING, hidden ASCENDING, createdAt DESCENDING',
};

// The sales figures' listener on the vendor console (web/src/lib/live/figures.ts); the campus's needs no composite.
const FIGURE_QUERIES = {
  "an eatery's days from a campus day on (vendor console)": 'vendorId ASCENDING, day ASCENDING',
};

// The counter board's listener (web/src/features/board): an eatery's tokens, latest campus day first.
const BOARD_QUERIES = {
  "an eatery's board tokens, latest day first (counter board)": 'vendorId ASCENDING, day DESCENDING',
};

const compositeShapes = (collection: string) => indexes.filter((index) => index.collectionGroup === collection && index.queryScope === 'COLLECTION').map(shape);

describe('firestore.indexes.json', () => {
  it.each(Object.entries(ORDER_QUERIES))('has the composite index for %s', (_query, fields) => {
    expect(compositeShapes('orders')).toContain(fields);
  });
  it.each(Object.entries(REVIEW_QUERIES))('has the composite index for %s', (_query, fields) => {
    expect(compositeShapes('reviews')).toContain(fields);
  });
  it.each(Object.entries(FIGURE_QUERIES))('has the composite index for %s', (_query, fields) => {
    expect(compositeShapes('eateryDays')).toContain(fields);
  });
  it.each(Object.entries(BOARD_QUERIES))('has the composite index for %s', (_query, fields) => {
    expect(compositeShapes('boardTokens')).toContain(fields);
  });
});
