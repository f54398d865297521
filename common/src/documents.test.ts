import { describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_AVAILABLE,
  COLLECTIONS,
  DEFAULT_CUISINE,
  DEFAULT_RATING,
  orderDocumentSchema,
  readStoredDocument,
  UnreadableDocumentError,
  userDocumentSchema,
  vendorDocumentSchema,
  withDates,
} from './documents';

/** Any SDK's Timestamp, as far as reading goes: something with toDate(). */
const timestampAt = (millis: number) => ({ seconds: Math.floor(millis / 1000), nanoseconds: 0, toDate: () => new Date(millis) });

describe('stored documents', () => {
  it('turn Timestamps into Dates at any depth and leave the rest alone', () => {
    const at = Date.UTC(2026, 10, 23, 8);
    expect(withDates({ createdAt: timestampAt(at), history: [{ at: timestampAt(at + 1) }], name: 'x', when: new Date(at), none: null })).toEqual({
      createdAt: new Date(at),
      history: [{ at: new Date(at + 1) }],
      name: 'x',
      when: new Date(at),
      none: null,
    });
  });

  it('read an eatery that lacks fields with the documented defaults, one address text everywhere', () => {
    const eatery = readStoredDocument(vendorDocumentSchema, { name: 'Brew Lab', address: '', rating: 'high' }, 'vendors/brewLab');
    expect(eatery).toMatchObject({
      name: 'Brew Lab',
      address: ADDRESS_NOT_AVAILABLE,
      rating: DEFAULT_RATING,
      cuisine: DEFAULT_CUISINE,
      isOpen: true,
      ownerUid: null,
    });
    expect(readStoredDocument(vendorDocumentSchema, { name: 'Shut', isOpen: false }, 'vendors/shut').isOpen).toBe(false);
  });

  it('count a malformed or negative wallet as empty', () => {
    expect(readStoredDocument(userDocumentSchema, { walletBalance: -5 }, 'users/a').walletBalance).toBe(0);
    expect(readStoredDocument(userDocumentSchema, { walletBalance: 12.5 }, 'users/b').walletBalance).toBe(0);
    expect(readStoredDocument(userDocumentSchema, { walletBalance: 850 }, 'users/c').walletBalance).toBe(850);
  });

  it('refuse an order without the fields every order has, naming the path and the fields', () => {
    const read = () => readStoredDocument(orderDocumentSchema, { uid: 'u1', status: 'shipped' }, 'orders/o1');
    expect(read).toThrow(UnreadableDocumentError);
    expect(read).toThrow(/^orders\/o1 could not be read \(vendorId, .*status.*\)$/);
  });

  it('name each collection once', () => {
    expect(new Set(Object.values(COLLECTIONS)).size).toBe(Object.keys(COLLECTIONS).length);
  });
});
