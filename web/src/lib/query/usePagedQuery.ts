import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '@/lib/apiClient';

/** A list the API hands out a page at a time: what is shown, and the cursor of the page after it (null at the end). */
export interface Paged<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The pages loaded so far as one list, with the last page's cursor. An item already shown is not shown twice: a
 * cursor names the last item shown, so pages do not overlap, but a list that changed between two pages may repeat one.
 */
export function joinPages<T>(pages: readonly Paged<T>[], keyOf: (item: T) => string): Paged<T> {
  const listed = new Set<string>();
  const items: T[] = [];
  for (const item of pages.flatMap((page) => page.items)) {
    if (listed.has(keyOf(item))) continue;
    listed.add(keyOf(item));
    items.push(item);
  }
  return { items, nextCursor: pages.at(-1)?.nextCursor ?? null };
}

interface Options<T, P extends Paged<T>> {
  /** Names the list: a new key (a new search) starts over from the first page, and drops answers for the old one. */
  queryKey: QueryKey;
  load: (cursor: string | null, signal: AbortSignal) => Promise<P>;
  keyOf: (item: T) => string;
  /** What a failure says when the error carries no message of its own. */
  failed: string;
  /** The same for a page after the first, when it differs. */
  moreFailed?: string;
  /** False until the list can be asked for (its owner is known): it shows as loading meanwhile. */
  enabled?: boolean;
}

/**
 * A list read page by page ("More"): the first page, then each page after it on `loadMore`. A first page that fails
 * loads again on `retry`; a later page that fails keeps what is shown and says why, and More tries it again.
 */
export function usePagedQuery<T, P extends Paged<T> = Paged<T>>({ queryKey, load, keyOf, failed, moreFailed = failed, enabled = true }: Options<T, P>) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
  const pages = query.data?.pages;
  const firstFailed = query.isError && !pages;

  /** Shows `changed` in place of its old version, as the API answered a change to it. */
  const replace = (changed: T) =>
    queryClient.setQueryData<InfiniteData<P, string | null>>(
      queryKey,
      (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (keyOf(item) === keyOf(changed) ? changed : item)) })) },
    );

  /** Leaves out the item `key`, gone on the server (an account the API deleted). */
  const remove = (key: string) =>
    queryClient.setQueryData<InfiniteData<P, string | null>>(
      queryKey,
      (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => keyOf(item) !== key) })) },
    );

  return {
    status: query.isPending ? ('loading' as const) : pages ? ('success' as const) : ('error' as const),
    error: firstFailed ? errorMessage(query.error, failed) : null,
    retry: () => void query.refetch(),
    shown: pages ? joinPages(pages, keyOf) : null,
    /** The newest page loaded: what the API said with it besides the items (an eatery's figures). */
    lastPage: pages?.at(-1),
    loadMore: () => void (query.hasNextPage && !query.isFetchingNextPage && query.fetchNextPage()),
    loadingMore: query.isFetchingNextPage,
    moreError: query.isFetchNextPageError ? errorMessage(query.error, moreFailed) : null,
    replace,
    remove,
  };
}

/** What usePagedQuery gives a screen. */
export type PagedQueryState<T> = ReturnType<typeof usePagedQuery<T>>;
