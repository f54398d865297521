import { describe, expect, it } from 'vitest';
import { createArrivalWatch } from '@/lib/arrivalWatch';
import { SHOWN_KEY, bellLabel, claimOnce, needsOlderPage, timeAgo, toMarkRead, unreadBadgeText } from './feed';

describe("the bell's count", () => {
  it('shows nothing for none, the number up to 99, then 99+', () => {
    expect(unreadBadgeText(0)).toBeUndefined();
    expect(unreadBadgeText(3)).toBe('3');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('names the bell with its count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(100)).toBe('Notifications, 99+ unread');
  });
});

describe('timeAgo', () => {
  const now = new Date(Date.UTC(2026, 10, 23, 12, 0));
  const before = (ms: number) => new Date(now.getTime() - ms);
  it('reads as the time since, then as a date after a week', () => {
    expect(timeAgo(before(20_000), now)).toBe('Just now');
    expect(timeAgo(before(-5_000), now)).toBe('Just now');
    expect(timeAgo(before(5 * 60_000), now)).toBe('5 min ago');
    expect(timeAgo(before(3 * 3_600_000), now)).toBe('3 h ago');
    expect(timeAgo(before(26 * 3_600_000), now)).toBe('1 day ago');
    expect(timeAgo(before(3 * 86_400_000), now)).toBe('3 days ago');
    expect(timeAgo(before(8 * 86_400_000), now)).toMatch(/15 Nov 2026/);
  });
});

describe('which items raise a system notification', () => {
  const item = (id: string) => ({ id });
  it('none of what was unread when the page loaded; each new one once', () => {
    const arrivals = createArrivalWatch<{ id: string }>();
    expect(arrivals([item('a'), item('b')])).toEqual([]);
    expect(arrivals([item('c'), item('a'), item('b')])).toEqual([item('c')]);
    expect(arrivals([item('c'), item('a'), item('b')])).toEqual([]);
    // Read elsewhere (gone from the unread list), then a newer one: only the newer one.
    expect(arrivals([item('d')])).toEqual([item('d')]);
    expect(arrivals([item('a'), item('d')])).toEqual([]);
  });

  it('an empty feed at load still sets the baseline', () => {
    const arrivals = createArrivalWatch<{ id: string }>();
    expect(arrivals([])).toEqual([]);
    expect(arrivals([item('a')])).toEqual([item('a')]);
  });

  it('only one tab shows an item: the first to claim it', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    expect(claimOnce('n1', storage)).toBe(true);
    expect(claimOnce('n1', storage)).toBe(false);
    expect(claimOnce('n2', storage)).toBe(true);
    for (let i = 0; i < 150; i += 1) claimOnce(`x${i}`, storage);
    expect(JSON.parse(values.get(SHOWN_KEY)!)).toHaveLength(100);
  });

  it('shows anyway when storage is unusable', () => {
    const broken = { getItem: () => '{not json', setItem: () => undefined };
    expect(claimOnce('n1', broken)).toBe(true);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimOnce('n1', refusing)).toBe(true);
  });
});

describe('marking read', () => {
  it('asks once for each unread item shown, never for a read one', () => {
    const asked = new Set<string>();
    const shown = [
      { id: 'a', read: false },
      { id: 'b', read: true },
      { id: 'c', read: false },
    ];
    expect(toMarkRead(shown, asked).map((item) => item.id)).toEqual(['a', 'c']);
    expect(toMarkRead([...shown, { id: 'd', read: false }], asked).map((item) => item.id)).toEqual(['d']);
  });
});

describe('the pages the panel opens', () => {
  const items = (count: number, from = 0) => Array.from({ length: count }, (_unused, index) => ({ id: `n${from + index}` }));
  const unread = (count: number) => new Set(items(count).map((item) => item.id));

  it('takes one more page while an item unread at its opening is below the last one shown', () => {
    // 16 unread, the newest 16 of the feed: the first page shows 15 of them.
    expect(needsOlderPage(items(15), unread(16), 1)).toBe(true);
    expect(needsOlderPage(items(30), unread(16), 2)).toBe(false);
  });

  it('stops when every unread item shows, or when nothing older exists', () => {
    expect(needsOlderPage(items(15), unread(15), 1)).toBe(false);
    expect(needsOlderPage(items(12), unread(16), 1)).toBe(false);
    expect(needsOlderPage(items(15), new Set(), 1)).toBe(false);
  });

  it('opens no more pages by itself than reach the most unread items the bell counts', () => {
    expect(needsOlderPage(items(105), new Set(['far-down']), 7)).toBe(false);
    expect(needsOlderPage(items(90), new Set(['far-down']), 6)).toBe(true);
  });
});
