import { useState } from 'react';
import { errorMessage } from '@/lib/apiClient';
import { useAsync } from '@/lib/useAsync';

/** A list the API hands out a page at a time: what is shown, and the cursor of the page after it (null at the end). */
export interface Paged<T> {
  items: T[];
  nextCursor: string | null;
}

const FAILED = 'Something went wrong. Please try again.';

/**
 * The items shown with the next page after them, and that page's cursor. An item already shown is not shown
 * twice: a cursor names the last item shown, so pages do not overlap, but two answers to one page (a slow one
 * and its retry) must not double it.
 */
export function withPage<T>(shown: Paged<T>, page: Paged<T>, keyOf: (item: T) => string): Paged<T> {
  const listed = new Set(shown.items.map(keyOf));
  return { items: [...shown.items, ...page.items.filter((item) => !listed.has(keyOf(item)))], nextCursor: page.nextCursor };
}

/** The list with `changed` in the place of the item it is a new version of (an account after a role change). */
export function withItem<T>(shown: Paged<T>, changed: T, keyOf: (item: T) => string): Paged<T> {
  const key = keyOf(changed);
  return { ...shown, items: shown.items.map((item) => (keyOf(item) === key ? changed : item)) };
}

/**
 * A list read page by page ("More"): the first page whenever `key` changes (a new search) or on Retry, then the
 * pages after it. Later pages, a failure to load one, and items changed in place all belong to the first page
 * they followed: a new search or a Retry starts over, and an answer that arrives after that is dropped.
 */
export function usePagedList<T>(load: (cursor: string | null, signal?: AbortSignal) => Promise<Paged<T>>, key: string, keyOf: (item: T) => string) {
  const first = useAsync((signal) => load(null, signal), key);
  const [later, setLater] = useState<{ after: Paged<T>; shown: Paged<T> } | null>(null);
  const [more, setMore] = useState<{ after: Paged<T>; loading: boolean; error: string | null } | null>(null);
  const shown = first.status === 'success' ? (later?.after === first.data ? later.shown : first.data) : null;
  const moreNow = first.status === 'success' && more?.after === first.data ? more : null;

  const loadMore = () => {
    if (!first.data || !shown?.nextCursor || moreNow?.loading) return;
    const after = first.data;
    setMore({ after, loading: true, error: null });
    load(shown.nextCursor).then(
      (page) => {
        setLater((current) => ({ after, shown: withPage(current?.after === after ? current.shown : shown, page, keyOf) }));
        setMore({ after, loading: false, error: null });
      },
      (error: unknown) => setMore({ after, loading: false, error: errorMessage(error, FAILED) }),
    );
  };

  /** Shows `changed` in place of its old version, as the API answered a change to it. */
  const replace = (changed: T) => {
    if (!first.data || !shown) return;
    const after = first.data;
    setLater((current) => ({ after, shown: withItem(current?.after === after ? current.shown : shown, changed, keyOf) }));
  };

  return {
    status: first.status,
    error: first.status === 'error' ? errorMessage(first.error, FAILED) : null,
    retry: first.retry,
    shown,
    loadMore,
    loadingMore: moreNow?.loading ?? false,
    moreError: moreNow?.error ?? null,
    replace,
  };
}

/** What usePagedList gives a screen. */
export type PagedListState<T> = ReturnType<typeof usePagedList<T>>;
