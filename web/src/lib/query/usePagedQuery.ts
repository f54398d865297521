import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '@/lib/apiClient';

/** A list the API hands out a page at a time: what is shown, and the cursor of the page after it (null at the end). */
export interface Paged<T> {
  items: T[];
  nextCursor: string | null;
}

/** A list that changed between two pages may repeat an item, so one shown already is left out. */
export function joinPages<T>(pages: readonly Paged<T>[], keyOf: (item: T) => string): Paged<T> {
  const listed = new Set<string>();
  const items = pages.flatMap((page) => page.items).filter((item) => !listed.has(keyOf(item)) && listed.add(keyOf(item)));
  return { items, nextCursor: pages.at(-1)?.nextCursor ?? null };
}

interface Options<T, P extends Paged<T>> {
  queryKey: QueryKey;
  load: (cursor: string | null, signal: AbortSignal) => Promise<P>;
  keyOf: (item: T) => string;
  failed: string;
  moreFailed?: string;
  enabled?: boolean;
}

/** A later page that fails keeps what is shown and says why; More tries it again. */
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

  /** Changes the items of every cached page in place, leaving the cursors as they are. */
  const editItems = (edit: (items: T[]) => T[]) =>
    queryClient.setQueryData<InfiniteData<P, string | null>>(
      queryKey,
      (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: edit(page.items) })) },
    );
  const replace = (changed: T) => editItems((items) => items.map((item) => (keyOf(item) === keyOf(changed) ? changed : item)));
  const remove = (key: string) => editItems((items) => items.filter((item) => keyOf(item) !== key));

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
    keyOf,
    replace,
    remove,
  };
}

export type PagedQueryState<T> = ReturnType<typeof usePagedQuery<T>>;
