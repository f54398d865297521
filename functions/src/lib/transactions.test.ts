import { describe, expect, it } from 'vitest';
import { lostToContention } from './transactions';

describe('lostToContention', () => {
  it('recognises a transaction that lost to another one', () => {
    expect(lostToContention({ code: 10, message: '10 ABORTED: Too much contention' })).toBe(true);
    expect(lostToContention({ code: 3, message: '3 INVALID_ARGUMENT: Transaction is invalid or closed.' })).toBe(true);
    expect(lostToContention({ code: 3, message: '3 INVALID_ARGUMENT: The referenced transaction has expired' })).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(lostToContention({ code: 3, message: '3 INVALID_ARGUMENT: Document too large' })).toBe(false);
    expect(lostToContention({ code: 5, message: '5 NOT_FOUND' })).toBe(false);
    expect(lostToContention(new Error('boom'))).toBe(false);
  });
});
