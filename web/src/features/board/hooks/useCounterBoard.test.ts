import { describe, expect, it } from 'vitest';
import { boardColumnsOf } from './useCounterBoard';

const token = (id: string, day: string, tokenText: string, state: 'preparing' | 'ready') => ({ id, vendorId: 'e1', day, token: tokenText, state });

describe('boardColumnsOf', () => {
  it("shows the latest day's tokens in their columns, in the order they were given", () => {
    const columns = boardColumnsOf([
      token('a', '2026-11-27', 'N-010', 'preparing'),
      token('b', '2026-11-27', 'N-009', 'ready'),
      token('c', '2026-11-27', 'N-1000', 'preparing'),
      token('d', '2026-11-27', 'N-002', 'preparing'),
      // Left uncollected the day before: not today's board.
      token('e', '2026-11-26', 'N-050', 'ready'),
    ]);
    expect(columns).toEqual({ preparing: ['N-002', 'N-010', 'N-1000'], ready: ['N-009'] });
  });

  it('shows empty columns for an eatery with no tokens', () => {
    expect(boardColumnsOf([])).toEqual({ preparing: [], ready: [] });
  });
});
