// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePagedList, withItem, withPage, type Paged } from './usePagedList';

interface Row {
  id: string;
  value: number;
}
const keyOf = (row: Row) => row.id;
const paged = (ids: string[], nextCursor: string | null, value = 0): Paged<Row> => ({ items: ids.map((id) => ({ id, value })), nextCursor });
const ids = (list: Paged<Row>) => list.items.map(keyOf);

describe('withPage', () => {
  it('adds the next page after the items shown, with its cursor', () => {
    const both = withPage(paged(['a', 'b'], 'b'), paged(['c'], null), keyOf);
    expect(ids(both)).toEqual(['a', 'b', 'c']);
    expect(both.nextCursor).toBeNull();
  });

  it('never shows an item twice', () => {
    expect(ids(withPage(paged(['a', 'b'], 'b'), paged(['b', 'c'], 'c'), keyOf))).toEqual(['a', 'b', 'c']);
  });
});

describe('withItem', () => {
  it('puts the new version in the old one’s place and keeps the cursor', () => {
    const changed = withItem(paged(['a', 'b', 'c'], 'c'), { id: 'b', value: 7 }, keyOf);
    expect(changed.items).toEqual([
      { id: 'a', value: 0 },
      { id: 'b', value: 7 },
      { id: 'c', value: 0 },
    ]);
    expect(changed.nextCursor).toBe('c');
  });

  it('adds nothing for an item the list does not show', () => {
    expect(ids(withItem(paged(['a'], null), { id: 'z', value: 1 }, keyOf))).toEqual(['a']);
  });
});

describe('usePagedList', () => {
  afterEach(cleanup);

  /** The pages of two lists, 'a' and 'b', by list and cursor. */
  const PAGES: Record<string, Paged<Row>> = {
    'a:': paged(['a1', 'a2'], 'a2'),
    'a:a2': paged(['a3'], null),
    'b:': paged(['b1'], 'b1'),
  };
  const render = (answer: (key: string, cursor: string | null) => Promise<Paged<Row>>) =>
    renderHook(({ key }: { key: string }) => usePagedList((cursor) => answer(key, cursor), key, keyOf), { initialProps: { key: 'a' } });

  it('shows the first page, adds the next on More, and puts a changed item in its place', async () => {
    const { result } = render((key, cursor) => Promise.resolve(PAGES[`${key}:${cursor ?? ''}`]!));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(ids(result.current.shown!)).toEqual(['a1', 'a2']);

    act(() => result.current.loadMore());
    expect(result.current.loadingMore).toBe(true);
    await waitFor(() => expect(ids(result.current.shown!)).toEqual(['a1', 'a2', 'a3']));
    expect(result.current.shown!.nextCursor).toBeNull();
    expect(result.current.loadingMore).toBe(false);

    act(() => result.current.replace({ id: 'a2', value: 5 }));
    expect(result.current.shown!.items).toEqual([
      { id: 'a1', value: 0 },
      { id: 'a2', value: 5 },
      { id: 'a3', value: 0 },
    ]);
  });

  it('starts over on a new key, and drops a page of the old list that answers after it', async () => {
    let answerLate: (page: Paged<Row>) => void = () => undefined;
    const { result, rerender } = render((key, cursor) =>
      cursor === 'a2' ? new Promise((resolve) => (answerLate = resolve)) : Promise.resolve(PAGES[`${key}:${cursor ?? ''}`]!),
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.loadMore());

    rerender({ key: 'b' });
    await waitFor(() => expect(ids(result.current.shown ?? paged([], null))).toEqual(['b1']));
    expect(result.current.loadingMore).toBe(false);
    await act(async () => answerLate(PAGES['a:a2']!));
    expect(ids(result.current.shown!)).toEqual(['b1']);
    expect(result.current.shown!.nextCursor).toBe('b1');
  });

  it('keeps what it shows when the next page fails, says why, and tries again on More', async () => {
    let fail = true;
    const { result } = render((key, cursor) =>
      cursor && fail ? Promise.reject(new Error('The server is busy')) : Promise.resolve(PAGES[`${key}:${cursor ?? ''}`]!),
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.moreError).toBe('The server is busy'));
    expect(ids(result.current.shown!)).toEqual(['a1', 'a2']);

    fail = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.shown!)).toEqual(['a1', 'a2', 'a3']));
    expect(result.current.moreError).toBeNull();
  });

  it('says why the first page failed, and Retry loads it again', async () => {
    let fail = true;
    const { result } = render((key, cursor) => (fail ? Promise.reject(new Error('Network error')) : Promise.resolve(PAGES[`${key}:${cursor ?? ''}`]!)));
    await waitFor(() => expect(result.current.error).toBe('Network error'));
    expect(result.current.shown).toBeNull();
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(ids(result.current.shown!)).toEqual(['a1', 'a2']));
    expect(result.current.error).toBeNull();
  });
});
