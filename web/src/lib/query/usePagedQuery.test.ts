// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';
import { joinPages, usePagedQuery, type Paged } from './usePagedQuery';

interface Row {
  id: string;
  value: number;
}
const keyOf = (row: Row) => row.id;
const paged = (ids: string[], nextCursor: string | null, value = 0): Paged<Row> => ({ items: ids.map((id) => ({ id, value })), nextCursor });
const ids = (list: Paged<Row>) => list.items.map(keyOf);

describe('joinPages', () => {
  it('adds the next page after the items shown, with its cursor', () => {
    const both = joinPages([paged(['a', 'b'], 'b'), paged(['c'], null)], keyOf);
    expect(ids(both)).toEqual(['a', 'b', 'c']);
    expect(both.nextCursor).toBeNull();
  });

  it('never shows an item twice', () => {
    expect(ids(joinPages([paged(['a', 'b'], 'b'), paged(['b', 'c'], 'c')], keyOf))).toEqual(['a', 'b', 'c']);
  });
});

describe('usePagedQuery', () => {
  afterEach(cleanup);

  /** The pages of two lists, 'a' and 'b', by list and cursor. */
  const PAGES: Record<string, Paged<Row>> = {
    'a:': paged(['a1', 'a2'], 'a2'),
    'a:a2': paged(['a3'], null),
    'b:': paged(['b1'], 'b1'),
  };
  const render = (answer: (key: string, cursor: string | null) => Promise<Paged<Row>>) => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
    return renderHook(
      ({ key }: { key: string }) => usePagedQuery({ queryKey: ['rows', key], load: (cursor) => answer(key, cursor), keyOf, failed: 'Something went wrong.' }),
      { initialProps: { key: 'a' }, wrapper },
    );
  };

  it('shows the first page, adds the next on More, and puts a changed item in its place', async () => {
    let answerMore: (page: Paged<Row>) => void = () => undefined;
    const { result } = render((key, cursor) => (cursor ? new Promise((resolve) => (answerMore = resolve)) : Promise.resolve(PAGES[`${key}:`]!)));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(ids(result.current.shown!)).toEqual(['a1', 'a2']);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadingMore).toBe(true));
    await act(async () => answerMore(PAGES['a:a2']!));
    await waitFor(() => expect(ids(result.current.shown!)).toEqual(['a1', 'a2', 'a3']));
    expect(result.current.shown!.nextCursor).toBeNull();
    expect(result.current.loadingMore).toBe(false);

    act(() => result.current.replace({ id: 'a2', value: 5 }));
    await waitFor(() =>
      expect(result.current.shown!.items).toEqual([
        { id: 'a1', value: 0 },
        { id: 'a2', value: 5 },
        { id: 'a3', value: 0 },
      ]),
    );
    act(() => result.current.replace({ id: 'z', value: 1 }));
    await waitFor(() => expect(result.current.shown!.items.map((row) => row.value)).toEqual([0, 5, 0]));
    expect(ids(result.current.shown!)).toEqual(['a1', 'a2', 'a3']);
    expect(result.current.shown!.nextCursor).toBeNull();
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
